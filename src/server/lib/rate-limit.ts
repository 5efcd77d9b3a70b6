import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema/auth.js';
import { AppError } from './errors.js';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/**
 * Counts one hit against `key` in a fixed window kept in the database, so every instance shares it.
 * Answers whether the hit is within the limit, and when the window ends.
 */
export async function hitRateLimit(db: Database, key: string, rule: RateLimitRule, now = new Date()) {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000);
  return { allowed: (row?.count ?? 1) <= rule.limit, retryAfterSeconds };
}

/**
 * An attempt against one account from one client address (sign-in, password reset): limited per
 * account and address, and per address across accounts at ten times that (credential stuffing).
 * Throws `rate_limited` with `Too many {what}. Please wait ...`.
 */
export async function limitAccountAttempts(
  db: Database,
  { action, what, ip, email, rule }: { action: string; what: string; ip: string; email: string; rule: RateLimitRule },
) {
  const perAccount = await hitRateLimit(db, `${action}:${ip}:${email}`, rule);
  const perAddress = await hitRateLimit(db, `${action}:${ip}`, { ...rule, limit: rule.limit * 10 });
  if (perAccount.allowed && perAddress.allowed) return;
  const retryAfterSeconds = Math.max(perAccount.retryAfterSeconds, perAddress.retryAfterSeconds);
  throw new AppError(
    'rate_limited',
    `Too many ${what}. Please wait ${Math.ceil(retryAfterSeconds / 60)} minutes and try again.`,
    {
      retryAfterSeconds,
    },
  );
}

/** Drops windows that ended long ago; called from the periodic housekeeping. */
export async function purgeExpiredRateLimits(db: Database, olderThan: Date) {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${olderThan}`);
}
