import crypto from 'node:crypto';
import { Readable } from 'node:stream';

export interface MultipartFilePart {
  fileName: string;
  content: Buffer | string | (() => AsyncIterable<Buffer>);
  contentType?: string;
  field?: string;
}

/**
 * A multipart/form-data body built by hand: text fields first (as the web client sends them), then at
 * most one file. A file given as a generator streams, so a 100 MB body is never held in memory.
 */
export function multipart(fields: Record<string, string | string[]>, file?: MultipartFilePart) {
  const boundary = `----soul-${crypto.randomBytes(8).toString('hex')}`;
  const head: Buffer[] = [];
  for (const [name, values] of Object.entries(fields)) {
    for (const value of Array.isArray(values) ? values : [values]) {
      head.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
  }
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const tail = Buffer.from(`--${boundary}--\r\n`);
  if (!file) return { headers, payload: Buffer.concat([...head, tail]) };
  head.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.fileName}"\r\n` +
        `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
  );
  const { content } = file;
  if (typeof content !== 'function') {
    return { headers, payload: Buffer.concat([...head, Buffer.from(content), Buffer.from('\r\n'), tail]) };
  }
  const produce = content;
  async function* stream() {
    yield* head;
    yield* produce();
    yield Buffer.from('\r\n');
    yield tail;
  }
  return { headers, payload: Readable.from(stream()) };
}

/** `total` bytes of `byte`, in reused 64 KB chunks. */
export function repeatedBytes(total: number, byte = 0x61) {
  const chunk = Buffer.alloc(64 * 1024, byte);
  return async function* () {
    for (let sent = 0; sent < total; sent += chunk.length)
      yield total - sent >= chunk.length ? chunk : chunk.subarray(0, total - sent);
  };
}
