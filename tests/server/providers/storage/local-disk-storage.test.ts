import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../../../src/server/providers/storage/local-disk.js';

describe('local disk storage', () => {
  it('stores a stream under its key', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
    const storage = createLocalDiskStorage(root);
    expect(await storage.put('a.txt', Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({ size: 11 });
    expect(fs.readdirSync(root)).toEqual(['a.txt']);
  });

  it('leaves no file behind when the stream fails, even before the file has opened', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
    const storage = createLocalDiskStorage(root);
    // Fails at once and again after some data: both must leave the folder empty once put() rejects.
    for (const failAfter of [0, 1, 3]) {
      const body = new Readable({
        read() {
          if (failAfter === 0 || this.readableLength >= failAfter) this.destroy(new Error('client went away'));
          else this.push(Buffer.alloc(1024));
        },
      });
      await expect(storage.put(`f${failAfter}.pdf`, body)).rejects.toThrow('client went away');
      expect(fs.readdirSync(root)).toEqual([]);
    }
  });
});
