import { eq } from 'drizzle-orm';
import { GIFT_DELIVERY_MAX_DAYS, type GiftRequest } from '../../../contract/gifts.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { gifts } from '../../db/schema/commerce.js';
import { AppError } from '../../lib/errors.js';
import { newLinkToken } from '../../lib/link-token.js';
import { giftReceived } from '../email/compose-email.js';
import { queueEmail } from '../email/queue-email.js';

const DAY_MS = 86_400_000;
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * The gift a checkout is for, checked before any payment starts (docs/decisions/058): one product that is not a
 * subscription, a delivery day from today (UTC) to a year ahead. Answers the row to keep with the checkout.
 */
export function planGift(
  gift: GiftRequest,
  options: { giverId: number; lines: { productId: number; isSubscription: boolean }[]; now: Date },
) {
  const { lines, now } = options;
  if (lines.length !== 1)
    throw new AppError(
      'bad_request',
      'A gift checkout is for one product: leave only the gift in your cart, and buy the rest separately.',
    );
  const [line] = lines;
  if (line!.isSubscription) throw new AppError('bad_request', 'A subscription cannot be given as a gift.');
  const today = dayOf(now);
  const latest = dayOf(new Date(now.getTime() + GIFT_DELIVERY_MAX_DAYS * DAY_MS));
  if (gift.deliverOn !== undefined && gift.deliverOn < today)
    throw new AppError('bad_request', 'The delivery date is in the past: choose today or a later day.');
  if (gift.deliverOn !== undefined && gift.deliverOn > latest)
    throw new AppError('bad_request', `The delivery date can be at most a year ahead (${latest} at the latest).`);
  // A later day is sent from its start (UTC); today's, or none, at once.
  const deliverAt = gift.deliverOn && gift.deliverOn > today ? new Date(`${gift.deliverOn}T00:00:00.000Z`) : now;
  return {
    productId: line!.productId,
    giverId: options.giverId,
    recipientEmail: gift.recipientEmail,
    message: gift.message,
    deliverOn: gift.deliverOn ?? null,
    deliverAt,
  };
}

export type PlannedGift = ReturnType<typeof planGift>;

/** Keeps the planned gift with its checkout, in the checkout's transaction. */
export async function keepGift(tx: Database, checkoutIntentId: string, gift: PlannedGift) {
  await tx.insert(gifts).values({ ...gift, checkoutIntentId });
}

/** The gift a checkout is for, if it is one. */
export async function giftOfCheckout(db: Database, checkoutIntentId: string) {
  const [gift] = await db.select().from(gifts).where(eq(gifts.checkoutIntentId, checkoutIntentId));
  return gift;
}

/**
 * In the purchase's transaction: links the gift to its purchase, makes the claim link's token (only its SHA-256
 * kept) and queues the recipient's e-mail, which the e-mail job sends on the delivery day.
 */
export async function deliverGift(tx: Database, options: { giftId: number; purchaseId: number; title: string; siteUrl: string }) {
  const { token, tokenHash } = newLinkToken();
  const [gift] = await tx
    .update(gifts)
    .set({ purchaseId: options.purchaseId, tokenHash })
    .where(eq(gifts.id, options.giftId))
    .returning();
  const [giver] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, gift!.giverId));
  const message = giftReceived(options.siteUrl, {
    giverFirstName: giver!.firstName,
    title: options.title,
    message: gift!.message,
    token,
  });
  await queueEmail(tx, { to: gift!.recipientEmail, message, notBefore: gift!.deliverAt });
}
