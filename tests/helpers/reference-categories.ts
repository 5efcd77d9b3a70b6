import fs from 'node:fs';
import path from 'node:path';

// A path, not a URL: the web tests' simulated browser has its own URL class, which Node's fs does not take.
const MIGRATION = path.resolve(import.meta.dirname, '../../src/server/db/migrations/0027_reference_categories.sql');
const ROW = /\((\d+), '((?:[^']|'')*)', '((?:[^']|'')*)', '((?:[^']|'')*)'\)/g;
const text = (quoted: string) => quoted.replaceAll("''", "'");

/**
 * The categories every database holds, read from the migration that writes them (so tests without a database
 * know them too), in id order.
 */
export function referenceCategories() {
  return [...fs.readFileSync(MIGRATION, 'utf8').matchAll(ROW)].map(([, id, name, slug, description]) => ({
    id: Number(id),
    name: text(name!),
    slug: text(slug!),
    description: text(description!),
  }));
}
