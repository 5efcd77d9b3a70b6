import { asc } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { categories } from '../../db/schema/catalog.js';

export function listCategories(ctx: AppContext) {
  return ctx.db.select().from(categories).orderBy(asc(categories.id));
}
