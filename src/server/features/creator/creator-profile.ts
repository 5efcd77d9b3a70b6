import { eq } from 'drizzle-orm';
import type { CreatorProfile, CreatorProfileRequest } from '../../../contract/creator.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import type { UserRow } from '../auth/present-user.js';

/** GET /api/creator/profile: what the creator's public page says about them. */
export async function getCreatorProfile(ctx: AppContext, { actor }: { actor: UserRow }): Promise<CreatorProfile> {
  const [row] = await ctx.db.select({ bio: users.bio }).from(users).where(eq(users.id, actor.id));
  return { bio: row?.bio ?? '' };
}

export type UpdateCreatorProfileOptions = CreatorProfileRequest & { actor: UserRow };

/** PUT /api/creator/profile: the short bio, already trimmed and held to its length and characters by the contract. */
export async function updateCreatorProfile(
  ctx: AppContext,
  { actor, bio }: UpdateCreatorProfileOptions,
): Promise<CreatorProfile> {
  const [row] = await ctx.db.update(users).set({ bio }).where(eq(users.id, actor.id)).returning({ bio: users.bio });
  return { bio: row!.bio };
}
