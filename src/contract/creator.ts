import { z } from 'zod';
import { changeConfirmation, changeConfirmationMethod, twoFactorCode } from './auth.js';
import { isoDay } from './enterprise.js';
import { pathFirst, recordIdText } from './ids.js';
import { priceToCents } from './money.js';
import { priceString } from './price-string.js';
import { creatorPreview } from './previews.js';
import { keepsTextDirection } from './text-direction.js';

/** Money that can be negative (a refund's reversal row): "-12.00". */
export const signedMoneyString = z.string().regex(/^-?\d+\.\d{2}$/);

export const PRICE_MESSAGE = 'Price must be a valid positive number';
/** A typed price ("12", "12.5", "12.50") above zero. */
export const positivePriceText = z
  .string({ message: PRICE_MESSAGE })
  .refine((value) => (priceToCents(value) ?? 0) > 0, PRICE_MESSAGE);

export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 40;

/** "calm, sleep , ,focus" → ['calm', 'sleep', 'focus']: trimmed, no blanks, no repeats. */
export function parseTags(input: string | readonly string[] | undefined): string[] {
  const parts = (typeof input === 'string' ? [input] : (input ?? [])).flatMap((value) => value.split(','));
  const byKey = new Map<string, string>();
  for (const part of parts) {
    const tag = part.trim();
    if (tag && !byKey.has(tag.toLowerCase())) byKey.set(tag.toLowerCase(), tag);
  }
  return [...byKey.values()];
}

/** Tags as one comma-separated string or a list (repeated form fields), parsed into a list. */
export const tagsInput = z
  .union([z.string(), z.array(z.string())])
  .transform(parseTags)
  .pipe(
    z
      .array(
        z.string().max(MAX_TAG_LENGTH, `Each tag must be at most ${MAX_TAG_LENGTH} characters`).check(keepsTextDirection('Tags')),
      )
      .max(MAX_TAGS, `Use at most ${MAX_TAGS} tags`),
  );

export const MINIMUM_PAYOUT_CENTS = 2000;
export const MINIMUM_PAYOUT = '20.00';

export const productStatus = z.enum(['published', 'pending_review', 'rejected', 'archived', 'suspended']);
export type ProductStatus = z.infer<typeof productStatus>;

/** A product as its creator sees it (GET /api/creator/products). Tags are one comma-separated string, as the spec's list reads them. */
export const creatorProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: priceString,
  categoryId: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  tags: z.string(),
  imageUrl: z.string().nullable(),
  // A tiny blurred data URL of the cover, shown while it loads.
  imagePlaceholder: z.string().nullable(),
  // True only while published; pending_review, rejected and archived products are not on sale.
  isActive: z.boolean(),
  status: productStatus,
  // What moderation said when the product was held or rejected.
  moderationFeedback: z.string().nullable(),
  salesCount: z.number().int(),
  fileName: z.string(),
  fileSize: z.number().int(),
  isSubscription: z.boolean(),
  subscriptionInterval: z.enum(['month', 'year']).nullable(),
  trialDays: z.number().int(),
  // Set when buyers name the price (price is then the suggestion): the least they may pay.
  payWhatYouWant: z.object({ minimum: priceString }).nullable(),
  createdAt: z.string(),
  // A published product's edit that moderation held: buyers keep the listing above until an admin
  // approves it (decision 047). Null when nothing waits.
  pendingRevision: z
    .object({
      title: z.string(),
      description: z.string(),
      price: priceString,
      category: z.object({ id: z.number().int(), name: z.string() }),
      tags: z.string(),
      subscriptionInterval: z.enum(['month', 'year']).nullable(),
      trialDays: z.number().int(),
      feedback: z.string().nullable(),
      submittedAt: z.string(),
    })
    .nullable(),
  // The preview visitors get before buying (decision 052); null while there is none.
  preview: creatorPreview,
});
export type CreatorProduct = z.infer<typeof creatorProduct>;
export const creatorProductList = z.array(creatorProduct);

/** The :id of /api/creator/products/:id and /api/admin/moderation/:id. */
export const productIdParams = z.object({ id: recordIdText('id must be a product id') });

/**
 * GET /api/creator/analytics, computed from the sales ledger (sales minus refund reversals) and real
 * product page views. Revenue is gross sale amounts (what buyers paid), not the creator's share;
 * earnings are on GET /api/creator/earnings.
 */
