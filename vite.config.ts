import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Rolldown } from 'vite';
import packageJson from './package.json' with { type: 'json' };

const entry = path.join(import.meta.dirname, 'src/web/main.tsx');
let entryGraph: Set<string> | undefined;

/** 'app' for a module the entry imports statically (directly or through other modules), otherwise no group. */
function firstLoad(id: string, context: Rolldown.ChunkingContext) {
  if (!entryGraph) {
    entryGraph = new Set();
    const visit = (module: string) => {
      if (entryGraph!.has(module)) return;
      entryGraph!.add(module);
      for (const imported of context.getModuleInfo(module)?.importedIds ?? []) visit(imported);
    };
    visit(entry);
    entryGraph.delete(entry);
  }
  return entryGraph.has(id) ? 'app' : null;
}

export default defineConfig({
  root: import.meta.dirname,
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // The diagnostics page shows which build is running.
  define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads the manifest to preload the chunk of the page being asked for.
    manifest: true,
    rolldownOptions: {
      output: {
        // Icons in one chunk: one request instead of one per icon, a level below each page. zod in its
        // own chunk, loaded by the pages that validate forms: left to the bundler, it joins the request
        // helper's chunk and the first load of every page.
        // Everything the entry imports statically in one chunk beside it: left to the bundler, the modules it
        // shares with the lazy screens became a score of small chunks, each one more request and one more task.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod/, priority: 3 },
            { name: firstLoad, debugName: 'app', priority: 2 },
            { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/healthz': 'http://localhost:5000' },
  },
});
