import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The built server (npm test builds it first), run as a real process.
const mainScript = path.resolve(import.meta.dirname, '../../dist/server/main.js');

export function startServer(env: Record<string, string>) {
  // Without the build the server would never say it is listening: fail now, saying why.
  if (!fs.existsSync(mainScript)) {
    throw new Error(`${mainScript} is missing: build the server first (npm run build:server; npm test does it).`);
  }
  const child = spawn(process.execPath, [mainScript], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_DEMO: 'false', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    /** The address it listens on, once it logged it. */
    url: () => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1],
  };
}

export async function waitFor(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