export const creatorAnalytics = z.object({
  totalRevenue: signedMoneyString,
  // Sales minus refunded sales.
  totalSales: z.number().int(),
  // Mean rating of every review of the creator's products, one decimal; null without reviews (the client shows "—").
  avgRating: z.number().nullable(),
  // The last 12 calendar months (UTC), oldest first; revenue in dollars.
  monthlyRevenue: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), revenue: z.number() })),
  // The previous calendar month's revenue.
  lastMonthRevenue: signedMoneyString,
  // Sales per distinct viewer of the creator's product pages, in percent (one decimal); 0 without views.
  conversionRate: z.number(),
  avgOrderValue: signedMoneyString,
  productsCreated: z.number().int(),
  reviewsReceived: z.number().int(),
  // Distinct people who viewed or bought the creator's products (a signed-in viewer who bought counts once).
  communityEngagement: z.number().int(),
  // Subscriptions to the creator's products that are trialing, active or past due.
  activeSubscribers: z.number().int(),
  // What active and past-due subscriptions bill per month (a yearly price counts a twelfth); trials not yet.
  monthlyRecurringRevenue: signedMoneyString,
});
export type CreatorAnalytics = z.infer<typeof creatorAnalytics>;

/** GET /api/creator/earnings: the creator's share after fees, and what is left to pay out. */
export const creatorEarnings = z.object({
  totalEarnings: signedMoneyString,
  // Settled earnings (sales past the hold) minus payouts that did not fail; never below zero.
  availableBalance: priceString,
  // Earnings of recent sales still inside the hold: not payable yet.
  pendingEarnings: priceString,
  // Paid out above settled earnings (a refund after a payout): repaid from later sales first.
  negativeBalance: priceString,
  holdDays: z.number().int(),
  // Money sent: completed payouts only (a pending payout may still be cut by a refund).
  totalPayouts: priceString,
  lastPayoutDate: z.string().nullable(),
  minimumPayout: priceString,
});
export type CreatorEarnings = z.infer<typeof creatorEarnings>;

/** A ledger line: a sale, or a refund's reversal with its figures negated. */
export const creatorSale = z.object({
  id: z.number().int(),
  kind: z.enum(['sale', 'reversal']),
  product: z.object({ id: z.number().int(), title: z.string() }),
  createdAt: z.string(),
  amount: signedMoneyString,
  platformFee: signedMoneyString,
  processingFee: signedMoneyString,
  creatorEarnings: signedMoneyString,
  // A sale still inside the hold: the day its earnings become available (null once settled, and for refunds).
  availableOn: z.string().nullable(),
});
export type CreatorSale = z.infer<typeof creatorSale>;
export const creatorSaleList = z.array(creatorSale);

export const payoutStatus = z.enum(['pending', 'processing', 'completed', 'failed']);
export type PayoutStatus = z.infer<typeof payoutStatus>;

export const payout = z.object({
  id: z.number().int(),
  amount: priceString,
  status: payoutStatus,
  // The Friday run that sends (or sent) it.
  payoutDate: z.string().nullable(),
  createdAt: z.string(),
  notes: z.string().nullable(),
  // A pending payout that refunds since the request will cut on its Friday: what will happen if nothing
  // else changes (reduced: the amount that will be sent; cancelled: the amount payable, under the minimum).
  forecast: z.object({ outcome: z.enum(['reduced', 'cancelled']), amount: priceString }).nullable(),
});
export type Payout = z.infer<typeof payout>;
export const payoutList = z.array(payout);

/** POST /api/creator/request-payout (no body) answers 201 with the new pending payout for the whole available balance. */
export const requestPayoutAnswer = z.object({ payout });
export type RequestPayoutAnswer = z.infer<typeof requestPayoutAnswer>;

/** GET /api/admin/moderation: products held for review. */
export const moderationQueueItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: priceString,
  category: z.object({ id: z.number().int(), name: z.string() }),
  tags: z.array(z.string()),
  fileName: z.string(),
  fileSize: z.number().int(),
  moderationFeedback: z.string().nullable(),
  // listing: a new or re-submitted product that is not on sale; revision: a held edit of a product whose
  // earlier version stays on sale (the fields above are the edit's), with the title buyers see now.
  kind: z.enum(['listing', 'revision']),
  currentTitle: z.string(),
  creator: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  createdAt: z.string(),
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItem>;
export const moderationQueue = z.array(moderationQueueItem);

export const moderationDecisionRequest = z.object({
  decision: z.enum(['approve', 'reject']),
  feedback: z.string().trim().max(2000).check(keepsTextDirection('Feedback')).optional(),
});
export type ModerationDecisionRequest = z.infer<typeof moderationDecisionRequest>;
/** The whole input of POST /api/admin/moderation/:id: the held product's id with the decision. */
export const moderationDecisionInput = pathFirst(productIdParams, productIdParams.extend(moderationDecisionRequest.shape));

