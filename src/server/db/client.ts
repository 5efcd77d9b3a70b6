import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as auth from './schema/auth.js';
import * as care from './schema/care.js';
import * as catalog from './schema/catalog.js';
import * as commerce from './schema/commerce.js';
import * as payouts from './schema/payouts.js';

export const schema = { ...auth, ...catalog, ...commerce, ...payouts, ...care };
export type Schema = typeof schema;
/** The one database type every service takes: PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

// Same depth from src/server/db and dist/server/db, so this resolves from both.
const migrationsFolder = path.resolve(import.meta.dirname, '../../../src/server/db/migrations');
// Any fixed number: instances starting together on one PostgreSQL take turns migrating.
const MIGRATION_LOCK_ID = 727_001;

/** Plain SQL for libraries that bring their own queries (the job queue); several statements only without values. */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  executeSql: SqlExecutor;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string; poolSize?: number } | { dataDir: string } | { memory: true };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) return openPostgres(target.url, target.poolSize ?? 10);
  const dataDir = 'dataDir' in target ? path.join(target.dataDir, 'pgdata') : undefined;
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      // Like pg's simple protocol: a script of several statements, answering the last one's rows.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
