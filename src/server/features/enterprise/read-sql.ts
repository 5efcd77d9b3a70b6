import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * Runs an aggregate the query builder cannot say (windows, lateral joins) and answers its first row.
 * Both drivers answer `{ rows }`; every column is cast in the SQL to int or float8, which both read as
 * JavaScript numbers.
 */
export async function firstRow<Row>(db: Database, query: SQL): Promise<Row> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows[0]!;
}

export async function allRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
