import type { AppContext } from '../../context.js';
import { formatMoment } from '../../lib/dates.js';
import { AppError, notFound } from '../../lib/errors.js';
import { presentUser, type UserRow } from './present-user.js';

/**
 * Who may do what, in one place: actions call these with their actor; routes only resolve the user.
 * A rule that refuses someone else's row answers "not found" where saying "forbidden" would reveal
 * that the row exists.
 */

/** Admins are the users whose e-mail is in ADMIN_EMAILS. */
export function isAdmin(ctx: Pick<AppContext, 'config'>, actor: UserRow): boolean {
  return presentUser(actor, ctx.config.adminEmails).isAdmin;
}

export function assertAdmin(ctx: Pick<AppContext, 'config'>, actor: UserRow): void {
  if (!isAdmin(ctx, actor)) throw new AppError('forbidden', 'Only administrators can do this');
}

/** A suspended account starts no session, by password or single sign-on. */
export function assertNotSuspended(user: UserRow): void {
  if (user.suspendedAt) {
    throw new AppError('forbidden', 'This account is suspended. Write to support if you think this is a mistake.');
  }
}

/** Money goes only to an account whose owner proved the e-mail address (a payout account, a payout). */
export function assertEmailVerified(user: UserRow): void {
  if (!user.emailVerifiedAt) {
    throw new AppError(
      'email_not_verified',
      `Verify your e-mail address before you can be paid: open the link we sent to ${user.email}, or send a new one from the Earnings page.`,
    );
  }
}

/** When payouts may resume after the payout account was connected or changed; undefined when none is held. */
export function payoutAccountHeldUntil(user: UserRow, now: Date): Date | undefined {
  const until = user.payoutAccountHeldUntil;
  return until && until.getTime() > now.getTime() ? until : undefined;
}

/** No payout is asked for while a newly connected or changed payout account is held (docs/decisions/041). */
export function assertPayoutAccountNotHeld(user: UserRow, now: Date): void {
  const until = payoutAccountHeldUntil(user, now);
  if (until)
    throw new AppError(
      'payout_account_held',
      `Your payout account was connected or changed recently, so payouts are paused until ${formatMoment(until)}. You can request a payout from then. The pause gives you time to stop a change you did not make.`,
    );
}

/** A creator edits only their own products; anyone else's is not found. */
export function assertCreatorOwnsProduct(actor: UserRow, product: { creatorId: number } | undefined): asserts product {
  if (!product || product.creatorId !== actor.id) throw notFound('Product');
}

/** A creator cannot buy what they sell. */
export function assertNotOwnProduct(actor: UserRow, product: { creatorId: number }): void {
  if (product.creatorId === actor.id) throw new AppError('bad_request', 'You cannot buy your own product');
}

/** A payment intent is confirmed only by the account that started it. */
export function assertOwnsPayment(actor: UserRow, intent: { userId: number | undefined }): void {
  if (intent.userId !== actor.id) throw new AppError('forbidden', 'This payment belongs to another account.');
}

/** An order is shown only to the account that paid for it; anyone else's is not found. */
export function assertOwnsOrder(actor: UserRow, order: { userId: number } | undefined): asserts order {
  if (!order || order.userId !== actor.id) throw notFound('Order');
}

const PURCHASE_REQUIRED_MESSAGE = 'You must purchase this product to download it';

/**
 * A product's file goes to its creator and to buyers with access: a purchase that stands (not
 * refunded) or a subscription that gives access (no purchase yet during a free trial).
 */
export function assertMayDownload(
  actor: UserRow,
  product: { creatorId: number },
  access: { purchaseId: number | null } | undefined,
): void {
  if (product.creatorId === actor.id) return;
  if (!access) throw new AppError('forbidden', PURCHASE_REQUIRED_MESSAGE);
}

/** A product is reviewed by its buyers whose purchase stands (not refunded), never by its creator. */
export function assertMayReview(
  actor: UserRow,
  product: { creatorId: number },
  purchase: { id: number } | undefined,
): asserts purchase {
  if (product.creatorId === actor.id) throw new AppError('forbidden', 'You cannot review your own product');
  if (!purchase) throw new AppError('forbidden', 'Only buyers of this product can review it');
}

/** A review is edited or deleted only by its author; anyone else's is not found. */
export function assertReviewAuthor(actor: UserRow, review: { userId: number } | undefined): asserts review {
  if (!review || review.userId !== actor.id) throw notFound('Review');
}

/** A review is answered by the creator of the product it reviews, once. */
export function assertMayReply(actor: UserRow, review: { creatorId: number; reply: string | null }): void {
  if (review.creatorId !== actor.id) throw new AppError('forbidden', 'Only the creator of this product can reply');
  if (review.reply !== null) throw new AppError('conflict', 'You have already replied to this review');
}
