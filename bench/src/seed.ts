import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';
import { seedCatalogue } from './seed-catalogue.js';
import { DataDirInUseError, lockDataDir } from '../../src/server/lib/data-dir-lock.js';
import { createStorage } from '../../src/server/providers/storage/create-storage.js';

const USAGE = 'Usage: npm run seed -- [--products N]   (N extra benchmark products, 0 by default)';

class UsageError extends Error {}

function productCount(): number {
  let value: string;
  try {
    value = parseArgs({ options: { products: { type: 'string', default: '0' } } }).values.products;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const count = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(count))
    throw new UsageError(`--products must be a whole number, not "${value}"`);
  return count;
}

/** Seeds the demo catalogue into an empty database, then adds N generated products for load tests. */
async function main() {
  const count = productCount();
  const config = loadConfig();
  // Same rule as the server: the embedded database must not be opened by two processes.
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await seedCatalogue(database, await createStorage(config), count, console.log);
    console.log('Done');
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error) => {
  if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
  else if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
