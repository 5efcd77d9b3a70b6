import { asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../src/server/db/client.js';
import { preparedOnce } from '../../../src/server/db/prepared.js';

/** A statement prepared with a name runs on the embedded database as a named prepared statement (decision 062). */
const probes = pgTable('named_probes', {
  id: integer('id').primaryKey(),
  label: text('label'),
  at: timestamp('at', { withTimezone: true }),
  plainAt: timestamp('plain_at'),
  day: date('day'),
  big: bigint('big', { mode: 'number' }),
  price: numeric('price'),
  ok: boolean('ok'),
  data: jsonb('data'),
  tags: text('tags').array(),
});
const missing = pgTable('named_probes_later', { id: integer('id').primaryKey() });

const at = new Date('2024-03-01T12:34:56.789Z');

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
  await database.executeSql(`
    create table named_probes (id int primary key, label text, at timestamptz, plain_at timestamp, day date,
      big bigint, price numeric, ok boolean, data jsonb, tags text[]);
    insert into named_probes values
      (1, 'one', '2024-03-01T12:34:56.789Z', '2024-03-01 12:34:56.789', '2024-03-01', 9007199254740991, '12.50', true,
        '{"a": [1, "x"], "b": null}', '{a,b}'),
      (2, null, null, null, null, null, null, null, null, null),
      (3, 'three', '2023-12-31T23:00:00Z', '2023-12-31 23:00:00', '2023-12-31', -5, '0.001', false, '{"a": [2]}', '{}');
  `);
});
afterAll(() => database.close());

/** The named statements of the embedded database's one session, with how often each was planned. */
async function preparedStatements() {
  const { rows } = await database.executeSql(
    `select name, generic_plans + custom_plans as runs from pg_prepared_statements order by name`,
  );
  return rows as { name: string; runs: number }[];
}

const preparedNames = async () => (await preparedStatements()).map((statement) => statement.name);

/** A read with parameters of several types: int, timestamptz, text and jsonb. */
const probesFrom = () =>
  database.db
    .select()
    .from(probes)
    .where(
      sql`${gte(probes.id, 1)} and (${probes.at} is null or ${lte(probes.at, new Date('2030-01-01'))})
        and (${probes.label} is null or ${ne(probes.label, 'zzz')})
        and (${probes.data} is null or ${probes.data} @> ${{ a: [] }})`,
    )
    .orderBy(asc(probes.id));

