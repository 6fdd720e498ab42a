import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federatedApp } from '../scripts/rsbuild-federation';
import pkg from './package.json' with { type: 'json' };

// The host: no remote is compiled in. src/federation/registry.ts registers them at runtime from
// /remotes.json, so a deployment can point the shell at other remote URLs without rebuilding it.
export default defineConfig(
  federatedApp({
    name: 'shell',
    port: 3000,
    publicUrlEnv: 'SHELL_PUBLIC_URL',
    dependencies: pkg.dependencies,
    title: 'Sikka — Rare Indian Coins & Banknotes',
    plugins: (federation) => [pluginReact(), pluginModuleFederation(federation)],
  }),
);
