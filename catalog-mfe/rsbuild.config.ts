import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federatedApp } from '../tooling/rsbuild-federation';
import pkg from './package.json' with { type: 'json' };

export default defineConfig(
  federatedApp({
    name: 'catalog',
    port: 3001,
    publicUrlEnv: 'CATALOG_PUBLIC_URL',
    exposes: {
      './HomePage': './src/pages/HomePage.tsx',
      './ListingPage': './src/pages/ListingPage.tsx',
      './VerifyPage': './src/pages/VerifyPage.tsx',
    },
    dependencies: pkg.dependencies,
    title: 'Sikka Catalog',
    plugins: [pluginReact()],
    federation: (federation, environment, target) => pluginModuleFederation(federation, { environment, target }),
  }),
);
