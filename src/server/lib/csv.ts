import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a CSV download: the header (plain column names), then the records' text as `chunks` gives it (each
 * chunk whole CSV records, RFC 4180, CRLF), pulled one chunk at a time as the client reads: the whole file
 * is never held in memory.
 */
export function sendCsv(
  reply: FastifyReply,
  options: { fileName: string; header: readonly string[]; chunks: AsyncIterable<string | Buffer> },
) {
  async function* text() {
    yield `${options.header.join(',')}\r\n`;
    yield* options.chunks;
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${options.fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(text(), { highWaterMark: 2 }));
}
