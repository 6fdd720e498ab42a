import { defineConfig } from 'vitest/config';
import { frontendTestConfig } from '../scripts/vitest-defaults.mjs';

export default defineConfig({
  ...frontendTestConfig,
  test: { ...frontendTestConfig.test, setupFiles: [...frontendTestConfig.test.setupFiles, './src/test/setup.ts'] },
});
