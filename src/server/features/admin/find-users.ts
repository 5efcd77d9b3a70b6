import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AdminUser } from '../../../contract/admin.js';
import type { AppContext } from '../../context.js';
import { twoFactorSecrets, users } from '../../db/schema/auth.js';
import { products } from '../../db/schema/catalog.js';
import { purchases } from '../../db/schema/commerce.js';
import { assertAdmin, isAdmin } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';

const MAX_MATCHES = 20;

export interface FindUsersOptions {
  actor: UserRow;
  email: string;
}

/** Accounts whose e-mail contains the text, the exact match first. */
export async function findUsers(ctx: AppContext, { actor, email }: FindUsersOptions): Promise<AdminUser[]> {
  assertAdmin(ctx, actor);
  const pattern = `%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return selectAdminUsers(ctx, sql`lower(${users.email}) like ${pattern}`, sql`lower(${users.email}) <> ${email}`);
}

export async function findUserById(ctx: AppContext, userId: number): Promise<AdminUser | undefined> {
  const [user] = await selectAdminUsers(ctx, eq(users.id, userId), sql`1`);
  return user;
}

/** Accounts as the console shows them, with what suspending them would touch. */
async function selectAdminUsers(ctx: AppContext, where: SQL, closestFirst: SQL): Promise<AdminUser[]> {
  // Drizzle writes a column in a select without its table, so the outer user is named in full.
  const rows = await ctx.db
    .select({
      user: users,
      publishedProducts: sql<number>`(select count(*)::int from ${products} where ${products.creatorId} = "users"."id" and ${products.status} in ('published', 'suspended'))`,
      purchases: sql<number>`(select count(*)::int from ${purchases} where ${purchases.userId} = "users"."id")`,
      twoFactorEnrolled: sql<boolean>`exists (select 1 from ${twoFactorSecrets} where ${twoFactorSecrets.userId} = "users"."id" and ${twoFactorSecrets.confirmedAt} is not null)`,
    })
    .from(users)
    .where(where)
    .orderBy(closestFirst, asc(users.email))
    .limit(MAX_MATCHES);
  return rows.map(({ user, ...counts }) => ({
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    createdAt: user.createdAt.toISOString(),
    isAdmin: isAdmin(ctx, user),
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    ...counts,
  }));
}
