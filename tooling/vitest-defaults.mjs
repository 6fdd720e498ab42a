/**
 * Test settings every front-end package shares, as two projects. A component test (`*.test.tsx`) renders
 * into a DOM (jsdom) with jest-dom matchers, testing-library's automatic cleanup (which needs vitest
 * globals) and the design system's dialogs and toasts as on a page whose code for them has arrived. Any
 * other test (`*.test.ts`: rules, models, formatters, the shell's server) runs in plain Node, which starts
 * in a fraction of a DOM's time; one that needs a browser global (localStorage, document, …) says so with
 * a `// @vitest-environment jsdom` docblock. Plain data, no imports: this file sits outside the packages and
 * cannot import their node_modules, so each vitest.config.ts wraps it in its own defineConfig.
 */
export function frontendTestConfig({ domSetupFiles = [], nodeInclude = [], globals = true, css } = {}) {
  return {
    test: {
      globals,
      ...(css ? { css } : {}),
      // `pnpm test` runs two packages at once on a 2-core machine: a dialog test typing into a form can pass
      // 5 s there without anything being wrong (the same files pass alone in well under a second each).
      testTimeout: 15_000,
      // Worker threads start faster than forked processes (vitest's default); none of these tests needs a
      // process of its own. shared's 75 files alone: 77 → 66 s.
      pool: 'threads',
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx'],
            setupFiles: ['@testing-library/jest-dom/vitest', '../shared/src/test/preloadOnDemand.ts', ...domSetupFiles],
          },
        },
        {
          extends: true,
          test: { name: 'node', environment: 'node', include: ['src/**/*.test.ts', ...nodeInclude] },
        },
      ],
    },
  };
}
