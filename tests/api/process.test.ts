import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Runs the built server (npm test builds it first) as real processes on one data folder.
const mainScript = path.resolve(import.meta.dirname, '../../dist/server/main.js');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soul-market-lock-'));

function startServer() {
  const child = spawn(process.execPath, [mainScript], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('refuses a second process on the same data folder, and shuts down cleanly on SIGTERM', async () => {
    // Without the build the server would never say it is listening: fail now, saying why.
    if (!fs.existsSync(mainScript)) {
      throw new Error(`${mainScript} is missing: build the server first (npm run build:server; npm test does it).`);
    }
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
