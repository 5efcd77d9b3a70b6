import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage, storageFullOr } from './storage.js';

const PARTIAL_SUFFIX = '.partial';

/** Stores files under one folder; writes go to a temporary name and are renamed when complete. */
export function createLocalDiskStorage(root: string): FileStorage {
  fs.mkdirSync(root, { recursive: true });
  const pathOf = (key: string) => path.join(root, assertStorageKey(key));

  return {
    async put(key, body) {
      const target = pathOf(key);
      const temporary = `${target}.${crypto.randomBytes(6).toString('hex')}${PARTIAL_SUFFIX}`;
      const out = fs.createWriteStream(temporary, { flags: 'wx' });
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, out);
        await fs.promises.rename(temporary, target);
      } catch (error) {
        // A stream destroyed while its file is still opening creates the file afterwards: wait for the
        // close, or the removal below could run first and leave the partial file behind.
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await fs.promises.rm(temporary, { force: true });
        throw storageFullOr(error, `local disk ${root}`);
      }
      return { size: (await fs.promises.stat(target)).size };
    },
    read(key, range) {
      return fs.createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : undefined);
    },
    async size(key) {
      return (await fs.promises.stat(pathOf(key))).size;
    },
    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
    async removePartialsOlderThan(olderThan) {
      let removed = 0;
      for (const name of await fs.promises.readdir(root)) {
        if (!name.endsWith(PARTIAL_SUFFIX)) continue;
        const file = path.join(root, name);
        const stat = await fs.promises.stat(file).catch(() => undefined);
        // A write in progress keeps touching its file, so only old ones are orphans.
        if (!stat || stat.mtime >= olderThan) continue;
        await fs.promises.rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
