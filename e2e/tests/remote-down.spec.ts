import { expect, test } from './support/test';
import { APPS } from '../../scripts/apps.mjs';
import { freePort, jsonFile, type Served, sendText, serveBuild } from './support/servers';
import { expectShellFrame, mainHeading, REMOTE_UNAVAILABLE } from './support/shell';

/**
 * One remote down must never blank the site. This test runs its own copy of the shell and of the
 * sell remote on free ports (the shared stack stays untouched for the other tests), with the shell
 * pointed at that sell server through remotes.json — the deploy-time override — and then really
 * stops and restarts the sell server.
 */
let shell: Served;
let sell: Served | undefined;
let sellPort: number;

const startSell = async () => {
  sell = await serveBuild('sell-mfe/dist', { port: sellPort });
};

test.beforeAll(async () => {
  sellPort = await freePort();
  const remotes = Object.fromEntries(
    APPS.filter((app) => app.name !== 'shell').map((app) => [app.name, `http://localhost:${app.port}/mf-manifest.json`]),
  );
  remotes.sell = `http://localhost:${sellPort}/mf-manifest.json`;
  shell = await serveBuild('shell/dist', { routes: jsonFile('remotes.json', remotes) });
  await startSell();
});

test.afterAll(async () => {
  await shell.stop();
  if (sell?.server.listening) await sell.stop();
});

test('a stopped remote shows the fallback in its area only, and comes back on retry', async ({ page }) => {
  await page.goto(`${shell.url}/sell`);
  await expect(mainHeading(page)).toHaveText('Sell Your Coins');

  await sell!.stop();
  await page.goto(`${shell.url}/sell`);
  const fallback = page.getByRole('alert').filter({ hasText: REMOTE_UNAVAILABLE });
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectShellFrame(page);

  // The rest of the shop keeps working: other remotes, shell pages, header and footer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Numismatic Blog' }).click();
  await expect(mainHeading(page)).toHaveText('Numismatic Insights');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Return Policy' }).click();
  await expect(mainHeading(page)).toHaveText('Return Policy');
  await page.getByRole('link', { name: 'Sikka home' }).click();
  await expect(mainHeading(page)).toHaveText('Rare Indian Coins & Banknotes');

  // Still down: trying again shows the fallback again.
  await page.getByRole('banner').getByRole('link', { name: 'Sell Your Coins' }).click();
  await expect(fallback).toBeVisible();
  const retried = page.waitForEvent('requestfailed', (request) => request.url().startsWith(`http://localhost:${sellPort}/`));
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await retried;
  await expect(fallback).toBeVisible();

  // Back up: 'Try again' loads it without a page reload.
  await startSell();
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(mainHeading(page)).toHaveText('Sell Your Coins');
  await expect(page.getByText(REMOTE_UNAVAILABLE)).toHaveCount(0);
});

test('the shell still renders when remotes.json itself cannot be read', async ({ page }) => {
  // The same shell dist served without a remotes.json: every remote area falls back, the frame stays.
  const bare = await serveBuild('shell/dist', {
    routes: { '/remotes.json': (req, res) => sendText(req, res, 404, 'remotes.json', '{}') },
  });
  try {
    await page.goto(`${bare.url}/`);
    await expect(page.getByRole('alert').filter({ hasText: REMOTE_UNAVAILABLE })).toBeVisible();
    await expectShellFrame(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(mainHeading(page)).toHaveText('Privacy Policy');
  } finally {
    await bare.stop();
  }
});
