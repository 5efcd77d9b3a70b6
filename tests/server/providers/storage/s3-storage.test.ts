import crypto from 'node:crypto';
import net from 'node:net';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/server/config.js';
import { type LocalS3, startLocalS3 } from '../../../../bench/src/local-s3.js';
import { createStorage } from '../../../../src/server/providers/storage/create-storage.js';
import type { FileStorage } from '../../../../src/server/providers/storage/storage.js';

const MB = 1024 * 1024;

/** A loopback TCP relay in front of the store that counts the bytes the store sends back. */
async function countingRelay(target: string) {
  const { hostname, port } = new URL(target);
  let received = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    upstream.on('data', (chunk: Buffer) => (received += chunk.length));
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    received: () => received,
    reset: () => (received = 0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function bytesOf(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `total` random bytes in 256 KB chunks; fails with "client went away" after `failAfter` bytes. */
function body(content: Buffer, failAfter = Number.POSITIVE_INFINITY) {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= failAfter) return this.destroy(new Error('client went away'));
      if (sent >= content.length) return this.push(null);
      const chunk = content.subarray(sent, sent + 256 * 1024);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

let s3: LocalS3;
let relay: Awaited<ReturnType<typeof countingRelay>>;
let storage: FileStorage;
beforeAll(async () => {
  s3 = await startLocalS3();
  relay = await countingRelay(s3.env.S3_ENDPOINT!);
  storage = await createStorage(loadConfig({ ...s3.env, S3_ENDPOINT: relay.url }));
});
afterAll(async () => {
  await relay.close();
  await s3.close();
});

const exists = (key: string) =>
  storage.size(key).then(
    () => true,
    (error: { name?: string }) => (error.name === 'NotFound' ? false : Promise.reject(error)),
  );

describe('S3 storage (against a local S3-compatible server)', () => {
  it('is chosen by S3_BUCKET; local disk stays the default', async () => {
    const local = await createStorage(loadConfig({ DATA_DIR: s3.directory }));
    await local.put('plain.txt', Buffer.from('on disk'));
    expect(await exists('plain.txt')).toBe(false);
    await storage.put('in-bucket.txt', Buffer.from('in the bucket'));
    expect(await text(storage.read('in-bucket.txt'))).toBe('in the bucket');
  });

  it('streams a multi-part upload and reads it back whole and by range', async () => {
    const content = crypto.randomBytes(12 * MB + 123);
    expect(await storage.put('big.bin', body(content))).toEqual({ size: content.length });
    expect(s3.openUploads()).toEqual([]);
    expect((await bytesOf(storage.read('big.bin'))).equals(content)).toBe(true);
    // A range across the first part boundary.
    const range = { start: 5 * MB - 10, end: 5 * MB + 9 };
    expect((await bytesOf(storage.read('big.bin', range))).equals(content.subarray(range.start, range.end + 1))).toBe(true);
  });

  it('fetches only the requested range from the store, not the whole object', async () => {
    const content = crypto.randomBytes(8 * MB);
    await storage.put('ranged.bin', content);
    relay.reset();
    const part = await bytesOf(storage.read('ranged.bin', { start: 3 * MB, end: 3 * MB + 999 }));
    expect(part.equals(content.subarray(3 * MB, 3 * MB + 1000))).toBe(true);
    // The answer's headers plus 1,000 bytes: far below the 8 MB object.
    expect(relay.received()).toBeLessThan(64 * 1024);
  });

  it('deletes an object, and deleting a missing one is not an error', async () => {
    await storage.put('gone.txt', Buffer.from('soon gone'));
    await storage.remove('gone.txt');
    expect(await exists('gone.txt')).toBe(false);
    await expect(storage.remove('gone.txt')).resolves.toBeUndefined();
  });

  it('leaves no object and no open multipart upload when the body fails, before or after the first part', async () => {
    const content = crypto.randomBytes(12 * MB);
    for (const failAfter of [0, 1 * MB, 7 * MB, 11 * MB]) {
      const key = `failed-${failAfter}.bin`;
      await expect(storage.put(key, body(content, failAfter))).rejects.toThrow('client went away');
      expect(await exists(key)).toBe(false);
      expect(s3.openUploads()).toEqual([]);
    }
  });

  it('refuses keys that could reach outside the bucket prefix', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
  });
});
