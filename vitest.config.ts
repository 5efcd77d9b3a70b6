import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['tests/web/**'],
          // Test files in one worker share its migrated database (a fresh embedded one costs seconds);
          // each test owns its data (unique e-mails), so sharing is safe.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The client's components and request helper, in a simulated browser; each file starts afresh
          // (the query client and toasts are module state).
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
