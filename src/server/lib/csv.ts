import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

type Cell = string | number | null;

// A spreadsheet runs a text cell starting with these as a formula: such text is written with a leading quote.
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function cell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record (RFC 4180), ended by CRLF. */
export const csvRecord = (values: readonly Cell[]) => `${values.map(cell).join(',')}\r\n`;

/**
 * Sends a CSV download made of a header and batches of records, pulled one batch at a time as the client
 * reads: the whole file is never held in memory.
 */
export function sendCsv(
  reply: FastifyReply,
  options: { fileName: string; header: readonly string[]; batches: AsyncIterable<readonly (readonly Cell[])[]> },
) {
  async function* chunks() {
    yield csvRecord(options.header);
    for await (const batch of options.batches) yield batch.map(csvRecord).join('');
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${options.fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks()));
}
