import crypto from 'node:crypto';
import { Readable } from 'node:stream';

export interface MultipartFilePart {
  fileName: string;
  content: Buffer | string | (() => AsyncIterable<Buffer>);
  contentType?: string;
  field?: string;
}

/**
 * A multipart/form-data body built by hand: text fields first (as the web client sends them), then the
 * files in order. The last file may be a generator, which streams, so a 100 MB body is never held in memory.
 */
export function multipart(fields: Record<string, string | string[]>, files?: MultipartFilePart | MultipartFilePart[]) {
  const boundary = `----soul-${crypto.randomBytes(8).toString('hex')}`;
  const head: Buffer[] = [];
  for (const [name, values] of Object.entries(fields)) {
    for (const value of Array.isArray(values) ? values : [values]) {
      head.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
  }
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const parts = files === undefined ? [] : Array.isArray(files) ? files : [files];
  const file = parts.pop();
  if (!file) return { headers, payload: Buffer.concat([...head, tail]) };
  const fileHead = (part: MultipartFilePart) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.fileName}"\r\n` +
        `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    );
  for (const part of parts) {
    if (typeof part.content === 'function') throw new Error('only the last file part may stream');
    head.push(fileHead(part), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  head.push(fileHead(file));
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
