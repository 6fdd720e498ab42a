import { defineConfig } from 'vitest/config';
import { frontendTestConfig } from '../tooling/vitest-defaults.mjs';

// The front-end packages' settings (tooling/vitest-defaults.mjs): components (`*.test.tsx`) render into a
// DOM; rules, formatters and the rest (`*.test.ts`) run in plain Node unless a docblock asks for jsdom.
export default defineConfig(
  frontendTestConfig({
    // Explicit imports, no vitest globals: src/test/setup.ts cleans up after each test itself.
    globals: false,
    domSetupFiles: ['./src/test/setup.ts'],
    // CSS Modules resolve to stable class names; tests assert behaviour, not styles.
    css: { modules: { classNameStrategy: 'non-scoped' } },
  }),
);
