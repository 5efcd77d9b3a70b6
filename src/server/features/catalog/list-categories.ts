import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories } from '../../db/schema/catalog.js';

export function listCategories(db: Database) {
  return db.select().from(categories).orderBy(asc(categories.id));
}
