import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts', './src/test/preloadOnDemand.ts'],
    // CSS Modules resolve to stable class names; tests assert behaviour, not styles.
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
