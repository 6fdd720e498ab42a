import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federatedApp } from '../tooling/rsbuild-federation';
import pkg from './package.json' with { type: 'json' };

export default defineConfig(
  federatedApp({
    name: 'auction',
    port: 3006,
    publicUrlEnv: 'AUCTION_PUBLIC_URL',
    exposes: {
      './AuctionsPage': './src/pages/AuctionsPage.tsx',
      './AuctionPage': './src/pages/AuctionPage.tsx',
      './LotPage': './src/pages/LotPage.tsx',
      // The auctions' back office: its own module, so no visitor page's chunks carry it.
      './AuctionAdminApp': './src/admin/AuctionAdminApp.tsx',
    },
    dependencies: pkg.dependencies,
    title: 'Sikka Auctions',
    plugins: [pluginReact()],
    federation: (federation, environment, target) => pluginModuleFederation(federation, { environment, target }),
  }),
);
