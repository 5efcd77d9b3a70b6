import { eq } from 'drizzle-orm';
import { COVER_WIDTHS, type CoverWidth, coverUrl } from '../../../contract/product-image.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import { products } from '../../db/schema/catalog.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import { type EncodedCover, encodeCover } from './encode-cover.js';
import { type CoverSubject, generatedCoverSvg } from './generated-cover.js';

export function coverStorageKey(key: string, width: CoverWidth): string {
  return `cover-${key}-${width}.webp`;
}

/** A profile picture is a cover shown small: the narrowest width. */
export function profileImageUrl(key: string): string {
  return coverUrl(key, 320);
}

/** Writes every width of a cover. The key is content-addressed, so writing it again changes nothing. */
export async function storeCover(storage: FileStorage, cover: EncodedCover): Promise<void> {
  try {
    await Promise.all(cover.variants.map(({ width, data }) => storage.put(coverStorageKey(cover.key, width), data)));
  } catch (error) {
    await removeCoverFiles(storage, cover.key);
    throw error;
  }
}

/** The cover a product without an uploaded picture gets: its own art, drawn from its title, description and category. */
export function generateCover(subject: CoverSubject): Promise<EncodedCover> {
  return encodeCover(Buffer.from(generatedCoverSvg(subject)));
}

/**
 * Removes a cover's files when no product and no profile names them any more (two products, or a
 * product and a profile, may carry the same picture, and so the same key). Best effort: a leftover
 * cover file harms nothing.
 */
export async function removeCoverIfUnused(ctx: Pick<AppContext, 'db' | 'storage'>, key: string) {
  const [usedByProduct] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.imageKey, key)).limit(1);
  const [usedByProfile] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.profileImageUrl, profileImageUrl(key)))
    .limit(1);
  if (!usedByProduct && !usedByProfile) await removeCoverFiles(ctx.storage, key);
}

async function removeCoverFiles(storage: FileStorage, key: string) {
  await Promise.allSettled(COVER_WIDTHS.map((width) => storage.remove(coverStorageKey(key, width))));
}
