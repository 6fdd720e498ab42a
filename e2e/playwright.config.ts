import { defineConfig, devices } from '@playwright/test';

const CI = Boolean(process.env.CI);

/** Debian's Chromium (never a downloaded browser); flags keep it quiet and offline-friendly. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: CI ? 1 : 2,
  retries: 0,
  forbidOnly: CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: 'http://localhost:3000',
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
  },
  // The production stack: the shell and the five remotes from their dist/ folders, plus supabase/local
  // on a database of its own, made fresh from the migrations and the demo seed on every run (tests place
  // orders and use promo codes: a run must not see the last one's). `pnpm test` has just built
  // everything and sets SIKKA_E2E_NO_BUILD; run alone, this builds first.
  webServer: {
    command: `node scripts/start.mjs --reset${process.env.SIKKA_E2E_NO_BUILD ? ' --no-build' : ''}`,
    cwd: '..',
    env: { SIKKA_DATA_DIR: '.data/e2e' },
    url: 'http://localhost:3000',
    reuseExistingServer: !CI,
    timeout: 180_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
