/**
 * Test settings every front-end package shares: a DOM, jest-dom matchers, and testing-library's
 * automatic cleanup (which needs vitest globals). Plain data: this file sits outside the packages and
 * cannot import their node_modules, so each vitest.config.ts wraps it in its own defineConfig.
 */
export const frontendTestConfig = {
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['@testing-library/jest-dom/vitest'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
};
