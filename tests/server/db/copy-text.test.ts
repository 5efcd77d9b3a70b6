import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolCopyText } from '../../../src/server/db/copy-text.js';
import { testDatabaseUrl } from '../../helpers/test-app.js';

describe.skipIf(!process.env.TEST_DATABASE_URL)('text read through COPY (set TEST_DATABASE_URL to run)', () => {
  const applicationName = `soul-market-copy-${crypto.randomUUID().slice(0, 8)}`;
  let pool: pg.Pool;
  let admin: pg.Client;
  beforeAll(async () => {
    const url = (await testDatabaseUrl())!;
    pool = new pg.Pool({ connectionString: url, max: 2, application_name: applicationName });
    pool.on('error', () => {});
    // As the app's pool does (db/client.ts): a connection terminated while checked out reports on its client too.
    pool.on('connect', (client) => client.on('error', () => {}));
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await pool?.end();
  });

  /** The pool's backends still running a COPY. */
  async function copyBackends() {
    const { rows } = await admin.query<{ pid: number }>(
      "select pid from pg_stat_activity where application_name = $1 and state = 'active' and query like 'copy (%'",
      [applicationName],
    );
    return rows.map((row) => row.pid);
  }

  /** The backends once `count` of them run a COPY. */
  async function copyBackendsOnce(count: number) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const pids = await copyBackends();
      if (pids.length === count) return pids;
      if (Date.now() > deadline) throw new Error(`${pids.length} backends run a COPY, not ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  // About 60 MB: far more than the socket buffers hold, so PostgreSQL is still writing when the reader stops.
  const large = sql`select n, repeat('x', 60) || n::text from generate_series(1, 1000000) n`;

  it("gives each row's text, byte for byte, whatever it holds, and the row count and last key", async () => {
    const copy = poolCopyText(pool);
    const texts = ['a,"b"\r\n', '', 'tab\there\\back\nslash', 'ünï 漢字 🙏', 'x'.repeat(100_000)];
    const values = sql.join(
      texts.map((text, index) => sql`(${index + 10}, ${text})`),
      sql`, `,
    );
    const query = sql`select key, text from (values ${values}) as t(key, text) order by key`;
    const chunks: Buffer[] = [];
    const read = copy(query);
    let step = await read.next();
    while (!step.done) {
      chunks.push(step.value);
      step = await read.next();
    }
    expect(Buffer.concat(chunks).toString('utf8')).toBe(texts.join(''));
    expect(step.value).toEqual({ rows: texts.length, lastKey: 14 });
    expect(pool.idleCount).toBe(1);
  });

  it('closes the connection when the reader stops early, and PostgreSQL ends the statement', async () => {
    const read = poolCopyText(pool)(large);
    await read.next();
    await copyBackendsOnce(1);
    await read.return({ rows: 0, lastKey: 0 });
    await copyBackendsOnce(0);
    expect(pool.totalCount - pool.idleCount).toBe(0);
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('fails the read when the connection is lost mid-copy, and the pool serves the next query', async () => {
    const read = poolCopyText(pool)(large);
    await read.next();
    const [pid] = await copyBackendsOnce(1);
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await expect(
      (async () => {
        for await (const _ of read);
      })(),
    ).rejects.toThrow();
    expect(pool.totalCount - pool.idleCount).toBe(0);
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it("ends a COPY whose reader stalls past the driver's read timeout, and the pool serves the next query", async () => {
    const timed = new pg.Pool({ connectionString: (await testDatabaseUrl())!, max: 1, query_timeout: 500 });
    try {
      const copy = poolCopyText(timed);
      for await (const _ of copy(sql`select n, n::text from generate_series(1, 10) n`));
      const stalled = copy(large);
      await stalled.next();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await expect(
        (async () => {
          for await (const _ of stalled);
        })(),
      ).rejects.toThrow('Query read timeout');
      expect((await timed.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await timed.end();
    }
  });
});
