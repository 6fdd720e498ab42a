import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/** BENCH ONLY: builds bench/plain.tsx, the no-federation twin of the shell + catalog, for `pnpm bench:web`. */
export const PLAIN_DIST = fileURLToPath(new URL('../node_modules/.cache/bench-plain', import.meta.url));

export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: './bench/plain.tsx' } },
  html: {
    title: 'Sikka — Rare Indian Coins & Banknotes',
    template: fileURLToPath(new URL('../../tooling/index.html', import.meta.url)),
  },
  output: { distPath: { root: PLAIN_DIST }, assetPrefix: '/' },
  performance: { printFileSize: false },
});
