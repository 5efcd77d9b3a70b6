import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import type { UserRow } from '../auth/present-user.js';
import { findCreatorProducts } from './present-creator-product.js';

export function listCreatorProducts(ctx: AppContext, { actor }: { actor: UserRow }) {
  return findCreatorProducts(ctx.db, eq(products.creatorId, actor.id));
}
