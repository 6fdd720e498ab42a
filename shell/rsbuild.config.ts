import { defineConfig, mergeRsbuildConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federatedApp } from '../tooling/rsbuild-federation';
import pkg from './package.json' with { type: 'json' };

// The host: no remote is compiled in. src/bootstrap.tsx registers them at runtime from /remotes.json
// (registerRemotesFromList, @sikka/shared/federation), so a deployment can point the shell at other
// remote URLs without rebuilding it. Its Node build (src/ssr/entry.ts) is what the shop's server
// renders pages with (shell/server).
export default defineConfig(
  mergeRsbuildConfig<RsbuildConfig>(
    federatedApp({
      name: 'shell',
      port: 3000,
      publicUrlEnv: 'SHELL_PUBLIC_URL',
      dependencies: pkg.dependencies,
      title: 'Sikka — Rare Indian Coins & Banknotes',
      serverEntry: './src/ssr/entry.ts',
      plugins: [pluginReact()],
      federation: (federation, environment, target) => pluginModuleFederation(federation, { environment, target }),
    }),
    {
      // The shop's coin mark; without one, browsers ask for /favicon.ico and log its 404.
      html: { favicon: './src/assets/favicon.svg' },
    },
  ),
);
