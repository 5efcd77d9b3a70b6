import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import type { ProductTexts } from './product-texts.js';

export interface GetProductOptions {
  productId: number;
  texts: ProductTexts;
}

/** A published product as the JSON text of its answer; a 404 when there is none. */
export async function getProductJson(ctx: AppContext, { productId, texts }: GetProductOptions): Promise<string> {
  const text = await texts.productJson(ctx.db, productId);
  if (text === undefined) throw notFound('Product');
  return text;
}
