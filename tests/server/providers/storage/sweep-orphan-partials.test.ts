import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../../../src/server/providers/storage/local-disk.js';
import { sweepOrphanPartials } from '../../../../src/server/providers/storage/sweep-orphan-partials.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'soul-market-sweep-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('sweepOrphanPartials', () => {
  it('removes partial files last written over an hour ago and keeps stored files and writes in progress', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('kept.pdf', Buffer.from('a stored file'));
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    const orphan = path.join(root, 'upload-1.pdf.a1b2c3.partial');
    fs.writeFileSync(orphan, 'half an upload');
    fs.utimesSync(orphan, twoHoursAgo, twoHoursAgo);
    const inProgress = path.join(root, 'upload-2.pdf.d4e5f6.partial');
    fs.writeFileSync(inProgress, 'being written');
    // An old stored file is not a partial one, however old.
    fs.utimesSync(path.join(root, 'kept.pdf'), twoHoursAgo, twoHoursAgo);

    expect(await sweepOrphanPartials(storage)).toBe(1);
    expect(fs.readdirSync(root).sort()).toEqual(['kept.pdf', 'upload-2.pdf.d4e5f6.partial']);
    expect(await sweepOrphanPartials(storage)).toBe(0);
  });

  it('does nothing for a store that keeps no partial writes', async () => {
    const storage = {
      put: async () => ({ size: 0 }),
      read: () => Readable.from([]),
      size: async () => 0,
      remove: async () => {},
    };
    expect(await sweepOrphanPartials(storage)).toBe(0);
  });
});
