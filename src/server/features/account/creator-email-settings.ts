import { eq, sql } from 'drizzle-orm';
import { type CreatorEmailChange, type CreatorEmailSettings, creatorEmailKinds } from '../../../contract/account.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import { products } from '../../db/schema/catalog.js';
import type { UserRow } from '../auth/present-user.js';

export interface GetCreatorEmailSettingsOptions {
  actor: UserRow;
}

async function settingsOf(ctx: AppContext, userId: number): Promise<CreatorEmailSettings> {
  const [user] = await ctx.db.select({ off: users.creatorEmailsOff }).from(users).where(eq(users.id, userId));
  const [listed] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.creatorId, userId)).limit(1);
  const off = new Set(user?.off ?? []);
  return {
    isCreator: listed !== undefined,
    emails: Object.fromEntries(creatorEmailKinds.map((kind) => [kind, !off.has(kind)])) as CreatorEmailSettings['emails'],
  };
}

/** Which kinds of creator e-mail (docs/decisions/048) the signed-in user gets: all of them until turned off. */
export function getCreatorEmailSettings(ctx: AppContext, { actor }: GetCreatorEmailSettingsOptions) {
  return settingsOf(ctx, actor.id);
}

export type UpdateCreatorEmailSettingOptions = CreatorEmailChange & { actor: UserRow };

/** Turns one kind on or off, in one statement, so two switches changed at once both stay as chosen. */
export async function updateCreatorEmailSetting(ctx: AppContext, { actor, kind, on }: UpdateCreatorEmailSettingOptions) {
  const without = sql`array_remove(${users.creatorEmailsOff}, ${kind}::text)`;
  await ctx.db
    .update(users)
    .set({ creatorEmailsOff: on ? without : sql`array_append(${without}, ${kind}::text)` })
    .where(eq(users.id, actor.id));
  return settingsOf(ctx, actor.id);
}
