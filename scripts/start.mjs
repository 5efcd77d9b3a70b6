// Starts the production server, building first when the sources are newer than the last build.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = ['src', 'public', 'index.html', 'package-lock.json', 'vite.config.ts', 'tsconfig.json', 'tsconfig.base.json'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const changedAt = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
if (changedAt > builtAt) {
  console.log(
    builtAt === 0
      ? 'First start: building the app once (about a minute), then starting it.'
      : 'The sources changed since the last build: building the app again.',
  );
  const { build } = await import('./build.mjs');
  if (!(await build())) process.exit(1);
}
await import(path.join(root, 'dist', 'server', 'main.js'));
