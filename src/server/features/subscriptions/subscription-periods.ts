import type { SubscriptionInterval } from '../../../contract/subscriptions.js';

const DAY_MS = 86_400_000;

/** A failed renewal is tried again 1, 3 and 7 days after the period ended; after the third retry fails it ends. */
export const RENEWAL_RETRY_DAYS = [1, 3, 7] as const;

/**
 * The end of a period that starts at `start`: one calendar month or year later in UTC. A day the next
 * month lacks (31 January) falls on that month's last day (28 or 29 February), as card processors bill.
 */
export function addInterval(start: Date, interval: SubscriptionInterval): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * Days before a free trial turns into a paid period, or a yearly subscription renews, that the buyer is
 * e-mailed the price, the date and a cancel link (docs/decisions/059).
 */
export const REMINDER_DAYS_BEFORE = 3;

export function addDays(start: Date, days: number): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

/**
 * The first period of a new subscription: the free trial when there is one (nothing charged today),
 * otherwise a paid period charged at checkout.
 */
export function firstPeriod(start: Date, terms: { interval: SubscriptionInterval; trialDays: number }) {
  if (terms.trialDays > 0) {
    const end = addDays(start, terms.trialDays);
    return { status: 'trialing' as const, start, end, trialEndsAt: end };
  }
  return { status: 'active' as const, start, end: addInterval(start, terms.interval), trialEndsAt: null };
}

/** What a product costs at checkout today: nothing for a subscription that starts with a free trial. */
export function chargedTodayCents(product: { priceCents: number; isSubscription: boolean; trialDays: number }): number {
  return product.isSubscription && product.trialDays > 0 ? 0 : product.priceCents;
}
