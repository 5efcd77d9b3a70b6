import { z } from 'zod';
import { referralCode } from './referrals.js';
import { sourceTag } from './traffic.js';
import { keepsTextDirection } from './text-direction.js';

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

export const email = z
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
    .max(80, { message: `${label} is too long` })
    .check(keepsTextDirection(label));

/** A new password: the rule of sign-up, wherever a password is chosen. */
const newPassword = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const signUpRequest = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  password: newPassword,
  // The code of the link the visitor came through; a malformed one is ignored, never a reason to refuse the account.
  referralCode: referralCode.optional().catch(undefined),
  // Where the e-mailed link lands after the account is created (a path on this site; anything else lands home).
  returnTo: z.string().max(2000).optional().catch(undefined),
  // The product the visitor pressed Add to Cart on while signed out: put in the new account's cart when the
  // link is used (if it is still for sale to them). A malformed one is ignored, as the referral code is.
  cartProductId: z.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  // The source tag of the page that product was on (docs/decisions/051); anything that is not a tag is direct.
  cartSource: sourceTag,
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

/** "Forgot password?": asks for a reset link by e-mail. */
export const passwordResetRequest = z.object({ email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

/** The link's token (as sent in the e-mail) and the new password. */
export const passwordResetConfirmRequest = z.object({
  token: z.string().min(1, { message: 'This reset link is incomplete' }).max(200, { message: 'This reset link is not valid' }),
  password: newPassword,
});
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmRequest>;

/** The token of an e-mailed account link: verifying an address, or finishing a sign-up. */
export const accountLinkRequest = z.object({
  token: z.string().min(1, { message: 'This link is incomplete' }).max(200, { message: 'This link is not valid' }),
});
export type AccountLinkRequest = z.infer<typeof accountLinkRequest>;

/** What an account-link action answers: a sentence to show (the same whether or not an account exists). */
export const accountNotice = z.object({ message: z.string() });
export type AccountNotice = z.infer<typeof accountNotice>;

/** The profile form on the dashboard's Settings tab (the picture is uploaded on its own). */
export const profileUpdateRequest = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

/** PUT /api/account/activity-feed: whether the activity feed may show the user's purchases. */
export const activityFeedSetting = z.object({ showInActivityFeed: z.boolean() });
export type ActivityFeedSetting = z.infer<typeof activityFeedSetting>;

/** The form field of the profile picture upload; the picture passes the same checks as a product cover. */
export const PROFILE_IMAGE_FIELD = 'image';

/** A code from the authenticator app (TOTP, 6 digits, a new one every 30 seconds). */
export const twoFactorCode = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: 'Enter the 6-digit code from your authenticator app' }));

export const twoFactorCodeRequest = z.object({ code: twoFactorCode });
export type TwoFactorCodeRequest = z.infer<typeof twoFactorCodeRequest>;

/**
 * How the owner confirms a change a stolen session must not make alone (two-factor enrolment, the payout
 * account): the account's password, or for an account without one (single sign-on), an e-mailed link.
 */
export const changeConfirmationMethod = z.enum(['password', 'email']);
export type ChangeConfirmationMethod = z.infer<typeof changeConfirmationMethod>;

/** The changes an e-mailed link can confirm, one link for one change. */
export const confirmableChange = z.enum(['two_factor_enrolment', 'payout_account_change']);
export type ConfirmableChange = z.infer<typeof confirmableChange>;

/**
 * The confirmation sent with such a change: the password, or the token of the e-mailed link. The body of
 * POST /api/account/two-factor/setup: enrolment starts only once the owner confirmed it.
 */
export const changeConfirmation = z.object({
  password: z
    .string()
    .min(1, { message: 'Enter your password' })
    .max(PASSWORD_MAX_LENGTH, { message: 'The password is not right' })
    .optional(),
  emailToken: z.string().min(1).max(200, { message: 'This link is not valid' }).optional(),
});
export type ChangeConfirmation = z.infer<typeof changeConfirmation>;

/** POST /api/account/confirmation-link: e-mails the link that confirms one change (accounts without a password). */
export const changeConfirmationLinkRequest = z.object({ change: confirmableChange });
export type ChangeConfirmationLinkRequest = z.infer<typeof changeConfirmationLinkRequest>;

export const twoFactorStatus = z.object({ enrolled: z.boolean(), confirmWith: changeConfirmationMethod });
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** Shown once, while enrolling: the key for manual entry and the same key as a QR code. */
export const twoFactorSetup = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeDataUrl: z.string().startsWith('data:image/'),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

export const authUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  // Creators need a verified address before they can be paid.
  emailVerified: z.boolean(),
  // Whether the activity feed may show this user's purchases (first name and last initial); off by default.
  showInActivityFeed: z.boolean(),
});
export type AuthUser = z.infer<typeof authUser>;

/** What the sign-in page needs to know before it renders. */
export const authOptions = z.object({
  oidc: z.object({ displayName: z.string() }).nullable(),
});
export type AuthOptions = z.infer<typeof authOptions>;

/**
 * The page to come back to after signing in (GET /api/login, /api/auth, /api/auth/oidc): checked by
 * safeReturnTo where it is used; one that is not a single text is as if absent.
 */
export const signInRedirectQuery = z.object({ returnTo: z.string().optional().catch(undefined) });
export type SignInRedirectQuery = z.infer<typeof signInRedirectQuery>;

/** The single sign-on provider's return: the state it was given (the rest is read from the whole URL). */
export const oidcCallbackQuery = z.object({ state: z.string().optional().catch(undefined) });
