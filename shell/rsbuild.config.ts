import { defineConfig, mergeRsbuildConfig, type RsbuildConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  EXPOSE_SHARED_FIELD,
  federatedApp,
  PROVIDED_SHARED_PLACEHOLDER,
  providedSharedPlugin,
} from '../scripts/rsbuild-federation';
import { inlineStartupScript } from './src/startup/earlyStartup';
import { FIRST_DATA } from './src/startup/firstData';
import { REMOTE_LIST_FILE, STARTUP_FILES } from './src/startup/startupFetch';
import pkg from './package.json' with { type: 'json' };
import builtRemoteList from './public/remotes.json' with { type: 'json' };

// The host: no remote is compiled in. src/bootstrap.tsx registers them at runtime from /remotes.json
// (registerRemotesFromList, @sikka/shared/federation), so a deployment can point the shell at other
// remote URLs without rebuilding it.
export default defineConfig(
  mergeRsbuildConfig<RsbuildConfig>(
    federatedApp({
      name: 'shell',
      port: 3000,
      publicUrlEnv: 'SHELL_PUBLIC_URL',
      dependencies: pkg.dependencies,
      title: 'Sikka — Rare Indian Coins & Banknotes',
      plugins: [pluginReact()],
      federation: (federation, environment) => pluginModuleFederation(federation, { environment }),
    }),
    {
      // The page's first script: the startup files and the first address's remote, requested before
      // the shell's own JavaScript has arrived (src/startup/earlyStartup.ts).
      html: {
        // The shop's coin mark; without one, browsers ask for /favicon.ico and log its 404.
        favicon: './src/assets/favicon.svg',
        tags: [
          {
            tag: 'script',
            // Minified here: rsbuild writes a tag's children as they are, and every page carries this one.
            children: rspack.experiments.swc.minifySync(
              inlineStartupScript(
                STARTUP_FILES,
                { file: REMOTE_LIST_FILE, built: builtRemoteList },
                {
                  field: EXPOSE_SHARED_FIELD,
                  provided: PROVIDED_SHARED_PLACEHOLDER,
                },
                // A listing's row and photo, read while the JavaScript downloads.
                FIRST_DATA,
              ),
              { compress: true, mangle: true },
            ).code,
            head: true,
            append: false,
          },
        ],
      },
      // …into which the build writes the shared modules the shell provides.
      tools: { rspack: { plugins: [providedSharedPlugin()] } },
    },
  ),
);
