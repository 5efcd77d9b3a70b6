import { defineConfig } from 'vite';

// The service worker (decision 061): one classic script at the site's root, so that its scope is the whole site.
// Built after the web client, into the same folder.
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  build: {
    outDir: 'dist/web',
    emptyOutDir: false,
    sourcemap: false,
    lib: { entry: 'src/web/service-worker.ts', formats: ['iife'], name: 'serviceWorker', fileName: () => 'sw.js' },
  },
});
