import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AdminUser, UserSuspensionRequest } from '../../../contract/admin.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import { products } from '../../db/schema/catalog.js';
import { AppError, notFound } from '../../lib/errors.js';
import { assertAdmin, isAdmin } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { revokeAllSessions } from '../auth/sessions.js';
import { findUserById } from './find-users.js';
import { recordAdminAction } from './record-admin-action.js';

export interface SetUserSuspensionOptions {
  actor: UserRow;
  userId: number;
  request: UserSuspensionRequest;
  now: Date;
}

/**
 * Suspends an account or lifts the suspension. Suspended: its sessions end and it cannot sign in, its
 * published product is hidden (status `suspended`), and the payout run leaves its payouts pending.
 * Lifting it publishes that product again. Admins cannot be suspended here (ADMIN_EMAILS decides them).
 */
export async function setUserSuspension(
  ctx: AppContext,
  { actor, userId, request, now }: SetUserSuspensionOptions,
): Promise<AdminUser> {
  assertAdmin(ctx, actor);
  const [target] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!target) throw notFound('User');
  if (isAdmin(ctx, target))
    throw new AppError('bad_request', 'An administrator cannot be suspended; remove them from ADMIN_EMAILS first');

  await ctx.db.transaction(async (tx) => {
    // Guarded on the current state, so a repeated or concurrent request changes nothing twice.
    const [changed] = await tx
      .update(users)
      .set({ suspendedAt: request.suspended ? now : null })
      .where(and(eq(users.id, userId), request.suspended ? isNull(users.suspendedAt) : isNotNull(users.suspendedAt)))
      .returning({ id: users.id });
    if (!changed) {
      throw new AppError('conflict', request.suspended ? 'This account is already suspended' : 'This account is not suspended');
    }
    if (request.suspended) {
      await revokeAllSessions(tx, userId);
      await tx
        .update(products)
        .set({ status: 'suspended', updatedAt: now })
        .where(and(eq(products.creatorId, userId), eq(products.status, 'published')));
    } else {
      await tx
        .update(products)
        .set({ status: 'published', updatedAt: now })
        .where(and(eq(products.creatorId, userId), eq(products.status, 'suspended')));
    }
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: request.suspended ? 'user.suspend' : 'user.unsuspend',
      targetId: userId,
      note: request.note,
    });
  });
  const updated = await findUserById(ctx, userId);
  if (!updated) throw notFound('User');
  return updated;
}
