import { eq, sql } from 'drizzle-orm';
import { type EmailChange, type EmailSettings, switchableEmailKinds } from '../../../contract/account.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import { products } from '../../db/schema/catalog.js';
import type { UserRow } from '../auth/present-user.js';

export interface GetEmailSettingsOptions {
  actor: UserRow;
}

async function settingsOf(ctx: AppContext, userId: number): Promise<EmailSettings> {
  const [user] = await ctx.db.select({ off: users.emailsOff }).from(users).where(eq(users.id, userId));
  const [listed] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.creatorId, userId)).limit(1);
  const off = new Set(user?.off ?? []);
  return {
    isCreator: listed !== undefined,
    emails: Object.fromEntries(switchableEmailKinds.map((kind) => [kind, !off.has(kind)])) as EmailSettings['emails'],
  };
}

/** Which kinds of e-mail that can be switched off (decisions 048, 056) the signed-in user gets: all until turned off. */
export function getEmailSettings(ctx: AppContext, { actor }: GetEmailSettingsOptions) {
  return settingsOf(ctx, actor.id);
}

export type UpdateEmailSettingOptions = EmailChange & { actor: UserRow };

/** Turns one kind on or off, in one statement, so two switches changed at once both stay as chosen. */
export async function updateEmailSetting(ctx: AppContext, { actor, kind, on }: UpdateEmailSettingOptions) {
  const without = sql`array_remove(${users.emailsOff}, ${kind}::text)`;
  await ctx.db
    .update(users)
    .set({ emailsOff: on ? without : sql`array_append(${without}, ${kind}::text)` })
    .where(eq(users.id, actor.id));
  return settingsOf(ctx, actor.id);
}
