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
    // The connection Chromium assumes, fixed: it sets how far below the screen lazy images start loading
    // (1,250 px on 4G), which Chromium otherwise guesses from response times (2,500 px when a loaded
    // machine looks like 2G): the lazy-image test asserts against it (ssr-pages.spec.ts).
    '--force-effective-connection-type=4G',
  ],
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './tests/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: CI,
  // A test's whole time: a long flow (a password reset: forgot → e-mail → link → new password → the link
  // again) took over 30 s on two cores kept busy beside the suite (issue 50's loaded runs). Each step's
  // own wait stays 10 s, so a real failure is still found at the step that fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: 'http://localhost:3000',
    launchOptions: CHROMIUM_LAUNCH,
    // Tracing every test was over half of what a run cost the browser (its screencast alone made the GPU
    // process the busiest one): the whole suite took 12.0 min on two cores with it, 7.9 without. CI keeps
    // no artifacts (only the log), so it records none; locally a failing test keeps its DOM snapshots,
    // network and console (no screencast: `--trace on` records one when it is wanted).
    trace: CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  },
  // The production stack: the shell and the six remotes from their dist/ folders, plus supabase/local
  // on a database of its own, made fresh from the migrations and the demo seed on every run (tests place
  // orders and use promo codes: a run must not see the last one's). `pnpm test` has just built
  // everything and sets SIKKA_E2E_NO_BUILD; run alone, this builds first.
  webServer: {
    command: `node scripts/start.mjs --reset${process.env.SIKKA_E2E_NO_BUILD ? ' --no-build' : ''}`,
    cwd: '..',
    // The suite signs in many guests and buyers from one address, past config.toml's [auth.rate_limit] (the
    // CLI's per-IP defaults): the stack raises them the way the CLI reads overrides, as a hosted test project would.
    // Specs change rows and open their pages at once, beside each other: every request is rendered
    // afresh (the shop's one-second page cache is covered by shell/server/pages.test.ts).
    env: {
      SIKKA_DATA_DIR: '.data/e2e',
      SIKKA_PAGE_CACHE_MS: '0',
      // A releases folder of the suite's own, empty: the stack serves the remotes as built (remotes.json)
      // whatever a developer has published in releases/; releases.spec.ts runs a server of its own.
      SIKKA_RELEASES_DIR: '.data/e2e-releases',
      SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
      SUPABASE_AUTH_RATE_LIMIT_ANONYMOUS_USERS: '100000',
      SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH: '100000',
    },
    url: 'http://localhost:3000',
    reuseExistingServer: !CI,
    timeout: 180_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
