import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  framework: 'storybook-react-rsbuild',
  // The design system's stories, plus room for the shell's and each remote's own components.
  // SIKKA_STORIES=<remote's folder>: that remote's stories alone (its `pnpm ci`, scripts/remote-ci.mjs).
  stories: process.env.SIKKA_STORIES
    ? [`../../${process.env.SIKKA_STORIES}/src/**/*.stories.@(ts|tsx)`]
    : ['../src/**/*.stories.@(ts|tsx)', '../../shell/src/**/*.stories.@(ts|tsx)', '../../*-mfe/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
};

export default config;
