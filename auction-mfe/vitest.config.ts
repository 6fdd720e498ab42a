import { defineConfig } from 'vitest/config';
import { frontendTestConfig } from '../tooling/vitest-defaults.mjs';

export default defineConfig(frontendTestConfig());
