import { and, asc, eq, gt, lte, notExists, or } from 'drizzle-orm';
import { centsToPrice } from '../../../contract/money.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { products } from '../../db/schema/catalog.js';
import { subscriptionReminders, subscriptions } from '../../db/schema/commerce.js';
import { newLinkToken } from '../../lib/link-token.js';
import { subscriptionReminder } from '../email/compose-email.js';
import { queueEmail } from '../email/queue-email.js';
import { addDays, REMINDER_DAYS_BEFORE } from './subscription-periods.js';

// Reminders of one run; the rest are written by the next run a few minutes later.
const BATCH = 100;

/**
 * Part of the renewal job: each live subscription whose free trial ends, or whose yearly period
 * renews, within REMINDER_DAYS_BEFORE days is e-mailed the price, the date and a cancel link, once per
 * period. The reminder row and its e-mail are written in one transaction, and the row's unique key
 * (subscription, period end) makes a second run or a second instance write neither.
 */
export async function remindSubscribers(ctx: { db: Database; siteUrl: string }, { now }: { now: Date }) {
  const { db } = ctx;
  const due = await db
    .select({ subscription: subscriptions, title: products.title, email: users.email, firstName: users.firstName })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        or(eq(subscriptions.status, 'trialing'), and(eq(subscriptions.status, 'active'), eq(subscriptions.interval, 'year'))),
        gt(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, addDays(now, REMINDER_DAYS_BEFORE)),
        notExists(
          db
            .select({ id: subscriptionReminders.id })
            .from(subscriptionReminders)
            .where(
              and(
                eq(subscriptionReminders.subscriptionId, subscriptions.id),
                eq(subscriptionReminders.periodEnd, subscriptions.currentPeriodEnd),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd), asc(subscriptions.id))
    .limit(BATCH);

  let reminded = 0;
  for (const row of due) {
    const { subscription } = row;
    const { token, tokenHash } = newLinkToken();
    const written = await db.transaction(async (tx) => {
      const [reminder] = await tx
        .insert(subscriptionReminders)
        .values({ subscriptionId: subscription.id, periodEnd: subscription.currentPeriodEnd, cancelTokenHash: tokenHash })
        .onConflictDoNothing({ target: [subscriptionReminders.subscriptionId, subscriptionReminders.periodEnd] })
        .returning({ id: subscriptionReminders.id });
      if (!reminder) return false;
      const message = subscriptionReminder(ctx.siteUrl, {
        firstName: row.firstName,
        title: row.title,
        price: centsToPrice(subscription.priceCents),
        interval: subscription.interval,
        trialEnding: subscription.status === 'trialing',
        chargeOn: subscription.currentPeriodEnd,
        cancelToken: token,
      });
      await queueEmail(tx, { to: row.email, userId: subscription.userId, message });
      return true;
    });
    if (written) reminded += 1;
  }
  return reminded;
}

/** The reminder whose cancel link carries `token`, with its subscription, or undefined for a forged one. */
export async function findReminder(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ reminder: subscriptionReminders, subscription: subscriptions, title: products.title })
    .from(subscriptionReminders)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionReminders.subscriptionId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(subscriptionReminders.cancelTokenHash, tokenHash));
  return row;
}
