// Development: recompiles the server on change and restarts it; Vite serves the client with hot reload
// on http://localhost:5173 and forwards /api to the server on :5000.
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npx', ['tsc', '-p', 'tsconfig.json'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn('npx', ['tsc', '-p', 'tsconfig.json', '--watch', '--preserveWatchOutput'], { stdio: 'inherit', env }),
  spawn('node', ['--watch', 'dist/server/main.js'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
