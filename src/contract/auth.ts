import { z } from 'zod';
import { referralCode } from './referrals.js';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_RULE_MESSAGE = `Use at least ${PASSWORD_MIN_LENGTH} characters, mixing letters with numbers or symbols`;

/** The strength rule both the sign-up form and the server apply. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return PASSWORD_RULE_MESSAGE;
  const hasLetter = /\p{L}/u.test(password);
  const hasOther = /[^\p{L}]/u.test(password);
  if (!hasLetter || !hasOther) return PASSWORD_RULE_MESSAGE;
  if (/^(.)\1+$/u.test(password)) return PASSWORD_RULE_MESSAGE;
  return undefined;
}

export const PASSWORD_MAX_LENGTH = 200;
/** The longest address SMTP allows (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

const email = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, { message: 'Please enter a valid email address' })
  .toLowerCase()
  .pipe(z.email({ message: 'Please enter a valid email address' }));
const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `${label} is required` })
    .max(80, { message: `${label} is too long` });

export const signUpRequest = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  password: z.string().superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  // The code of the link the visitor came through; a malformed one is ignored, never a reason to refuse the account.
  referralCode: referralCode.optional().catch(undefined),
});
export type SignUpRequest = z.infer<typeof signUpRequest>;

export const signInRequest = z.object({
  email,
  password: z
    .string()
    .min(1, { message: 'Password is required' })
    // No stored password is longer; a huge one would only cost hashing time.
    .max(PASSWORD_MAX_LENGTH, { message: 'The e-mail or password is not right' }),
});
export type SignInRequest = z.infer<typeof signInRequest>;

export const authUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type AuthUser = z.infer<typeof authUser>;

/** What the sign-in page needs to know before it renders. */
export const authOptions = z.object({
  oidc: z.object({ displayName: z.string() }).nullable(),
});
export type AuthOptions = z.infer<typeof authOptions>;
