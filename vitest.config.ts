import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    pool: 'forks',
    // Test files in one worker share its migrated database (a fresh embedded one costs seconds);
    // each test owns its data (unique e-mails), so sharing is safe.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
