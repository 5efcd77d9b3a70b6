import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { products } from '../db/schema/catalog.js';
import { AppError } from './errors.js';

type Reader = Pick<Database, 'select'>;

const UNIQUE_INDEX = 'products_one_published_per_creator';

function conflict(existing: { id: number; title: string }) {
  return new AppError(
    'one_product_conflict',
    `You already have a published product: “${existing.title}”. Archive it first to publish a new one.`,
    {
      fields: { existingProductId: String(existing.id) },
    },
  );
}

/**
 * One product per creator: throws the 409 that offers to archive the published one, if there is one
 * (other than `exceptProductId`). The unique partial index is the final word under concurrency; see
 * asOnePublishedConflict.
 */
export async function assertNoOtherPublished(db: Reader, creatorId: number, exceptProductId?: number) {
  const conditions = [eq(products.creatorId, creatorId), eq(products.status, 'published')];
  if (exceptProductId !== undefined) conditions.push(ne(products.id, exceptProductId));
  const [existing] = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(and(...conditions))
    .limit(1);
  if (existing) throw conflict(existing);
}

function isOnePublishedViolation(error: unknown): boolean {
  // Drizzle wraps the driver's error; the PostgreSQL fields are on its cause.
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, constraint, message } = current as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === UNIQUE_INDEX || message?.includes(UNIQUE_INDEX))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a write that publishes a product; when a concurrent request published another product of the
 * same creator first, the unique index refuses it and this answers the same 409 as the check.
 */
export async function publishingGuarded<T>(db: Database, creatorId: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isOnePublishedViolation(error)) throw error;
    await assertNoOtherPublished(db, creatorId);
    // The winner was archived again in between: still a conflict, without a product to name.
    throw new AppError('one_product_conflict', 'You already have a published product. Archive it first to publish a new one.');
  }
}
