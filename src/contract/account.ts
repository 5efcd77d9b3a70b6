import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, twoFactorCode } from './auth.js';
import { priceString } from './price-string.js';

/** The JSON file inside the export's zip; a README beside it says what each section holds. */
export const ACCOUNT_EXPORT_FILE = 'account-data.json';
export const ACCOUNT_EXPORT_README = 'README.txt';

const timestamp = z.iso.datetime({ offset: true });
// Ledger figures: a reversal's are negative ("-12.00").
const signedAmount = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * Everything the shop holds about one user (GET /api/account/export), as written in the export's JSON
 * file. Other people appear only as what the user already sees of them (a product's title), never by
 * their account details; secrets (password hash, two-factor key) are never included.
 */
export const accountExport = z.object({
  exportedAt: timestamp,
  profile: z.object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.string().nullable(),
    // The short bio on a creator's public page (empty when none was written).
    bio: z.string(),
    signsInWith: z.object({ password: z.boolean(), singleSignOn: z.boolean() }),
    twoFactorEnrolledAt: timestamp.nullable(),
    showInActivityFeed: z.boolean(),
    // The kinds of creator e-mail turned off (docs/decisions/048).
    emailsOff: z.array(z.string()),
    createdAt: timestamp,
  }),
  purchases: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int(),
      productTitle: z.string(),
      amount: priceString,
      status: z.string(),
      downloadCount: z.number().int(),
      createdAt: timestamp,
      refundedAt: timestamp.nullable(),
    }),
  ),
  downloads: z.array(z.object({ productId: z.number().int(), createdAt: timestamp })),
  refundRequests: z.array(
    z.object({
      id: z.number().int(),
      purchaseId: z.number().int(),
      status: z.string(),
      reason: z.string(),
      createdAt: timestamp,
      decidedAt: timestamp.nullable(),
    }),
  ),
  products: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      description: z.string(),
      price: priceString,
      status: z.string(),
      createdAt: timestamp,
    }),
  ),
  // The creator's ledger: a refund adds a reversal row with the figures negated.
  sales: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      productId: z.number().int(),
      amount: signedAmount,
      platformFee: signedAmount,
      processingFee: signedAmount,
      creatorEarnings: signedAmount,
      createdAt: timestamp,
    }),
  ),
  payouts: z.array(
    z.object({
      id: z.number().int(),
      amount: priceString,
      status: z.string(),
      payoutDate: timestamp.nullable(),
      notes: z.string().nullable(),
      createdAt: timestamp,
    }),
  ),
  payoutAccount: z.object({ provider: z.enum(['stripe', 'test']), accountId: z.string() }).nullable(),
  journalEntries: z.array(
    z.object({ id: z.number().int(), silverLining: z.string(), guidance: z.unknown(), createdAt: timestamp }),
  ),
  supportTickets: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      message: z.string(),
      response: z.string(),
      status: z.string(),
      createdAt: timestamp,
      replies: z.array(z.object({ body: z.string(), createdAt: timestamp })),
    }),
  ),
  reviews: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int(),
      productTitle: z.string(),
      rating: z.number().int(),
      text: z.string().nullable(),
      reply: z.string().nullable(),
      createdAt: timestamp,
      updatedAt: timestamp,
    }),
  ),
  referrals: z.object({
    code: z.string().nullable(),
    signUpsThroughYourLink: z.array(z.object({ createdAt: timestamp })),
    joinedThroughALink: z.boolean(),
  }),
  achievements: z.object({
    completedCycles: z.number().int(),
    currentCycleStartedAt: timestamp.nullable(),
    chakras: z.array(z.object({ cycle: z.number().int(), chakraNumber: z.number().int(), unlockedAt: timestamp })),
  }),
  onboarding: z.object({ currentStep: z.number().int(), hidden: z.boolean(), updatedAt: timestamp }).nullable(),
  cart: z.array(z.object({ productId: z.number().int(), productTitle: z.string(), addedAt: timestamp })),
});
export type AccountExport = z.infer<typeof accountExport>;

/** Re-authentication before the account is deleted: the password, and the app's code when two-factor is on. */
export const deleteAccountRequest = z.object({
  password: z
    .string()
    .min(1, { message: 'Enter your password' })
    .max(PASSWORD_MAX_LENGTH, { message: 'The password is not right' }),
  code: twoFactorCode.optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

/**
 * The kinds of e-mail that can be switched off, each one switch in the account settings, on until turned
 * off: a creator's about their shop (docs/decisions/048), and an owner's about what they bought (056).
 * The labels are the settings page's.
 */
export const creatorEmailKinds = ['sale', 'subscriber', 'refund', 'listing', 'payout_sent', 'payout_cut', 'review'] as const;
export type CreatorEmailKind = (typeof creatorEmailKinds)[number];
export const ownerEmailKinds = ['product_update'] as const;
export const switchableEmailKinds = [...ownerEmailKinds, ...creatorEmailKinds] as const;
export type SwitchableEmailKind = (typeof switchableEmailKinds)[number];
export const EMAIL_SWITCH_LABELS: Record<SwitchableEmailKind, string> = {
  product_update: 'A new version of a product I own',
  sale: 'A new sale of my product',
  subscriber: 'A new subscriber',
  refund: 'A refund of one of my sales',
  listing: 'My listing approved or held for review',
  payout_sent: 'A payout sent',
  payout_cut: 'A payout reduced or cancelled by a refund',
  review: 'A new review of my product',
};

export const emailSettings = z.object({
  // Whether the account has listed a product: only creators are shown the shop's switches.
  isCreator: z.boolean(),
  emails: z.object(
    Object.fromEntries(switchableEmailKinds.map((kind) => [kind, z.boolean()])) as Record<SwitchableEmailKind, z.ZodBoolean>,
  ),
});
export type EmailSettings = z.infer<typeof emailSettings>;

export const emailChange = z.object({ kind: z.enum(switchableEmailKinds), on: z.boolean() });
export type EmailChange = z.infer<typeof emailChange>;
