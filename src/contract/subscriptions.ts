import { z } from 'zod';
import { recordIdText } from './ids.js';
import { priceString } from './price-string.js';
import { productUpdateFields } from './purchases.js';

export const subscriptionInterval = z.enum(['month', 'year']);
export type SubscriptionInterval = z.infer<typeof subscriptionInterval>;

/** How a subscription product is billed: every interval, after a free trial of trialDays (0: none). */
export const subscriptionTerms = z.object({ interval: subscriptionInterval, trialDays: z.number().int() });
export type SubscriptionTerms = z.infer<typeof subscriptionTerms>;

export const subscriptionStatus = z.enum(['trialing', 'active', 'past_due', 'canceled', 'ended']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** A buyer's subscription as the purchases page shows it. Dates are ISO strings. */
export const subscription = z.object({
  id: z.number().int(),
  status: subscriptionStatus,
  interval: subscriptionInterval,
  price: priceString,
  product: z.object({
    id: z.number().int(),
    title: z.string(),
    imageUrl: z.string().nullable(),
    imagePlaceholder: z.string().nullable(),
    fileName: z.string(),
    fileSize: z.number().int(),
    ...productUpdateFields,
  }),
  // The end of the period given now: the next charge while trialing or active, the end of access once cancelled.
  currentPeriodEnd: z.string(),
  trialEndsAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  // While past due: when the card is tried again (null after the last attempt).
  nextAttemptAt: z.string().nullable(),
  hasAccess: z.boolean(),
});
export type Subscription = z.infer<typeof subscription>;
export const subscriptionList = z.array(subscription);

/** POST /api/subscriptions/{id}/cancel */
export const subscriptionParams = z.object({ id: recordIdText('id must be a subscription id') });

/** POST /api/subscriptions/cancel-by-link: the token of the reminder e-mail's cancel link (docs/decisions/059). */
export const subscriptionLinkRequest = z.object({ token: z.string().min(1).max(200) });

/** What the cancel link did: cancelled now, or it had been cancelled before; access lasts until accessUntil (ISO). */
export const subscriptionLinkAnswer = z.object({
  outcome: z.enum(['cancelled', 'already_cancelled']),
  title: z.string(),
  accessUntil: z.string(),
});
export type SubscriptionLinkAnswer = z.infer<typeof subscriptionLinkAnswer>;
