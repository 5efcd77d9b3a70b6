import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { signInFailures } from '../../db/schema/auth.js';
import { AppError } from '../../lib/errors.js';
import { signInSlowed } from '../email/compose-email.js';
import { queueEmail } from '../email/queue-email.js';
import { hashToken } from '../../lib/link-token.js';

/**
 * Wrong passwords for one account from any network address (docs/decisions/041): the per-address
 * limits do not stop guesses spread over many addresses. After FREE_FAILURES wrong passwords in a row,
 * each further try must wait 2^failures seconds after the last one, at most MAX_WAIT_SECONDS; it is never
 * a lock-out: the right password works once the wait is over, and a password reset ends it.
 */
export const FREE_FAILURES = 5;
export const MAX_WAIT_SECONDS = 15 * 60;
// A run of wrong passwords is forgotten after a day without one: far longer than the longest wait, so
// waiting it out does not start the count again.
const FORGET_AFTER_MS = 86_400_000;

/** Seconds a try must wait after the last of `failures` wrong passwords in a row. */
export const waitAfter = (failures: number) => (failures < FREE_FAILURES ? 0 : Math.min(2 ** failures, MAX_WAIT_SECONDS));

// The same for addresses with and without an account, so the answers do not say which exist.
const keyOf = (email: string) => hashToken(email.toLowerCase());

function waitWords(seconds: number) {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts one try for `email` at `now` before its password is checked, or refuses it while the wait after
 * the last wrong one runs (429 with Retry-After). One conditional upsert, so tries at the same moment from
 * any instance cannot all slip through one opening. Answers the count of tries in the run, this one included.
 */
export async function claimSignInTry(db: Database, { email, now }: { email: string; now: Date }): Promise<number> {
  const emailHash = keyOf(email);
  const stale = sql`${signInFailures.lastFailureAt} < ${new Date(now.getTime() - FORGET_AFTER_MS)}`;
  const waitOver = sql`(${signInFailures.failures} < ${FREE_FAILURES} or ${signInFailures.lastFailureAt} + make_interval(secs => least(power(2, ${signInFailures.failures}), ${MAX_WAIT_SECONDS})) <= ${now})`;
  const [claimed] = await db
    .insert(signInFailures)
    .values({ emailHash, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInFailures.emailHash,
      set: {
        failures: sql`case when ${stale} then 1 else ${signInFailures.failures} + 1 end`,
        ownerToldAt: sql`case when ${stale} then null else ${signInFailures.ownerToldAt} end`,
        lastFailureAt: now,
      },
      setWhere: sql`${stale} or ${waitOver}`,
    })
    .returning({ failures: signInFailures.failures });
  if (claimed) return claimed.failures;
  const [row] = await db.select().from(signInFailures).where(eq(signInFailures.emailHash, emailHash)).limit(1);
  const waitEnds = row ? row.lastFailureAt.getTime() + waitAfter(row.failures) * 1000 : now.getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((waitEnds - now.getTime()) / 1000));
  throw new AppError(
    'rate_limited',
    `Too many wrong passwords for this account. To keep it safe, please wait ${waitWords(retryAfterSeconds)} before trying again. Forgot your password? Choose a new one: that ends the wait.`,
    { retryAfterSeconds },
  );
}

/**
 * After a wrong password: once the run reaches the wait, the account's owner (if the address has an
 * account) is e-mailed, once per run, whichever instance sees it first.
 */
export async function noteWrongPassword(
  ctx: AppContext,
  {
    email,
    failures,
    owner,
    now,
  }: { email: string; failures: number; owner?: { id: number; email: string; firstName: string }; now: Date },
) {
  if (!owner || failures < FREE_FAILURES) return;
  await ctx.db.transaction(async (tx) => {
    const [first] = await tx
      .update(signInFailures)
      .set({ ownerToldAt: now })
      .where(and(eq(signInFailures.emailHash, keyOf(email)), isNull(signInFailures.ownerToldAt)))
      .returning({ emailHash: signInFailures.emailHash });
    if (!first) return;
    const message = signInSlowed(ctx.config.siteUrl, {
      firstName: owner.firstName,
      failures,
      maxWaitMinutes: MAX_WAIT_SECONDS / 60,
    });
    await queueEmail(tx, { to: owner.email, userId: owner.id, message });
  });
}

/** A correct password or a password reset ends the run: the next wrong one starts from nothing. */
export async function clearSignInFailures(db: Pick<Database, 'delete'>, email: string) {
  await db.delete(signInFailures).where(eq(signInFailures.emailHash, keyOf(email)));
}

/** Runs of wrong passwords nobody continued for a day; called from the periodic housekeeping. */
export async function purgeStaleSignInFailures(ctx: Pick<AppContext, 'db'>, { now }: { now: Date }) {
  await ctx.db.delete(signInFailures).where(lt(signInFailures.lastFailureAt, new Date(now.getTime() - FORGET_AFTER_MS)));
}