export const moderationDecisionAnswer = z.object({ id: z.number().int(), status: productStatus });
export type ModerationDecisionAnswer = z.infer<typeof moderationDecisionAnswer>;

export const creatorBadgeIds = ['product-launcher', 'community-builder', 'impact-maker'] as const;
export type CreatorBadgeId = (typeof creatorBadgeIds)[number];

/**
 * GET /api/creator/level: the creator's level from net sales (what buyers paid, minus refunds, in USD)
 * and their badges, all computed on the server from the ledger, the catalogue and reviews.
 */
export const creatorLevel = z.object({
  // 0 until the first sale; then 1 (Apprentice) to 5 (Soul Sage).
  level: z.number().int().min(0).max(5),
  name: z.string().nullable(),
  netSales: signedMoneyString,
  next: z.object({ level: z.number().int(), name: z.string(), threshold: priceString }).nullable(),
  // Share of the way from this level's threshold to the next one's, in percent (one decimal, at most 100).
  progressToNext: z.number().min(0).max(100),
  // The five levels, for the impact tree.
  levels: z.array(z.object({ level: z.number().int(), name: z.string(), threshold: priceString, reached: z.boolean() })),
  badges: z.array(
    z.object({
      id: z.enum(creatorBadgeIds),
      name: z.string(),
      description: z.string(),
      earned: z.boolean(),
      // How far along the badge's count is (products, interactions, reviews) and what it needs.
      current: z.number().int(),
      target: z.number().int(),
    }),
  ),
});
export type CreatorLevel = z.infer<typeof creatorLevel>;

/** Where a creator's payouts go: Stripe Connect when Stripe is configured, else the built-in test account. */
export const payoutAccountMode = z.enum(['stripe', 'test']);
export type PayoutAccountMode = z.infer<typeof payoutAccountMode>;
/** not_connected: no account; pending: created but the processor cannot pay it yet (onboarding unfinished or in review); active: payable. */
export const payoutAccountStatus = z.enum(['not_connected', 'pending', 'active']);
export type PayoutAccountStatus = z.infer<typeof payoutAccountStatus>;

export const payoutAccount = z.object({
  mode: payoutAccountMode,
  status: payoutAccountStatus,
  // Connecting or replacing the account asks for a code, so a creator without two-factor enrols first.
  twoFactorEnrolled: z.boolean(),
  // ...and for the password, or for an account without one, an e-mailed link.
  confirmWith: changeConfirmationMethod,
  // The account changed recently: no payout is asked for or sent before this moment (ISO 8601); null when none is held.
  heldUntil: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;

/** POST /api/creator/payout-account: a current two-factor code and the owner's confirmation. */
export const connectPayoutAccountRequest = changeConfirmation.extend({ code: twoFactorCode });
export type ConnectPayoutAccountRequest = z.infer<typeof connectPayoutAccountRequest>;

export const connectPayoutAccountAnswer = z.object({
  account: payoutAccount,
  // Stripe's onboarding page to send the creator to; null in test mode (connected at once).
  onboardingUrl: z.url().nullable(),
});
export type ConnectPayoutAccountAnswer = z.infer<typeof connectPayoutAccountAnswer>;

/** The most characters a creator's short bio may have. */
export const CREATOR_BIO_MAX = 300;

/** PUT /api/creator/profile: the creator's short bio on their public page (empty clears it). */
export const creatorProfileRequest = z
  .object({
    bio: z
      .string({ message: 'Write a bio' })
      .trim()
      .max(CREATOR_BIO_MAX, `A bio may be at most ${CREATOR_BIO_MAX} characters`)
      .check(keepsTextDirection('A bio')),
  })
  .strict();
export type CreatorProfileRequest = z.infer<typeof creatorProfileRequest>;

/** GET and PUT /api/creator/profile: what the creator's public page says about them. */
export const creatorProfile = z.object({ bio: z.string() });
export type CreatorProfile = z.infer<typeof creatorProfile>;

/** GET /api/admin/ledger.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the ledger lines of these UTC days, both included. */
export const ledgerExportQuery = z
  .object({ from: isoDay, to: isoDay })
  .refine((period) => !Number.isNaN(Date.parse(period.from)), { message: 'Not a calendar date', path: ['from'] })
  .refine((period) => !Number.isNaN(Date.parse(period.to)), { message: 'Not a calendar date', path: ['to'] })
  .refine((period) => period.from <= period.to, { message: 'The start must not be after the end', path: ['from'] });
export type LedgerExportQuery = z.infer<typeof ledgerExportQuery>;
