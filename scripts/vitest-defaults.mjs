/**
 * Test settings every front-end package shares: a DOM, jest-dom matchers, and testing-library's
 * automatic cleanup (which needs vitest globals). Plain data: this file sits outside the packages and
 * cannot import their node_modules, so each vitest.config.ts wraps it in its own defineConfig.
 */
export const frontendTestConfig = {
  test: {
    environment: 'jsdom',
    globals: true,
    // The design system's dialogs and toasts render as on a page whose code for them has arrived.
    setupFiles: ['@testing-library/jest-dom/vitest', '../shared/src/test/preloadOnDemand.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // `pnpm test` runs two packages at once on a 2-core machine: a dialog test typing into a form can pass
    // 5 s there without anything being wrong (the same files pass alone in well under a second each).
    testTimeout: 15_000,
  },
};
