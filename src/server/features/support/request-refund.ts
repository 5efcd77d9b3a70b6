import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { centsToPrice } from '../../../contract/money.js';
import type { RefundStatus } from '../../../contract/support.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { refunds } from '../../db/schema/care.js';
import { gifts, purchases } from '../../db/schema/commerce.js';
import { AppError } from '../../lib/errors.js';
import type { AiLogger } from '../../providers/ai/ai-provider.js';
import type { UserRow } from '../auth/present-user.js';
import { approveRefund } from './approve-refund.js';
import { AUTOMATIC_REFUND_DAYS, daysSince, decideRefund, GUARANTEE_DAYS } from './refund-rules.js';

export interface RefundOutcome {
  status: RefundStatus;
  refundId?: number;
  response: string;
  actions: string[];
}

const POLICY_LINK = '/refund-policy';

/**
 * A buyer's refund request from the support centre, decided by fixed rules (never by the AI): the
 * buyer must own an active purchase of the product; then approve, hold for a person, or refuse.
 */
export async function requestRefund(
  ctx: AppContext,
  options: { actor: UserRow; productId: number; now: Date; log?: AiLogger },
): Promise<RefundOutcome> {
  const { actor, productId, now } = options;
  const [owned] = await ctx.db
    .select({ purchase: purchases, title: products.title })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .leftJoin(gifts, eq(gifts.purchaseId, purchases.id))
    .where(
      and(
        eq(purchases.productId, productId),
        or(
          // The buyer's own purchase; a gift they were given is the giver's to refund (docs/decisions/058).
          and(eq(purchases.userId, actor.id), eq(purchases.status, 'active'), isNull(gifts.id)),
          // A gift they gave, claimed or not.
          and(eq(gifts.giverId, actor.id), inArray(purchases.status, ['active', 'gifted'])),
        ),
      ),
    )
    // A subscription has a purchase per paid period: the latest is the one a refund is asked for.
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(1);
  if (!owned) {
    return {
      status: 'refused',
      response: `We could not find an active purchase of product ${productId} on your account, so there is nothing to refund. Please check the product ID on your purchases page; a product already refunded cannot be refunded again.`,
      actions: [
        'Check the product ID on your purchases page',
        'Sign in with the account you bought the product with',
        `Read the refund policy at ${POLICY_LINK}`,
      ],
    };
  }
  const { purchase, title } = owned;
  const days = daysSince(purchase.createdAt, now);
  const ago = days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;

  const [open] = await ctx.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.purchaseId, purchase.id), eq(refunds.status, 'pending')))
    .limit(1);
  if (open) {
    return {
      status: 'pending',
      refundId: open.id,
      response: `Your refund request for “${title}” is already with our team, and a person will decide it soon. You do not need to ask again.`,
      actions: ['Watch your e-mail for our answer, usually within 2-3 business days', `Read the refund policy at ${POLICY_LINK}`],
    };
  }

  // recordDelivery counts a purchase's first bytes whatever the range, so a count of 0 means nothing was sent.
  const delivered = purchase.downloadCount > 0;
  let decision = decideRefund({ purchasedAt: purchase.createdAt, now, delivered });
  if (decision === 'approve') {
    try {
      const refund = await approveRefund(ctx, {
        purchaseId: purchase.id,
        reason: `Automatic: asked ${ago}, within ${AUTOMATIC_REFUND_DAYS} days, never downloaded`,
        decidedBy: null,
        now,
      });
      return {
        status: 'approved',
        refundId: refund.id,
        response: `Your refund for “${title}” is approved. You bought it ${ago} and have not downloaded it, so it qualifies for an automatic refund. $${centsToPrice(purchase.amountCents)} goes back to your original payment method; card refunds take 3-5 business days to appear. Your access to the product has ended.`,
        actions: [
          'Look for the refund on your statement within 3-5 business days',
          'Tell us what did not suit you: it helps the creator improve',
        ],
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      // The provider could not return the money: nothing changed, so a person takes it from here.
      options.log?.warn({ err: error, purchaseId: purchase.id }, 'automatic refund failed; held for review');
      decision = 'review';
    }
  }

  if (decision === 'review') {
    const why = delivered
      ? 'You have already downloaded the product'
      : days > AUTOMATIC_REFUND_DAYS
        ? `It is more than ${AUTOMATIC_REFUND_DAYS} days since you bought it`
        : 'We could not complete the refund automatically';
    const [refund] = await ctx.db
      .insert(refunds)
      .values({ purchaseId: purchase.id, userId: actor.id, status: 'pending', reason: `${why} (bought ${ago})` })
      .returning({ id: refunds.id });
    return {
      status: 'pending',
      refundId: refund!.id,
      response: `Your refund request for “${title}” is with our team. ${why}, so a person reviews it under our ${GUARANTEE_DAYS}-day satisfaction guarantee. We usually reply within 2-3 business days, and approved refunds reach cards in 3-5 business days.`,
      actions: [
        'Watch your e-mail for our decision',
        'Reply with anything that helps us decide, such as what did not meet your expectations',
        `Read the refund policy at ${POLICY_LINK}`,
      ],
    };
  }

  const [refund] = await ctx.db
    .insert(refunds)
    .values({
      purchaseId: purchase.id,
      userId: actor.id,
      status: 'refused',
      reason: `Asked ${ago}, after the ${GUARANTEE_DAYS}-day guarantee`,
      decidedAt: now,
    })
    .returning({ id: refunds.id });
  return {
    status: 'refused',
    refundId: refund!.id,
    response: `You bought “${title}” ${ago}, which is past our ${GUARANTEE_DAYS}-day satisfaction guarantee, so we cannot refund it. Our refund policy is at ${POLICY_LINK}. If the product is faulty or not as described, your statutory rights still apply: send a request with issue type Product and tell us what is wrong.`,
    actions: [
      `Read the refund policy at ${POLICY_LINK}`,
      'If the product is faulty or not as described, send a request with issue type Product',
    ],
  };
}
