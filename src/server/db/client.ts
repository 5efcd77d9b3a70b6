import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type CopyText, poolCopyText } from './copy-text.js';
import { prepareNamedStatements } from './named-statements.js';
import * as admin from './schema/admin.js';
import * as auth from './schema/auth.js';
import * as care from './schema/care.js';
import * as catalog from './schema/catalog.js';
import * as commerce from './schema/commerce.js';
import * as email from './schema/email.js';
import * as onboarding from './schema/onboarding.js';
import * as insights from './schema/insights.js';
import * as payouts from './schema/payouts.js';
import * as referrals from './schema/referrals.js';
import * as reviews from './schema/reviews.js';
import * as soulEvolution from './schema/soul-evolution.js';
import * as traffic from './schema/traffic.js';

export const schema = {
  ...auth,
  ...catalog,
  ...commerce,
  ...payouts,
  ...care,
  ...reviews,
  ...referrals,
  ...admin,
  ...soulEvolution,
  ...traffic,
  ...onboarding,
  ...insights,
  ...email,
};
export type Schema = typeof schema;
/** The one database type every service takes: PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

// Same depth from src/server/db and dist/server/db, so this resolves from both.
const migrationsFolder = path.resolve(import.meta.dirname, '../../../src/server/db/migrations');
/**
 * The embedded database's memory is WebAssembly memory, which never shrinks (decision 042). PostgreSQL's
 * default 128 MB of shared buffers are all touched at start; 16 MB hold a local install's working set,
 * and pages beyond it are read from the operating system's file cache. One backend needs few slots.
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'max_connections=8'];

// Any fixed number: instances starting together on one PostgreSQL take turns migrating.
const MIGRATION_LOCK_ID = 727_001;

/** Plain SQL for libraries that bring their own queries (the job queue); several statements only without values. */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  executeSql: SqlExecutor;
  /** PostgreSQL only: the embedded database cannot stream COPY TO STDOUT. */
  copyText?: CopyText;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** How long the server waits on PostgreSQL; see DATABASE_*_TIMEOUT_MS in config.ts. */
export interface PostgresTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 5_000, statementMs: 30_000, idleInTransactionMs: 60_000 };

export type DatabaseTarget =
  | {
      url: string;
      poolSize?: number;
      timeouts?: PostgresTimeouts;
      /** Shown in pg_stat_activity, so an operator can tell (and terminate) this app's connections. */
      applicationName?: string;
      /** A connection that dies (restart, failover, terminated backend) is reported here; the pool replaces it. */
      onConnectionError?: (error: Error) => void;
    }
  | { dataDir: string }
  | { memory: true };

// admin_shutdown (pg_terminate_backend), crash_shutdown, cannot_connect_now, connection_failure,
// connection_does_not_exist: the connection is gone, not the statement wrong.
const CONNECTION_LOST_CODES = new Set(['57P01', '57P02', '57P03', '08006', '08003']);
// node-postgres's own words when the socket closed under a query, or a client already broken is used.
const CONNECTION_LOST_MESSAGE = /^Connection terminated|^Client has encountered a connection error and is not queryable/;

/**
 * Whether an error means the database connection was lost (restart, failover, a terminated backend),
 * looking through wrappers (Drizzle wraps each failed query). The pool opens a fresh connection for
 * the next query, so the same work may succeed at once.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if ((typeof code === 'string' && CONNECTION_LOST_CODES.has(code)) || CONNECTION_LOST_MESSAGE.test(cause.message)) return true;
  }
  return false;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) return openPostgres(target);
  const dataDir = 'dataDir' in target ? path.join(target.dataDir, 'pgdata') : undefined;
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  // Compiled by the baseline compiler only: the optimizing tier's compilations of PostgreSQL's hot code
  // kept 60-80 MB of native memory for good and a second of CPU at start, for about the same CPU per
  // request (decision 042). Read when a module is compiled, so it applies to WebAssembly compiled from here.
  v8.setFlagsFromString('--liftoff-only');
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  prepareNamedStatements(db, client);
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

function openPostgres(target: Extract<DatabaseTarget, { url: string }>): DatabaseHandle {
  const timeouts = target.timeouts ?? DEFAULT_POSTGRES_TIMEOUTS;
  const applicationName = target.applicationName ?? 'soul-market';
  const onConnectionError =
    target.onConnectionError ?? ((error: Error) => console.error(`database connection lost: ${error.message}`));
  const connection = {
    connectionString: target.url,
    application_name: applicationName,
    connectionTimeoutMillis: timeouts.connectMs,
    // A peer that vanished without closing (dropped packets) is noticed instead of waited on for ever.
    keepAlive: true,
    // No parallel query for the app's short reads: worker start-up costs more than it saves (decision 011).
    options: '-c max_parallel_workers_per_gather=0',
  };
  const pool = new pg.Pool({
    ...connection,
    max: target.poolSize ?? 10,
    statement_timeout: timeouts.statementMs,
    // The server-side limit cannot fire when the network drops packets; this client-side one still does.
    query_timeout: timeouts.statementMs + timeouts.connectMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  });
  // Without these listeners a dead connection is an unhandled 'error' event and ends the process. The
  // pool drops the broken client (idle or checked out), the failed query rejects, and the next one
  // opens a fresh connection.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  // Idle clients report to the pool too; the client's own listener above already logged it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    copyText: poolCopyText(pool),
    async migrate() {
      // A dedicated connection without the statement limit: a migration may build a large index.
      const client = new pg.Client({ ...connection, application_name: `${applicationName}-migrate` });
      client.on('error', (error) => onConnectionError(error));
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    close: () => pool.end(),
  };
}
