import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { notFound } from '../../lib/errors.js';
import { preparedOnce, presentProduct, selectPublishedProducts } from './present-product.js';

/** One published product; anything else (unknown, held for review, archived) is not found. */
export async function getProduct(ctx: AppContext, { productId }: { productId: number }) {
  const { db } = ctx;
  const statement = preparedOnce(db, 'get_product', () =>
    selectPublishedProducts(db, eq(products.id, sql.placeholder('id'))).limit(1),
  );
  const [row] = await statement.execute({ id: productId });
  if (!row) throw notFound('Product');
  return presentProduct(row);
}
