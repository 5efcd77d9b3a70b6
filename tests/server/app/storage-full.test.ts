import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { products } from '../../../src/server/db/schema/catalog.js';
import { createLocalDiskStorage } from '../../../src/server/providers/storage/local-disk.js';
import { signUpUser, TEST_ORIGIN } from '../../helpers/factories.js';
import { multipart, repeatedBytes } from '../../helpers/multipart.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soul-market-full-'));
const logLines: { level: number; msg: string; store?: string }[] = [];
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  // The real local-disk store on a folder of its own, and a logger whose lines the test reads.
  const stream = { write: (line: string) => logLines.push(JSON.parse(line)) };
  app = await buildApp({ ...t, storage: createLocalDiskStorage(filesDir), logger: { level: 'info', stream }, serveWeb: false });
  await app.ready();
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await app.close();
  await t.app.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

/** Every file the store writes fails with `code` once `room` bytes are on disk: a disk filling up mid-upload. */
function diskFullAfter(room: number, code: 'ENOSPC' | 'EDQUOT') {
  const createWriteStream = fs.createWriteStream;
  vi.spyOn(fs, 'createWriteStream').mockImplementation((file, options) => {
    let written = 0;
    const write = (
      fd: number,
      buffer: Buffer,
      offset: number,
      length: number,
      position: number | null,
      callback: (error: NodeJS.ErrnoException | null, bytes?: number) => void,
    ) => {
      written += length;
      if (written <= room) return fs.write(fd, buffer, offset, length, position, callback);
      const error: NodeJS.ErrnoException = new Error(`${code}: no space left on device, write`);
      Object.assign(error, { code, syscall: 'write' });
      process.nextTick(callback, error);
    };
    const fsWithFullDisk = { open: fs.open, close: fs.close, write };
    return createWriteStream(file, { ...(typeof options === 'object' ? options : {}), fs: fsWithFullDisk });
  });
}

function uploadLargeText(cookie: string) {
  const { headers, payload } = multipart(
    {
      title: 'Full Moon Journal',
      description: 'Thirty nights of prompts for writing under the full moon, one page each night.',
      price: '9.00',
      categoryId: '12',
      tags: 'journal',
    },
    { fileName: 'full-moon.txt', content: repeatedBytes(2 * 1024 * 1024), contentType: 'text/plain' },
  );
  return app.inject({ method: 'POST', url: '/api/products', headers: { ...headers, origin: TEST_ORIGIN, cookie }, payload });
}

describe('an upload when the file store is full', () => {
  it.each(['ENOSPC', 'EDQUOT'] as const)(
    'answers 507 with Retry-After in the error shape, logs the store, and keeps nothing (%s)',
    async (code) => {
      const creator = await signUpUser(t);
      diskFullAfter(256 * 1024, code);
      const response = await uploadLargeText(creator.cookie);

      expect(response.statusCode).toBe(507);
      expect(response.json()).toEqual({
        code: 'storage_full',
        message: 'Our file storage is full, so the upload was not saved. Please try again later.',
      });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      const logged = logLines.filter((line) => line.level >= 50);
      expect(logged.at(-1)).toMatchObject({ msg: `file storage is full: local disk ${filesDir} (${code})` });
      // Nothing half-written: no file, no partial file, no product.
      expect(fs.readdirSync(filesDir)).toEqual([]);
      const [row] = await t.db.select({ n: count() }).from(products).where(eq(products.creatorId, creator.user.id));
      expect(row!.n).toBe(0);
    },
  );

  it('stores the same upload once there is room again', async () => {
    const creator = await signUpUser(t);
    expect((await uploadLargeText(creator.cookie)).statusCode).toBe(201);
  });
});
