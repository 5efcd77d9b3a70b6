import { eq } from 'drizzle-orm';
import type { Multipart } from '@fastify/multipart';
import type { ActivityFeedSetting, ProfileUpdateRequest } from '../../../contract/auth.js';
import { coverKeyOf } from '../../../contract/product-image.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import type { UserRow } from '../auth/present-user.js';
import { readUploadedImage } from '../images/read-cover-part.js';
import { profileImageUrl, removeCoverIfUnused, storeCover } from '../images/store-cover.js';

export type UpdateProfileOptions = ProfileUpdateRequest & { actor: UserRow };

export async function updateProfile(ctx: AppContext, { actor, ...input }: UpdateProfileOptions): Promise<UserRow> {
  const [updated] = await ctx.db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName })
    .where(eq(users.id, actor.id))
    .returning();
  return updated!;
}

export type UpdateActivityFeedSettingOptions = ActivityFeedSetting & { actor: UserRow };

/**
 * Whether the activity feed names this user's purchases. It is read as the feed is drawn, so turning it
 * off hides the purchases already made too (within the catalogue cache's few seconds).
 */
export async function updateActivityFeedSetting(
  ctx: AppContext,
  { actor, showInActivityFeed }: UpdateActivityFeedSettingOptions,
): Promise<UserRow> {
  const [updated] = await ctx.db.update(users).set({ showInActivityFeed }).where(eq(users.id, actor.id)).returning();
  return updated!;
}

/**
 * PUT /api/account/profile-image: the picture passes the product cover's checks and is stored the same
 * way; the previous picture's files go once nothing names them.
 */
export interface ReplaceProfileImageOptions {
  actor: UserRow;
  /** The multipart form's parts, read once. */
  parts: AsyncIterable<Multipart>;
}

export async function replaceProfileImage(ctx: AppContext, { actor, parts }: ReplaceProfileImageOptions): Promise<UserRow> {
  const image = await readUploadedImage(parts);
  await storeCover(ctx.storage, image);
  let updated: UserRow | undefined;
  try {
    [updated] = await ctx.db
      .update(users)
      .set({ profileImageUrl: profileImageUrl(image.key) })
      .where(eq(users.id, actor.id))
      .returning();
  } catch (error) {
    await removeCoverIfUnused(ctx, image.key);
    throw error;
  }
  const previousKey = actor.profileImageUrl ? coverKeyOf(actor.profileImageUrl) : undefined;
  if (previousKey && previousKey !== image.key) await removeCoverIfUnused(ctx, previousKey);
  return updated!;
}
