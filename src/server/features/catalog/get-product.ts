import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { notFound } from '../../lib/errors.js';
import { eq } from 'drizzle-orm';
import { presentProduct, selectPublishedProducts } from './present-product.js';

/** One published product; anything else (unknown, held for review, archived) is not found. */
export async function getProduct(db: Database, productId: number) {
  const [row] = await selectPublishedProducts(db, eq(products.id, productId)).limit(1);
  if (!row) throw notFound('Product');
  return presentProduct(row);
}
