import { defineConfig } from 'vitest/config';

// Every test file starts real servers over a real Postgres: generous timeouts, separate processes. The
// global setup runs initdb once; each file's server starts on its own copy (tests/pg-template.ts).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./tests/global-setup.ts'],
    pool: 'forks',
    // A file spends most of its time waiting (Postgres starting and stopping, servers answering): one at a
    // time keeps a core 60 % busy. Its ports and data dir are its own, so a file per core (vitest's default
    // leaves one core free) takes a third of the time for the same CPU: 314 s → 110 s alone on 2 cores.
    maxWorkers: '100%',
    // A file's servers, ports and data dir are its own, so files need no fresh module graph each: a worker
    // reuses the one it has loaded (alone on 2 cores 101 → 63 s; all pass in each of three file orders tried).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
