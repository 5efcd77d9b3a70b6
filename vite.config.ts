import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Rolldown } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import { APP_START, DRAWN_SCREENS } from './src/server/drawn-screens';

const fromRoot = (file: string) => path.join(import.meta.dirname, file);

const drawnScreens = Object.values(DRAWN_SCREENS).map(fromRoot);

/**
 * A group name for the modules that at least `shared` of the roots import statically (directly or through other
 * modules), the roots themselves left out; other modules get no group from it.
 */
function staticGraph(roots: string[], name: string, shared = 1) {
  let graph: Set<string> | undefined;
  return (id: string, context: Rolldown.ChunkingContext) => {
    if (!graph) {
      const reached = new Map<string, number>();
      for (const root of roots) {
        const modules = new Set<string>();
        const visit = (module: string) => {
          if (modules.has(module)) return;
          modules.add(module);
          for (const imported of context.getModuleInfo(module)?.importedIds ?? []) visit(imported);
        };
        visit(root);
        for (const module of modules) reached.set(module, (reached.get(module) ?? 0) + 1);
      }
      graph = new Set(
        [...reached].filter(([module, count]) => count >= shared && !roots.includes(module)).map(([module]) => module),
      );
    }
    // Style sheets stay with the entry, named after it.
    return graph.has(id) && !id.endsWith('.css') ? name : null;
  };
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
        // What two or more of the drawn screens share in one chunk: left to the bundler, it made a dozen chunks of a
        // few hundred bytes each, and a drawn page's boot script spends a task on each one's preload.
        // Everything the first view needs in two chunks: React and its renderer, which the entry imports, and the
        // app (start.tsx and all it imports statically), which the entry loads a task later, so the two are
        // evaluated in separate tasks. Left to the bundler, the modules the app shares with the lazy screens became
        // a score of small chunks, each one more request and one more task.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod/, priority: 5 },
            { name: staticGraph([fromRoot('src/web/main.tsx')], 'react'), debugName: 'react', priority: 4 },
            { name: staticGraph([fromRoot(APP_START)], 'app'), debugName: 'app', priority: 3 },
            { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: 2 },
            { name: staticGraph(drawnScreens, 'screens', 2), debugName: 'screens', priority: 1 },
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
