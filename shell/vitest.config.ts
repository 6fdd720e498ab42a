import { defineConfig } from 'vitest/config';
import { frontendTestConfig } from '../scripts/vitest-defaults.mjs';

// The page's code (src/, in a DOM) and the shop's server (server/, each test file in Node).
export default defineConfig({
  ...frontendTestConfig,
  test: { ...frontendTestConfig.test, include: [...frontendTestConfig.test.include, 'server/**/*.test.ts'] },
});
