import { defineConfig } from 'vitest/config';

// Like the other front-end packages (scripts/vitest-defaults.mjs): components (`*.test.tsx`) render into a
// DOM; rules, formatters and the rest (`*.test.ts`) run in plain Node unless a docblock asks for jsdom.
export default defineConfig({
  test: {
    // CSS Modules resolve to stable class names; tests assert behaviour, not styles.
    css: { modules: { classNameStrategy: 'non-scoped' } },
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test/setup.ts', './src/test/preloadOnDemand.ts'],
        },
      },
      { extends: true, test: { name: 'node', environment: 'node', include: ['src/**/*.test.ts'] } },
    ],
  },
});
