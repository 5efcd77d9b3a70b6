import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/**
 * Runs a query whose rows are (an int key, a text) with PostgreSQL's COPY ... TO STDOUT and yields the texts'
 * bytes one after another, in Buffers as the socket gives them: no row becomes a JS string or object, so a large
 * export leaves no garbage in V8's heap (docs/decisions/054). Answers how many rows it read and the last key.
 */
export type CopyText = (query: SQL) => AsyncGenerator<Buffer, { rows: number; lastKey: number }>;

const dialect = new PgDialect();
const EMPTY = Buffer.alloc(0);
// The binary format's header: an 11-byte signature and a 4-byte flags field, then the extension's length.
const HEADER_FIXED = 15;

/** Splits COPY's binary rows of (int4 key, text) into the texts' bytes, across chunk boundaries. */
class KeyedTextRows {
  rows = 0;
  lastKey = 0;
  private carry: Buffer = EMPTY;
  private headerRead = false;

  /** The texts of the rows that end in what has arrived so far. */
  take(chunk: Buffer): Buffer {
    const input = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    let at = 0;
    if (!this.headerRead) {
      if (input.length < HEADER_FIXED + 4) return this.keep(input, at);
      at = HEADER_FIXED + 4 + input.readUInt32BE(HEADER_FIXED);
      if (input.length < at) return this.keep(input, 0);
      this.headerRead = true;
    }
    const texts = Buffer.allocUnsafe(input.length - at);
    let written = 0;
    // A row: its field count (int16, -1 ends the data), then each field's length (int32) and bytes.
    while (input.length - at >= 14) {
      if (input.readInt16BE(at) !== 2 || input.readInt32BE(at + 2) !== 4) throw new Error('COPY row is not (int4 key, text)');
      const length = input.readInt32BE(at + 10);
      if (length < 0) throw new Error('COPY row has a null text');
      const end = at + 14 + length;
      if (end > input.length) break;
      this.lastKey = input.readInt32BE(at + 6);
      written += input.copy(texts, written, at + 14, end);
      this.rows += 1;
      at = end;
    }
    // The trailer (-1) is left in the carry; nothing follows it.
    this.keep(input, at);
    return texts.subarray(0, written);
  }

  private keep(input: Buffer, from: number) {
    this.carry = input.subarray(from);
    return EMPTY;
  }
}

/** CopyText on a node-postgres pool: one pooled connection per query, given back when the query is read to its end. */
export function poolCopyText(pool: pg.Pool): CopyText {
  return async function* copyText(query) {
    // COPY takes no bind parameters, so the values are written into the statement as literals.
    const text = dialect.sqlToQuery(query.inlineParams()).sql;
    const client = await pool.connect();
    // A COPY stopped early (the reader left, or the query failed) leaves the connection mid-protocol: it is
    // closed rather than given back, and PostgreSQL ends the statement when its next write finds no reader.
    let unfinished: Error | undefined = new Error('COPY not read to its end');
    try {
      const rows = new KeyedTextRows();
      const copy = client.query(copyTo(`copy (${text}) to stdout (format binary)`));
      // node-postgres arms its read timeout (query_timeout) for a COPY too, and clears it only through a query's
      // callback, which a COPY stream never calls: it is called here at the end, and a late timeout's error,
      // emitted on a stream already read, is dropped.
      copy.on('error', () => {});
      for await (const chunk of copy) {
        const texts = rows.take(chunk as Buffer);
        if (texts.length > 0) yield texts;
      }
      (copy as { callback?: () => void }).callback?.();
      unfinished = undefined;
      return { rows: rows.rows, lastKey: rows.lastKey };
    } finally {
      client.release(unfinished);
    }
  };
}
