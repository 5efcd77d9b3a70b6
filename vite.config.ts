import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

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
        codeSplitting: {
          groups: [
            { name: 'icons', test: /node_modules[\\/]lucide-react/ },
            { name: 'zod', test: /node_modules[\\/]zod/ },
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
