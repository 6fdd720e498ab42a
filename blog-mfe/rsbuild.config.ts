import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federatedApp } from '../tooling/rsbuild-federation';
import pkg from './package.json' with { type: 'json' };

export default defineConfig(
  federatedApp({
    name: 'blog',
    port: 3004,
    publicUrlEnv: 'BLOG_PUBLIC_URL',
    exposes: {
      './BlogListPage': './src/pages/BlogListPage.tsx',
      './BlogPostPage': './src/pages/BlogPostPage.tsx',
    },
    dependencies: pkg.dependencies,
    title: 'Sikka Blog',
    plugins: [pluginReact()],
    federation: (federation, environment, target) => pluginModuleFederation(federation, { environment, target }),
  }),
);
