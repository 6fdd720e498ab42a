import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federatedApp } from '../tooling/rsbuild-federation';
import pkg from './package.json' with { type: 'json' };

export default defineConfig(
  federatedApp({
    name: 'checkout',
    port: 3002,
    publicUrlEnv: 'CHECKOUT_PUBLIC_URL',
    exposes: {
      './CheckoutDialog': './src/pages/CheckoutDialog.tsx',
      './OrderPage': './src/pages/OrderPage.tsx',
      './MyOrdersPage': './src/pages/MyOrdersPage.tsx',
    },
    dependencies: pkg.dependencies,
    title: 'Sikka Checkout',
    plugins: [pluginReact()],
    federation: (federation, environment, target) => pluginModuleFederation(federation, { environment, target }),
  }),
);
