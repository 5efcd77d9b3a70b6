// Builds the app step by step, saying which step runs and how long each took; a step's own output is
// shown only when it fails. `node scripts/build.mjs web` builds only the web client and its renderer.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const steps = [
  { part: 'server', title: 'Compiling the server', command: [bin('tsc'), '-p', 'tsconfig.json'] },
  { part: 'web', title: 'Bundling the web client', command: [bin('vite'), 'build'] },
  { part: 'web', title: 'Bundling the offline service worker', command: [bin('vite'), 'build', '--config', 'vite.sw.config.ts'] },
  {
    part: 'web',
    title: 'Bundling the server-side page renderer',
    command: [bin('vite'), 'build', '--ssr', 'src/web/entry-server.tsx', '--outDir', 'dist/web-server'],
  },
  { part: 'web', title: 'Compressing the client files', command: [process.execPath, 'scripts/compress-assets.mjs'] },
];

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Runs the steps of `parts`; answers false (after printing the failed step's output) if one fails. */
export async function build(parts = ['server', 'web']) {
  const chosen = steps.filter((step) => parts.includes(step.part));
  const terminal = process.stdout.isTTY === true;
  const startedAt = Date.now();
  for (const [index, step] of chosen.entries()) {
    const label = `  [${index + 1}/${chosen.length}] ${step.title}`;
    const stepStartedAt = Date.now();
    const seconds = () => Math.round((Date.now() - stepStartedAt) / 1000);
    // At a terminal the line counts the seconds, so a long step never looks stuck.
    const ticker = terminal ? setInterval(() => process.stdout.write(`\r${label}... ${seconds()} s`), 1000) : undefined;
    process.stdout.write(terminal ? `${label}...` : `${label}...\n`);
    const { code, output } = await run(step.command);
    clearInterval(ticker);
    if (code !== 0) {
      process.stdout.write(terminal ? `\r${label}: failed\n` : `${label}: failed\n`);
      process.stderr.write(output);
      return false;
    }
    process.stdout.write(`${terminal ? '\r' : ''}${label}: done in ${seconds()} s\n`);
  }
  if (chosen.length === steps.length) fs.writeFileSync(path.join(root, 'dist', '.build-stamp'), new Date().toISOString());
  console.log(`  Built in ${Math.round((Date.now() - startedAt) / 1000)} s.`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const parts = process.argv.slice(2);
  if (!(await build(parts.length > 0 ? parts : undefined))) process.exit(1);
}
