import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import type { FileStorage } from '../../src/server/providers/storage/storage.js';
import { seedBenchmarkProducts } from './seed-benchmark.js';
import { seedDemo } from '../../src/server/db/seed/seed-demo.js';

/**
 * Migrates, seeds the demo catalogue into an empty database, then adds `extraProducts` generated
 * products for load tests and refreshes the planner's statistics. Shared by `npm run seed` and the
 * catalogue benchmark.
 */
export async function seedCatalogue(
  database: DatabaseHandle,
  storage: FileStorage,
  extraProducts: number,
  log: (line: string) => void,
) {
  await database.migrate();
  const demo = await seedDemo(database.db, storage);
  log(demo ? `Demo catalogue: ${JSON.stringify(demo)}` : 'Demo catalogue: already present, left as it is');

  const started = Date.now();
  const seeded = await seedBenchmarkProducts(database.db, storage, extraProducts, (done, total) => {
    if (done % 10_000 === 0 || done === total) log(`Benchmark products: ${done}/${total}`);
  });
  if (seeded.products > 0) log(`Inserted ${seeded.products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Fresh statistics, or the planner ignores the search indexes after a bulk load.
  log('Running VACUUM ANALYZE');
  await database.db.execute(sql`VACUUM ANALYZE`);
}
