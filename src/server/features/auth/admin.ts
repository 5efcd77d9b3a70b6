import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { requireUser } from './current-user.js';
import { presentUser, type UserRow } from './present-user.js';

/** Admins are the users whose e-mail is in ADMIN_EMAILS. */
export function assertAdmin(ctx: AppContext, user: UserRow): void {
  if (!presentUser(user, ctx.config.adminEmails).isAdmin) throw new AppError('forbidden', 'Only administrators can do this');
}

export async function requireAdmin(ctx: AppContext, request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(ctx, request);
  assertAdmin(ctx, user);
  return user;
}
