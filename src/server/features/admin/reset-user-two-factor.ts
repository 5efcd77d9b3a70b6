import { and, eq, isNotNull } from 'drizzle-orm';
import type { AdminUser, TwoFactorResetRequest } from '../../../contract/admin.js';
import type { AppContext } from '../../context.js';
import { twoFactorSecrets } from '../../db/schema/auth.js';
import { AppError, notFound } from '../../lib/errors.js';
import { checkTwoFactorCode } from '../account/two-factor.js';
import { assertAdmin } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { findUserById } from './find-users.js';
import { recordAdminAction } from './record-admin-action.js';

// The admin's own second factor: a stolen admin session alone cannot open someone's account to takeover.
const ADMIN_NOT_ENROLLED =
  "Set up two-factor verification on your own account first (Dashboard, Settings tab): resetting someone else's needs a code from your authenticator app.";

export interface ResetUserTwoFactorOptions {
  actor: UserRow;
  userId: number;
  request: TwoFactorResetRequest;
  now: Date;
}

/**
 * Removes an account's two-factor verification, the way back for an owner who lost their authenticator.
 * Payout details then cannot change until they enrol again. The note says how their identity was checked.
 * It can open the way to taking the account over, so it needs a current code from the admin's own app
 * (docs/decisions/041), spent only if the reset happens.
 */
export async function resetUserTwoFactor(
  ctx: AppContext,
  { actor, userId, request, now }: ResetUserTwoFactorOptions,
): Promise<AdminUser> {
  assertAdmin(ctx, actor);
  if (!(await findUserById(ctx, userId))) throw notFound('User');
  const spendCode = await checkTwoFactorCode(ctx, { actor, code: request.code, now, notEnrolled: ADMIN_NOT_ENROLLED });
  await ctx.db.transaction(async (tx) => {
    await spendCode(tx);
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
