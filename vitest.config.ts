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
          // The server's tests by feature (tests/server/<feature>/, shared code in lib/, providers/, db/, app/)
          // and the contract's (tests/contract/).
          include: ['src/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          // Test files in one worker share its migrated database (a fresh embedded one costs seconds);
          // each test owns its data (unique e-mails), so sharing is safe.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The client's tests by feature (tests/web/<feature>/, shared code in lib/, the app layer in app/), in a
          // simulated browser; each file starts afresh (the query client and toasts are module state).
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
