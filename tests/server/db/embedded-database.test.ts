import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../src/server/db/client.js';

/** The embedded database's memory never shrinks once touched, so its own settings bound it (decision 042). */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
});
afterAll(() => database.close());

describe('the embedded database', () => {
  it('runs with small shared buffers and few connection slots', async () => {
    const { rows } = await database.executeSql(
      `select name, setting, unit from pg_settings where name in ('shared_buffers', 'max_connections') order by name`,
    );
    expect(rows).toEqual([
      { name: 'max_connections', setting: '8', unit: null },
      // In 8 kB pages: 16 MB.
      { name: 'shared_buffers', setting: '2048', unit: '8kB' },
    ]);
  });
});
