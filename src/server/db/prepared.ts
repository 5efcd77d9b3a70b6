import type { Database } from './client.js';

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * A named prepared statement built once per database: hot reads (the session of every signed-in request, the
 * catalogue, a player's seeks) skip SQL building on every request, and on PostgreSQL planning too.
 */
export function preparedOnce<Q extends { prepare(name: string): unknown }>(
  db: Database,
  name: string,
  build: () => Q,
): ReturnType<Q['prepare']> {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, build().prepare(name));
  return byName.get(name) as ReturnType<Q['prepare']>;
}
