import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Used by Storybook's Rsbuild builder: the React plugin gives stories the automatic JSX runtime.
export default defineConfig({
  plugins: [pluginReact()],
});
