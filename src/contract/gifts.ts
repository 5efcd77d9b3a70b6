import { z } from 'zod';
import { email } from './auth.js';
import { keepsTextDirection } from './text-direction.js';

export const GIFT_MESSAGE_MAX_LENGTH = 500;
/** How far ahead a gift's delivery day may be. */
export const GIFT_DELIVERY_MAX_DAYS = 365;

/** What the buyer gives with "This is a gift" at checkout (docs/decisions/058). */
export const giftRequest = z
  .object({
    recipientEmail: email,
    message: z
      .string()
      .trim()
      .max(GIFT_MESSAGE_MAX_LENGTH, { message: `The gift message must be ${GIFT_MESSAGE_MAX_LENGTH} characters or fewer` })
      .check(keepsTextDirection('The gift message'))
      .default(''),
    // A day (YYYY-MM-DD, UTC): the claim e-mail is sent that day. Left out: at once.
    deliverOn: z.iso.date({ message: 'Enter the delivery date as a date (YYYY-MM-DD)' }).optional(),
  })
  .strict();
export type GiftRequest = z.infer<typeof giftRequest>;

/** What the giver sees of a gift on their Orders page. */
export const giftSummary = z.object({
  recipientEmail: z.string(),
  // The chosen delivery day, or null when it was sent at once.
  deliverOn: z.string().nullable(),
  claimed: z.boolean(),
});
export type GiftSummary = z.infer<typeof giftSummary>;

const token = z.string().min(1).max(200, { message: 'This gift link is not valid' });

/** POST /api/gifts/preview (signed in or not): the gift a claim link opens. */
export const giftPreviewRequest = z.object({ token }).strict();
export const giftPreview = z.object({
  productId: z.number().int(),
  title: z.string(),
  giverFirstName: z.string(),
  message: z.string(),
  // claimable: waiting for its recipient; claimed: claimed already; refunded: the giver was refunded.
  state: z.enum(['claimable', 'claimed', 'refunded']),
});
export type GiftPreview = z.infer<typeof giftPreview>;

/** POST /api/gifts/claim: the signed-in recipient takes the gift into their library. */
export const giftClaimRequest = z.object({ token }).strict();
export const giftClaimAnswer = z.object({ productId: z.number().int(), title: z.string() });
export type GiftClaimAnswer = z.infer<typeof giftClaimAnswer>;
