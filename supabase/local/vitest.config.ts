import { defineConfig } from 'vitest/config';

// Every test file starts real servers over a real Postgres: generous timeouts, separate processes. The
// global setup runs initdb once; each file's server starts on its own copy (tests/pg-template.ts).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./tests/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
