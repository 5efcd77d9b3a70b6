import { centsToPrice } from '../../../contract/money.js';
import type { discountKinds } from '../../db/schema/commerce.js';
import { chargedTodayCents } from '../subscriptions/subscription-periods.js';

export interface DiscountTerms {
  code: string;
  kind: (typeof discountKinds)[number];
  value: number;
  expiresAt: Date | null;
  maxUses: number | null;
  usedCount: number;
}

export interface PricedLine {
  // What the line costs before any code: the list price, or the price the buyer named.
  fullCents: number;
  discountCents: number;
  // What is charged today: never below zero.
  chargedCents: number;
  // Why the line cannot be bought at this price now (a spent code, a name below the minimum), for the buyer.
  problem: string | null;
}

/** Why a code cannot be used at `now`, or null when it can. */
export function discountProblem(discount: DiscountTerms, now: Date): string | null {
  if (discount.expiresAt && discount.expiresAt <= now) return `The code ${discount.code} has expired.`;
  if (discount.maxUses !== null && discount.usedCount >= discount.maxUses) return `The code ${discount.code} has been used up.`;
  return null;
}

/** What a code takes off a price: a percentage rounded to the cent, or a fixed amount, never more than the price. */
export function discountOff(discount: Pick<DiscountTerms, 'kind' | 'value'>, fullCents: number): number {
  const off = discount.kind === 'percent' ? Math.round((fullCents * discount.value) / 100) : discount.value;
  return Math.min(off, fullCents);
}

/**
 * The one pricing rule for a cart line: the list price, or the buyer's named price for a pay-what-you-want
 * product, less a usable discount code. The cart, the payment intent and so the ledger, the receipt and
 * every sale figure read this result. Subscriptions take neither codes nor named prices.
 */
export function priceLine(
  line: {
    priceCents: number;
    isSubscription: boolean;
    trialDays: number;
    minPriceCents: number | null;
    namedPriceCents: number | null;
    discount: DiscountTerms | null;
  },
  now: Date,
): PricedLine {
  if (line.isSubscription) {
    const chargedCents = chargedTodayCents(line);
    return { fullCents: chargedCents, discountCents: 0, chargedCents, problem: null };
  }
  const payWhatYouWant = line.minPriceCents !== null;
  const fullCents = payWhatYouWant ? (line.namedPriceCents ?? Math.max(line.priceCents, line.minPriceCents!)) : line.priceCents;
  if (payWhatYouWant && fullCents < line.minPriceCents!) {
    return {
      fullCents,
      discountCents: 0,
      chargedCents: fullCents,
      problem: `The least you can pay for this product is now $${centsToPrice(line.minPriceCents!)}.`,
    };
  }
  const problem = line.discount ? discountProblem(line.discount, now) : null;
  const discountCents = line.discount && !problem ? discountOff(line.discount, fullCents) : 0;
  return { fullCents, discountCents, chargedCents: fullCents - discountCents, problem };
}
