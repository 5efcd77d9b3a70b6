import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer as startProcess, waitFor } from '../../helpers/server-process.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soul-market-lock-'));
const startServer = () => startProcess({ DATA_DIR: dataDir });

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('says where it is ready, removes orphan partial files at start-up, refuses a second process on the same data folder, and shuts down cleanly on SIGTERM', async () => {
    // An upload cut short by a crash left its partial file; start-up removes it.
    const orphan = path.join(dataDir, 'files', 'upload-x.pdf.0a1b2c.partial');
    fs.mkdirSync(path.dirname(orphan), { recursive: true });
    fs.writeFileSync(orphan, 'half an upload');
    const longAgo = new Date(Date.now() - 24 * 60 * 60_000);
    fs.utimesSync(orphan, longAgo, longAgo);

    const first = startServer();
    await waitFor(() => first.output().includes('Soul Market is ready at'), 45_000);
    expect(fs.existsSync(orphan)).toBe(false);
    // Not a terminal: JSON lines, and the ready line names the port actually taken (PORT=0 asks for any).
    const ready = /"msg":"Soul Market is ready at (http:\/\/127\.0\.0\.1:\d+)"/.exec(first.output())?.[1];
    expect(ready).toBeDefined();
    expect(ready).toBe(first.url());

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
