import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federatedApp } from '../tooling/rsbuild-federation';
import pkg from './package.json' with { type: 'json' };

export default defineConfig(
  federatedApp({
    name: 'admin',
    port: 3005,
    publicUrlEnv: 'ADMIN_PUBLIC_URL',
    exposes: {
      './AdminApp': './src/AdminApp.tsx',
    },
    dependencies: pkg.dependencies,
    title: 'Sikka Admin',
    plugins: [pluginReact()],
    clientOnly: true,
    federation: (federation, environment, target) => pluginModuleFederation(federation, { environment, target }),
  }),
);
