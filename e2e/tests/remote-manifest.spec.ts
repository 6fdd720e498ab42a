import { readFileSync } from 'node:fs';
import { expect, type Page, test } from './support/test';
import { APPS } from '../../scripts/apps.mjs';
import { jsonFile, type RouteHandler, repoDir, type Served, sendText, serveBuild } from './support/servers';
import { expectShellFrame, mainHeading, REMOTE_UNAVAILABLE } from './support/shell';

/**
 * A remote whose mf-manifest.json is broken (a deploy that lost it, a server error, a truncated file,
 * a server that never answers) must cost the shop that remote's area only: a host that crashes on a
 * broken manifest is a known Module Federation failure. Each test serves the catalog's real build with
 * its manifest broken, from a server of its own, and a copy of the shell pointed at it through
 * remotes.json (the deploy-time override); the other remotes and the backend are the shared stack's.
 */
type Breakage = '404' | '500' | 'invalid JSON' | 'hanging';

const BREAK: Record<Breakage, RouteHandler> = {
  '404': (req, res) => sendText(req, res, 404, 'mf-manifest.json', '{"message":"Not found"}'),
  '500': (req, res) => sendText(req, res, 500, 'mf-manifest.json', '{"message":"Internal error"}'),
  // A truncated upload: the start of a real manifest, cut off.
  'invalid JSON': (req, res) => sendText(req, res, 200, 'mf-manifest.json', '{"id":"catalog","name":'),
  hanging: () => {
    // accepted and never answered
  },
};

/**
 * The budgets of issue 28: a broken manifest shows its area's fallback within 3 s, a hanging one within the
 * remote load limit (REMOTE_LOAD_TIMEOUT_MS, 8 s). Printed beside what each run measured, never asserted: on
 * a loaded machine the same page takes longer (issue 50). A hanging manifest never answers, so its fallback
 * showing at all is the limit at work; a broken one's is the failure seen.
 */
const FALLBACK_BUDGET_MS = 3000;
const HANGING_FALLBACK_BUDGET_MS = 8000;
/** How long a test waits for a fallback before it calls it missing: far past either budget. */
const FALLBACK_WAIT_MS = 30_000;

interface Shop {
  shell: Served;
  catalog: Served;
  /** When each request for the catalog's manifest arrived (Date.now()). */
  asked: number[];
  /** From now on the catalog's manifest is answered whole again (requests already hanging stay so). */
  mend(): void;
  stop(): Promise<void>;
}

async function serveShop(breakage: Breakage): Promise<Shop> {
  const manifest = readFileSync(`${repoDir('catalog-mfe/dist')}mf-manifest.json`, 'utf8');
  let broken = true;
  const asked: number[] = [];
  const catalog = await serveBuild('catalog-mfe/dist', {
    routes: {
      '/mf-manifest.json': (req, res) => {
        asked.push(Date.now());
        if (broken) BREAK[breakage](req, res);
        else sendText(req, res, 200, 'mf-manifest.json', manifest);
      },
    },
  });
  const remotes = Object.fromEntries(
    APPS.filter((app) => app.name !== 'shell').map((app) => [app.name, `http://localhost:${app.port}/mf-manifest.json`]),
  );
  remotes.catalog = `${catalog.url}/mf-manifest.json`;
  const shell = await serveBuild('shell/dist', { routes: jsonFile('remotes.json', remotes) });
  return {
    shell,
    catalog,
    asked,
    mend: () => {
      broken = false;
    },
    stop: async () => {
      await shell.stop();
      await catalog.stop();
    },
  };
}

const fallbackOf = (page: Page) => page.getByRole('alert').filter({ hasText: REMOTE_UNAVAILABLE });

/**
 * Runs `act` and expects the catalog's fallback, in the shell's frame, and prints how long after the page
 * asked for the broken manifest it came (against `budgetMs`). Counted from that request, not from `act`:
 * on a first visit the shell's own code loads first, as long as it always does.
 */
async function expectFallback(page: Page, shop: Shop, budgetMs: number, act: () => Promise<unknown>) {
  const started = Date.now();
  await act();
  await expect(fallbackOf(page)).toBeVisible({ timeout: FALLBACK_WAIT_MS });
  const askedAt = shop.asked.find((at) => at >= started) ?? started;
  console.log(`fallback ${Date.now() - askedAt} ms after the manifest was asked (budget ${budgetMs} ms)`);
  await expect(fallbackOf(page).getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectShellFrame(page);
}

/** The routes of the other remotes and of the shell render as usual. */
async function expectOtherRoutesRender(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Sell Your Coins' }).click();
  await expect(mainHeading(page)).toHaveText('Sell Your Coins');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Numismatic Blog' }).click();
  await expect(mainHeading(page)).toHaveText('Numismatic Insights');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Return Policy' }).click();
  await expect(mainHeading(page)).toHaveText('Return Policy');
}

/** The manifest is whole again: 'Try again' loads the catalog without a page reload. */
async function expectRecovery(page: Page, shop: Shop) {
  shop.mend();
  await fallbackOf(page).getByRole('button', { name: 'Try again' }).click();
  await expect(mainHeading(page)).toHaveText('Rare Indian Coins & Banknotes');
  await expect(fallbackOf(page)).toHaveCount(0);
}

for (const breakage of ['404', '500', 'invalid JSON'] as const) {
  test(`a catalog manifest answering ${breakage}: its routes fall back within 3 s, every other route renders`, async ({
    page,
  }) => {
    test.setTimeout(90_000); // a dozen page loads on a machine shared with the other tests' servers
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const shop = await serveShop(breakage);
    try {
      // The broken remote is the first page's…
      await expectFallback(page, shop, FALLBACK_BUDGET_MS, () => page.goto(`${shop.shell.url}/`));
      await expectOtherRoutesRender(page);
      // …or one navigated to later.
      await expectFallback(page, shop, FALLBACK_BUDGET_MS, () => page.getByRole('link', { name: 'Sikka home' }).click());
      // A shop opened on another route never notices.
      await page.goto(`${shop.shell.url}/blog`);
      await expect(mainHeading(page)).toHaveText('Numismatic Insights');
      await expectOtherRoutesRender(page);
      await expectFallback(page, shop, FALLBACK_BUDGET_MS, () => page.getByRole('link', { name: 'Sikka home' }).click());
      await expectRecovery(page, shop);
      expect(errors).toEqual([]);
    } finally {
      await shop.stop();
    }
  });
}

test('a hanging catalog manifest falls back within the remote load limit; other routes render meanwhile', async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const shop = await serveShop('hanging');
  try {
    await expectFallback(page, shop, HANGING_FALLBACK_BUDGET_MS, () => page.goto(`${shop.shell.url}/`));
    await expectOtherRoutesRender(page);
    // Opened on another route, the shop renders at once, and the catalog's area still falls back in time.
    await page.goto(`${shop.shell.url}/blog`);
    await expect(mainHeading(page)).toHaveText('Numismatic Insights');
    await expectFallback(page, shop, HANGING_FALLBACK_BUDGET_MS, () => page.getByRole('link', { name: 'Sikka home' }).click());
    await expectRecovery(page, shop);
    expect(errors).toEqual([]);
  } finally {
    await shop.stop();
  }
});
