import { and, eq, isNotNull } from 'drizzle-orm';
import type { AdminUser, TwoFactorResetRequest } from '../../../contract/admin.js';
import type { AppContext } from '../../context.js';
import { twoFactorSecrets } from '../../db/schema/auth.js';
import { AppError, notFound } from '../../lib/errors.js';
import { assertAdmin } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { findUserById } from './find-users.js';
import { recordAdminAction } from './record-admin-action.js';

/**
 * Removes an account's two-factor verification, the way back for an owner who lost their authenticator.
 * Payout details then cannot change until they enrol again. The note says how their identity was checked.
 */
export async function resetUserTwoFactor(
  ctx: AppContext,
  { actor, userId, request }: { actor: UserRow; userId: number; request: TwoFactorResetRequest },
): Promise<AdminUser> {
  assertAdmin(ctx, actor);
  if (!(await findUserById(ctx, userId))) throw notFound('User');
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(twoFactorSecrets)
      .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.confirmedAt)))
      .returning({ userId: twoFactorSecrets.userId });
    if (!removed) throw new AppError('conflict', 'This account has no two-factor verification to reset');
    await recordAdminAction(tx, { actorId: actor.id, action: 'user.two_factor_reset', targetId: userId, note: request.note });
  });
  const updated = await findUserById(ctx, userId);
  if (!updated) throw notFound('User');
  return updated;
}
