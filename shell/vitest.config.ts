import { defineConfig } from 'vitest/config';
import { frontendTestConfig } from '../tooling/vitest-defaults.mjs';

// The page's code (src/) and the shop's server (server/, in Node like every `*.test.ts`).
export default defineConfig(frontendTestConfig({ nodeInclude: ['server/**/*.test.ts'] }));
