import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { users } from '../schema/auth.js';
import { products } from '../schema/catalog.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import { demoListings } from './demo-catalog.js';
import { demoFileTypes, renderDemoFile } from './demo-files.js';
import { COVER_WIDTHS } from '../../../contract/product-image.js';
import { coverStorageKey, generateCover, storeCover } from '../../features/images/store-cover.js';

// Any fixed number: instances starting together on one PostgreSQL seed once, not twice.
const SEED_LOCK_ID = 727_002;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** No one has an account yet: the categories are there (migration 0027), nothing else. */
async function isEmpty(db: Pick<Database, 'select'>) {
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  return existing.length === 0;
}

/**
 * Fills an empty database with the demo creators and one product each, with real files and a generated cover
 * each in storage. Does nothing (and answers undefined) once anyone has an account.
 */
export async function seedDemo(db: Database, storage: FileStorage) {
  if (!(await isEmpty(db))) return undefined;

  // Files first, since a product row needs the stored size; they are removed if the rows are not written.
  const written: string[] = [];
  const coverKeys: string[] = [];
  try {
    const files: Pick<
      typeof products.$inferInsert,
      'fileKey' | 'fileName' | 'fileSize' | 'fileType' | 'imageKey' | 'imagePlaceholder'
    >[] = [];
    for (const listing of demoListings) {
      // Each product's own cover, drawn from the product as one without an uploaded picture gets.
      const cover = await generateCover(listing);
      await storeCover(storage, cover);
      coverKeys.push(cover.key);
      const { creator, file } = listing;
      const key = `demo-${slugify(listing.title)}-${crypto.randomBytes(4).toString('hex')}.${file.kind}`;
      const { size } = await storage.put(key, renderDemoFile(file, listing.title, `${creator.firstName} ${creator.lastName}`));
      written.push(key);
      files.push({
        fileKey: key,
        fileName: file.name,
        fileSize: size,
        fileType: demoFileTypes[file.kind],
        imageKey: cover.key,
        imagePlaceholder: cover.placeholder,
      });
    }

    const counts = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      // Another instance may have seeded while we wrote files.
      if (!(await isEmpty(tx))) return undefined;
      const creators = await tx
        .insert(users)
        .values(demoListings.map(({ creator }) => ({ ...creator, passwordHash: null, profileImageUrl: null })))
        .returning({ id: users.id, email: users.email });
      const creatorIds = new Map(creators.map((row) => [row.email, row.id]));
      await tx.insert(products).values(
        demoListings.map((listing, i) => ({
          creatorId: creatorIds.get(listing.creator.email)!,
          categoryId: listing.categoryId,
          title: listing.title,
          description: listing.description,
          priceCents: listing.priceCents,
          tags: listing.tags,
          status: 'published' as const,
          ...files[i]!,
        })),
      );
      return { creators: creators.length, products: demoListings.length };
    });
    if (!counts) await removeAll(storage, written, coverKeys);
    return counts;
  } catch (error) {
    await removeAll(storage, written, coverKeys);
    throw error;
  }
}

async function removeAll(storage: FileStorage, keys: string[], coverKeys: string[]) {
  // Best effort: the original error (or the empty answer) matters more than a failed clean-up.
  const coverFiles = coverKeys.flatMap((key) => COVER_WIDTHS.map((width) => coverStorageKey(key, width)));
  await Promise.allSettled([...keys, ...coverFiles].map((key) => storage.remove(key)));
}
