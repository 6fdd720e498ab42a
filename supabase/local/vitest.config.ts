import { defineConfig } from 'vitest/config';

// Every test file starts real servers over a real Postgres: generous timeouts, separate processes.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
