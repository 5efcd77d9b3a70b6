import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts the built server (dist/server/main.js) on 127.0.0.1:`port` with `env` over the current
 * environment and waits until /readyz answers. Its output goes to `logFile`, or to this terminal.
 */
export async function startBuiltServer(options: {
  port: number;
  env: Record<string, string>;
  logFile?: string;
  // Options for node itself, before the script (V8 flags such as --trace-gc are refused in NODE_OPTIONS).
  nodeArgs?: string[];
}) {
  const log = options.logFile ? fs.openSync(options.logFile, 'a') : 'inherit';
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), path.join(repoRoot, 'dist/server/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Covers drawn after a start are background work that would fall inside the measurement.
      COVERS_PER_START: '0',
      ...options.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', log, log],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/readyz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not become ready within 30 s');
}

/** SIGTERM (the server drains its requests), then waits for the process to end. */
export async function stopBuiltServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The PostgreSQL database a benchmark may fill, from DATABASE_URL; without it, says how to make one and exits. */
export function benchDatabaseUrl(script: string, purpose: string): string {
  const url = process.env.DATABASE_URL;
  if (url) return url;
  const name = script.replace(':', '_');
  console.error(
    `${script} needs DATABASE_URL: a PostgreSQL database it may fill ${purpose}, e.g.\n` +
      `  createdb -h 127.0.0.1 -U postgres ${name}\n  DATABASE_URL=postgres://postgres@127.0.0.1:5432/${name} npm run ${script}`,
  );
  process.exit(1);
}

/** Resident memory of a process and all its descendants, in MB, from /proc (VmRSS of each). */
export function processTreeRssMb(pid: number): number {
  let kilobytes = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop()!;
    try {
      kilobytes += Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${current}/status`, 'utf8'))?.[1] ?? 0);
      for (const task of fs.readdirSync(`/proc/${current}/task`)) {
        const children = fs.readFileSync(`/proc/${current}/task/${task}/children`, 'utf8').trim();
        if (children) pending.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // The process ended between two reads.
    }
  }
  return Math.round((kilobytes / 1024) * 10) / 10;
}
