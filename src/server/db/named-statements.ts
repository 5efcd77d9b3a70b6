import { type PGlite, type QueryOptions, type Results, parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;

type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

/**
 * PGlite's `query` runs every statement as the unnamed one, so PostgreSQL parses and plans it on each call.
 * Here a statement Drizzle prepares with a name (`preparedOnce`) becomes a named server-side prepared statement,
 * as node-postgres makes it on PostgreSQL: parsed and described once, then each run only binds and executes it
 * (decision 062). Everything else stays on PGlite's `query`, and so does every statement of a transaction:
 * Drizzle gives a transaction a session of its own, on the transaction.
 */
export function prepareNamedStatements(db: { _: { session: unknown } }, client: PGlite): void {
  const runNamed = namedStatements(client);
  // Drizzle's PGlite session hands its client to each query it prepares; a named one gets this one instead.
  const session = db._.session as { prepareQuery(...args: unknown[]): { client: { query: Query } } };
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, ...rest) => {
    const prepared = prepareQuery(query, fields, name, ...rest);
    if (typeof name === 'string') prepared.client = { query: (text, params, options) => runNamed(name, text, params, options) };
    return prepared;
  };
}

/**
 * Runs a statement under its name the way PGlite's own `query` runs the unnamed one: under the same two locks
 * (never during a transaction), parameters serialised by the described types, the answer parsed with the
 * caller's options, a database error decorated alike. Each batch of messages ends in Sync, which PostgreSQL
 * reaches even after an error, so the session is ready for the next statement either way.
 */
function namedStatements(client: PGlite) {
  /** Each name's text, and its parameter types once parsed in this session. */
  const statements = new Map<string, { text: string; paramTypes?: number[] }>();
  const send = (...messages: Uint8Array[]) => client.execProtocolStream(Buffer.concat(messages), { syncToFs: false });

  return async (name: string, text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results> => {
    const statement = statements.get(name) ?? { text };
    // A name stands for one text in a session; another text under it stays unnamed.
    if (statement.text !== text) return client.query(text, params, options);
    statements.set(name, statement);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          statement.paramTypes ??= parse.parseDescribeStatementResults(
            await send(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()),
          );
          const types = statement.paramTypes;
          const values = params.map((param, i) => {
            const type = types[i];
            if (param === null || param === undefined) return null;
            const serializer = type === undefined ? undefined : (options?.serializers?.[type] ?? client.serializers[type]);
            return serializer ? serializer(param) : String(param);
          });
          const messages = await send(
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          );
          await client.syncToFs();
          // Never empty: an answer without a command's completion is one empty result.
          return parse.parseResults(messages, client.parsers, options)[0] as Results;
        } catch (error) {
          // As PGlite's own query decorates a database error.
          if (error instanceof protocol.messages.DatabaseError) {
            Object.assign(error, { query: text, params, queryOptions: options });
          }
          throw error;
        }
      }),
    );
  };
}
