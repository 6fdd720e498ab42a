import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federatedApp } from '../tooling/rsbuild-federation';
import pkg from './package.json' with { type: 'json' };

export default defineConfig(
  federatedApp({
    name: 'sell',
    port: 3003,
    publicUrlEnv: 'SELL_PUBLIC_URL',
    exposes: {
      './SellPage': './src/pages/SellPage.tsx',
    },
    dependencies: pkg.dependencies,
    title: 'Sikka Sell',
    plugins: [pluginReact()],
    federation: (federation, environment, target) => pluginModuleFederation(federation, { environment, target }),
  }),
);
