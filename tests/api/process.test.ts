import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer as startProcess, waitFor } from '../helpers/server-process.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soul-market-lock-'));
const startServer = () => startProcess({ DATA_DIR: dataDir });

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('refuses a second process on the same data folder, and shuts down cleanly on SIGTERM', async () => {
    const first = startServer();
    await waitFor(() => first.output().includes('Server listening'), 45_000);

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