describe('a named statement on the embedded database', () => {
  it('is parsed once and then only executed, answering as the unnamed statement does', async () => {
    const unnamed = await probesFrom();
    const first = await preparedOnce(database.db, 'probes_from', probesFrom).execute();
    const second = await preparedOnce(database.db, 'probes_from', probesFrom).execute();

    expect(await preparedStatements()).toEqual([{ name: 'probes_from', runs: 2 }]);
    expect(first).toEqual(unnamed);
    expect(second).toEqual(unnamed);
    expect(first).toEqual([
      {
        id: 1,
        label: 'one',
        at,
        plainAt: new Date('2024-03-01T12:34:56.789Z'),
        day: '2024-03-01',
        big: 9007199254740991,
        price: '12.50',
        ok: true,
        data: { a: [1, 'x'], b: null },
        tags: ['a', 'b'],
      },
      { id: 2, label: null, at: null, plainAt: null, day: null, big: null, price: null, ok: null, data: null, tags: null },
      {
        id: 3,
        label: 'three',
        at: new Date('2023-12-31T23:00:00Z'),
        plainAt: new Date('2023-12-31T23:00:00Z'),
        day: '2023-12-31',
        big: -5,
        price: '0.001',
        ok: false,
        data: { a: [2] },
        tags: [],
      },
    ]);
  });

  it('takes placeholders, and answers a write without returned rows as the unnamed statement does', async () => {
    const byId = database.db
      .select({ id: probes.id, at: probes.at })
      .from(probes)
      .where(eq(probes.id, sql.placeholder('id')))
      .prepare('probe_by_id');
    expect(await byId.execute({ id: 1 })).toEqual([{ id: 1, at }]);
    expect(await byId.execute({ id: 3 })).toEqual([{ id: 3, at: new Date('2023-12-31T23:00:00Z') }]);
    expect(await byId.execute({ id: 4 })).toEqual([]);

    // Without returned fields Drizzle answers PGlite's own result: rows as objects, the count of rows written.
    const touch = () =>
      database.db
        .update(probes)
        .set({ ok: sql`${probes.ok}` })
        .where(lte(probes.id, 2));
    const unnamed = await touch();
    const named = await touch().prepare('probe_touch').execute();
    expect(named).toEqual(unnamed);
    expect(named).toMatchObject({ rows: [], affectedRows: 2, command: 'UPDATE' });
    expect((await preparedStatements()).map((statement) => statement.name)).toEqual([
      'probe_by_id',
      'probe_touch',
      'probes_from',
    ]);
  });

  it('throws the usual error on a unique violation, and the next statements still run', async () => {
    const unnamedError = await database.db
      .insert(probes)
      .values({ id: 1, label: 'new', at })
      .returning({ id: probes.id, at: probes.at })
      .catch((error: unknown) => error);
    const named = database.db
      .insert(probes)
      .values({ id: sql.placeholder('id'), label: 'new', at })
      .returning({ id: probes.id, at: probes.at })
      .prepare('probe_insert');
    const namedError = await named.execute({ id: 1 }).catch((error: unknown) => error);

    expect(namedError).toBeInstanceOf(Error);
    expect(namedError).toMatchObject({ message: (unnamedError as Error).message });
    const cause = (namedError as Error).cause;
    expect(cause).toBeInstanceOf(Error);
    expect(cause).toMatchObject({
      code: '23505',
      constraint: 'named_probes_pkey',
      message: ((unnamedError as Error).cause as Error).message,
      query: ((unnamedError as Error).cause as { query: string }).query,
      params: [1, 'new', '2024-03-01T12:34:56.789Z'],
    });
    expect(Object.keys(cause as object).sort()).toEqual(Object.keys((unnamedError as Error).cause as object).sort());

    expect(await preparedNames()).toContain('probe_insert');
    expect(await named.execute({ id: 10 })).toEqual([{ id: 10, at }]);
    expect(await database.executeSql('select count(*)::int as n from named_probes where id = $1', [10])).toMatchObject({
      rows: [{ n: 1 }],
    });
  });

  it('throws the usual error for a value its parameter type rejects, and runs again with a good one', async () => {
    const byId = database.db
      .select({ id: probes.id })
      .from(probes)
      .where(sql`${probes.id} = ${sql.placeholder('id')}`)
      .prepare('probe_by_loose_id');
    const error = await byId.execute({ id: 'abc' }).catch((error: unknown) => error);
    expect((error as Error).cause).toMatchObject({ code: '22P02', message: 'invalid input syntax for type integer: "abc"' });
    expect(await preparedNames()).toContain('probe_by_loose_id');
    expect(await byId.execute({ id: 3 })).toEqual([{ id: 3 }]);
    expect(await database.db.select({ id: probes.id }).from(probes).where(eq(probes.id, 2))).toEqual([{ id: 2 }]);
  });

  it('is parsed afresh after failing to parse', async () => {
    const later = database.db.select().from(missing).prepare('probes_later');
    await expect(later.execute()).rejects.toMatchObject({ cause: { code: '42P01' } });
    expect(await preparedNames()).not.toContain('probes_later');
    await database.executeSql('create table named_probes_later (id int primary key); insert into named_probes_later values (7)');
    expect(await later.execute()).toEqual([{ id: 7 }]);
    expect(await preparedNames()).toContain('probes_later');
  });

  it('runs many at once, each once parsed', async () => {
    const byId = database.db
      .select({ id: probes.id })
      .from(probes)
      .where(eq(probes.id, sql.placeholder('id')))
      .prepare('probe_many');
    const ids = Array.from({ length: 20 }, (_, i) => (i % 3) + 1);
    expect(await Promise.all(ids.map((id) => byId.execute({ id })))).toEqual(ids.map((id) => [{ id }]));
    expect((await preparedStatements()).find((statement) => statement.name === 'probe_many')).toEqual({
      name: 'probe_many',
      runs: 20,
    });
  });

  it('waits for a transaction, and in a transaction runs as the unnamed statement', async () => {
    const read = database.db.select({ id: probes.id }).from(probes).where(eq(probes.id, 50)).prepare('probe_50');
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.insert(probes).values({ id: 50 });
        // Prepared by name in a transaction: Drizzle's transaction session, PGlite's own query.
        expect(await tx.select({ id: probes.id }).from(probes).where(eq(probes.id, 50)).prepare('probe_50_tx').execute()).toEqual(
          [{ id: 50 }],
        );
        await gate;
        throw new Error('rolled back');
      })
      .catch((error: unknown) => error);
    // Started while the transaction holds the session: it must not read the row the transaction rolls back.
    let settled = false;
    const during = read.execute().finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    release();
    expect(await transaction).toMatchObject({ message: 'rolled back' });
    expect(await during).toEqual([]);
    expect(await preparedNames()).toContain('probe_50');
    expect(await preparedNames()).not.toContain('probe_50_tx');
  });
});
