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
  },
};
