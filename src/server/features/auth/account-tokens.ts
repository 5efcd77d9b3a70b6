import { and, eq, gt, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { type accountTokenPurposes, accountTokens } from '../../db/schema/email.js';
import { hashToken, newLinkToken } from '../../lib/link-token.js';

type Purpose = (typeof accountTokenPurposes)[number];

/** A new single-use token for an e-mailed link; only its SHA-256 is stored. */
export async function issueAccountToken(
  tx: Pick<Database, 'insert'>,
  options: { userId: number; email: string; purpose: Purpose; validMs: number; now: Date },
) {
  const { token, tokenHash } = newLinkToken();
  await tx.insert(accountTokens).values({
    tokenHash,
    userId: options.userId,
    email: options.email,
    purpose: options.purpose,
    expiresAt: new Date(options.now.getTime() + options.validMs),
  });
  return token;
}

/**
 * Uses a token once: deleted as it is read, so a second use (or a race of two) finds nothing. With
 * `userId`, only that account's token is used (a link confirming a change for the signed-in owner).
 */
export async function consumeAccountToken(
  tx: Pick<Database, 'delete'>,
  options: { token: string; purpose: Purpose; now: Date; userId?: number },
) {
  const [row] = await tx
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(options.token)),
        eq(accountTokens.purpose, options.purpose),
        gt(accountTokens.expiresAt, options.now),
        options.userId === undefined ? undefined : eq(accountTokens.userId, options.userId),
      ),
    )
    .returning();
  return row;
}

/** Links past their time; called from the periodic housekeeping. */
export async function purgeExpiredAccountTokens(ctx: Pick<AppContext, 'db'>, { now }: { now: Date }) {
  await ctx.db.delete(accountTokens).where(lt(accountTokens.expiresAt, now));
}
