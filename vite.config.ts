import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Rolldown } from 'vite';
import packageJson from './package.json' with { type: 'json' };

const source = (file: string) => path.join(import.meta.dirname, 'src/web', file);

/**
 * A group name for the modules a root imports statically (directly or through other modules), the root itself
 * left out; other modules get no group from it.
 */
function staticGraph(root: string, name: string) {
  let graph: Set<string> | undefined;
  return (id: string, context: Rolldown.ChunkingContext) => {
    if (!graph) {
      const modules = new Set<string>();
      const visit = (module: string) => {
        if (modules.has(module)) return;
        modules.add(module);
        for (const imported of context.getModuleInfo(module)?.importedIds ?? []) visit(imported);
      };
      visit(root);
      modules.delete(root);
      graph = modules;
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
        // Everything the first view needs in two chunks: React and its renderer, which the entry imports, and the
        // app (start.tsx and all it imports statically), which the entry loads a task later, so the two are
        // evaluated in separate tasks. Left to the bundler, the modules the app shares with the lazy screens became
        // a score of small chunks, each one more request and one more task.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod/, priority: 4 },
            { name: staticGraph(source('main.tsx'), 'react'), debugName: 'react', priority: 3 },
            { name: staticGraph(source('start.tsx'), 'app'), debugName: 'app', priority: 2 },
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
