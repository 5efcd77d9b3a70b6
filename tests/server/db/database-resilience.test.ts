import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { type DatabaseHandle, openDatabase } from '../../../src/server/db/client.js';
import { TEST_ORIGIN } from '../../helpers/factories.js';
import { startServer, waitFor } from '../../helpers/server-process.js';
import { createTestApp, type TestApp, testDatabaseUrl } from '../../helpers/test-app.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soul-market-db-'));
const sockets = new Set<net.Socket>();
let blackhole: net.Server;
let blackholePort: number;
let closedPort: number;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Accepts connections and never says a word: a database behind a firewall that drops packets.
  blackhole = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
  blackholePort = (blackhole.address() as net.AddressInfo).port;
  // A port that was free a moment ago: nothing listens there.
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => blackhole.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('start-up against an unreachable database', () => {
  const start = (url: string) =>
    startServer({ DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_CONNECT_TIMEOUT_MS: '1000', LOG_LEVEL: 'warn' });

  it('exits non-zero with one line naming DATABASE_URL and the refusal when nothing listens', async () => {
    const server = start(`postgres://shop:s3cret@127.0.0.1:${closedPort}/shop`);
    expect(await server.exited).not.toBe(0);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('DATABASE_URL');
    expect(lines[0]).toContain(`127.0.0.1:${closedPort}/shop`);
    expect(lines[0]).toContain('ECONNREFUSED');
    expect(lines[0]).not.toContain('s3cret');
  });

  it('gives up after the connect timeout when the server never answers', async () => {
    const server = start(`postgres://shop@127.0.0.1:${blackholePort}/shop`);
    expect(await server.exited).not.toBe(0);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('DATABASE_URL');
    expect(lines[0]).toContain('no answer within 1000 ms (DATABASE_CONNECT_TIMEOUT_MS)');
  });
});

describe('readiness while the database is silent', () => {
  it('answers /readyz 503 instead of waiting on the database, and /healthz 200', async () => {
    // A connect timeout longer than the test's: only the probe's own limit can answer in time.
    const silent = await openDatabase({
      url: `postgres://shop@127.0.0.1:${blackholePort}/shop`,
      timeouts: { connectMs: 120_000, statementMs: 120_000, idleInTransactionMs: 120_000 },
    });
    const app = await buildApp({ ...t, db: silent.db, serveWeb: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().code).toBe('service_unavailable');
    } finally {
      await app.close();
      for (const socket of sockets) socket.destroy();
      await silent.close().catch(() => {});
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('connections terminated under traffic (set TEST_DATABASE_URL to run)', () => {
  it('keeps the process serving when every backend it holds is terminated', async () => {
    const postgresUrl = (await testDatabaseUrl())!;
    const applicationName = `soul-market-test-${crypto.randomUUID().slice(0, 8)}`;
    const server = startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: postgresUrl,
      DATABASE_APPLICATION_NAME: applicationName,
      CATALOG_CACHE_SECONDS: '0',
    });
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      await waitFor(() => server.url() !== undefined || server.child.exitCode !== null, 60_000);
      const base = server.url()!;
      const get = (url: string) => fetch(`${base}${url}`).then((response) => response.status);
      // Open several pooled connections, then kill them all while requests are in flight.
      expect(await Promise.all(Array.from({ length: 8 }, () => get('/api/products')))).toEqual(Array(8).fill(200));
      const inFlight = Promise.allSettled(Array.from({ length: 8 }, () => get('/api/products')));
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) as terminated from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      expect(rows.length).toBeGreaterThan(0);
      // A read in flight at the cut is read again on a fresh connection, or answered 503: never a 500.
      for (const answer of await inFlight) {
        if (answer.status === 'fulfilled') expect([200, 503]).toContain(answer.value);
      }
      // The pool drops each dead connection when its socket reports the cut; let those reports arrive.
      await waitFor(() => server.output().includes('database connection lost'), 10_000);

      // Requests in flight at the moment of the cut may fail; the pool then replaces its connections.
      let first = 0;
      for (let attempt = 0; attempt < 20 && first !== 200; attempt += 1) first = await get('/readyz');
      expect(first).toBe(200);
      expect(await Promise.all(Array.from({ length: 10 }, () => get('/api/products')))).toEqual(Array(10).fill(200));
      expect(server.child.exitCode).toBeNull();
      expect(server.output()).toContain('database connection lost');
    } finally {
      await admin.end();
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 90_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a request whose connection is terminated (set TEST_DATABASE_URL to run)', () => {
  const applicationName = `soul-market-cut-${crypto.randomUUID().slice(0, 8)}`;
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  // One connection holds a lock the app's query waits on; the other watches and terminates (a
  // transaction sees one snapshot of pg_stat_activity, so the watcher stays out of the lock's).
  let locker: pg.Client;
  let admin: pg.Client;
  beforeAll(async () => {
    const url = (await testDatabaseUrl())!;
    handle = await openDatabase({ url, poolSize: 2, applicationName, onConnectionError: () => {} });
    app = await buildApp({ ...t, db: handle.db, serveWeb: false });
    locker = new pg.Client({ connectionString: url });
    admin = new pg.Client({ connectionString: url });
    await Promise.all([locker.connect(), admin.connect()]);
  });
  afterAll(async () => {
    await Promise.all([locker?.end(), admin?.end()]);
    await app?.close();
    await handle?.close();
  });

  /** The app's backend waiting on a lock, other than those already terminated. */
  async function waitingBackend(terminated: Set<number>) {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const { rows } = await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'",
        [applicationName],
      );
      const pid = rows.map((row) => row.pid).find((candidate) => !terminated.has(candidate));
      if (pid !== undefined) return pid;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('no backend of the app waited on the lock');
  }

  /**
   * Sends a request while `table` is locked, so its query waits, and terminates the app's waiting
   * backend (found by application_name) `cuts` times: a second cut reaches a read's one retry.
   */
  async function sendThroughCuts<Answer>(table: string, cuts: number, send: () => PromiseLike<Answer>) {
    await locker.query('begin');
    await locker.query(`lock table ${table} in access exclusive mode`);
    // inject starts the request on the next tick; keep its answer as a promise.
    const answer = Promise.resolve(send());
    const terminated = new Set<number>();
    try {
      for (let cut = 0; cut < cuts; cut += 1) {
        const pid = await waitingBackend(terminated);
        await admin.query('select pg_terminate_backend($1)', [pid]);
        terminated.add(pid);
      }
    } finally {
      await locker.query('rollback');
    }
    return answer;
  }

  const readCategories = () => app.inject({ method: 'GET', url: '/api/categories' });

  it('reads again on a fresh connection when a GET loses its connection', async () => {
    const response = await sendThroughCuts('categories', 1, readCategories);
    expect(response.statusCode).toBe(200);
    expect(response.json().length).toBeGreaterThan(0);
  });

  it('answers 503 with Retry-After when the read loses its connection twice', async () => {
    const response = await sendThroughCuts('categories', 2, readCategories);
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({
      code: 'service_unavailable',
      message: 'The connection to our database was interrupted. Please try again in a moment.',
    });
  });

  it('answers a write that lost its connection 503 without running it again', async () => {
    const signIn = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { origin: TEST_ORIGIN },
        payload: { email: `cut-${crypto.randomUUID()}@test.example`, password: 'not-a-password-1' },
      });
    const response = await sendThroughCuts('rate_limits', 1, signIn);
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json().code).toBe('service_unavailable');
    // The pool replaced its connection: the next request is served.
    expect((await readCategories()).statusCode).toBe(200);
  });
});
