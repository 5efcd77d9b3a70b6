import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { sessions, users } from '../../db/schema/auth.js';

export const SESSION_COOKIE = 'sid';

/** The session cookie's attributes, for setting and for clearing it (a clear must match them). */
export const sessionCookieOptions = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax', secure }) as const;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Starts a session and answers the cookie token; only its hash is stored. */
export async function createSession(db: Database, userId: number, ttlDays: number) {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** The user a session token signs in, read on every signed-in request: one prepared statement. */
export async function findSessionUser(db: Database, token: string) {
  const [row] = await preparedOnce(db, 'session_user', () =>
    db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // Suspension and deletion also delete the sessions; this keeps a session racing them from working.
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.expiresAt, sql.placeholder('now')),
          isNull(users.suspendedAt),
          isNull(users.deletedAt),
        ),
      )
      .limit(1),
  ).execute({ tokenHash: hashToken(token), now: new Date() });
  return row?.user;
}

export async function deleteSession(db: Database, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of the user, on every device (this one included): sign out everywhere, a password reset. */
export async function revokeAllSessions(db: Database, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Sessions past their time; called from the periodic housekeeping. */
export async function purgeExpiredSessions(ctx: Pick<AppContext, 'db'>, { now }: { now: Date }) {
  await ctx.db.delete(sessions).where(lt(sessions.expiresAt, now));
}
