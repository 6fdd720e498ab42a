import { defineConfig } from 'vitest/config';

// One supabase-local server for the whole run (global setup); test files run one after another because
// they share its database (promo counters, orders) and the machine is shared.
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    // Each file makes its own clients of the one server: they need no fresh module graph each (68 → 45 s).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
