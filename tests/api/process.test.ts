import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer as startProcess, waitFor } from '../helpers/server-process.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soul-market-lock-'));
const startServer = () => startProcess({ DATA_DIR: dataDir });

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('removes orphan partial files at start-up, refuses a second process on the same data folder, and shuts down cleanly on SIGTERM', async () => {
    // An upload cut short by a crash left its partial file; start-up removes it.
    const orphan = path.join(dataDir, 'files', 'upload-x.pdf.0a1b2c.partial');
    fs.mkdirSync(path.dirname(orphan), { recursive: true });
    fs.writeFileSync(orphan, 'half an upload');
    const longAgo = new Date(Date.now() - 24 * 60 * 60_000);
    fs.utimesSync(orphan, longAgo, longAgo);

    const first = startServer();
    await waitFor(() => first.output().includes('Server listening'), 45_000);
    expect(fs.existsSync(orphan)).toBe(false);

    const second = startServer();
    const secondCode = await second.exited;
    expect(secondCode).not.toBe(0);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by another running process`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');
    // The lock is released, so the folder can be used again.
    expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  }, 90_000);
});
