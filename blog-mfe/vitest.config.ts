import { defineConfig } from 'vitest/config';
import { frontendTestConfig } from '../scripts/vitest-defaults.mjs';

export default defineConfig(frontendTestConfig());
