import { expect, test } from './support/test';
import { APPS } from '../../scripts/apps.mjs';
import { expectShellFrame, mainHeading, REMOTE_UNAVAILABLE } from './support/shell';

const portOf = (name: string) => APPS.find((app) => app.name === name)!.port;

/**
 * Spec §2's route table: each public route, the remote that must serve it and the heading its page shows.
 * The admin remote is loaded only for a signed-in admin: admin-guard.spec.ts shows a visitor gets 'Access
 * Denied' without fetching it, and admin-routes.spec.ts walks every back-office route as the demo admin.
 */
const REMOTE_ROUTES = [
  { path: '/', remote: 'catalog', heading: 'Rare Indian Coins & Banknotes' },
  { path: '/collections', remote: 'catalog', heading: 'Rare Indian Coins & Banknotes' },
  { path: '/1947-one-rupee-coin', remote: 'catalog', heading: 'Item Not Found' },
  { path: '/sell', remote: 'sell', heading: 'Sell Your Coins' },
  { path: '/blog', remote: 'blog', heading: 'Numismatic Insights' },
  { path: '/blog/history-of-the-rupee', remote: 'blog', heading: null },
] as const;

for (const route of REMOTE_ROUTES) {
  test(`${route.path} renders the ${route.remote} remote inside the shell`, async ({ page }) => {
    // Loaded at runtime from the remote's own server, as remotes.json says.
    const manifest = page.waitForResponse(`http://localhost:${portOf(route.remote)}/mf-manifest.json`);
    await page.goto(route.path);
    expect((await manifest).ok()).toBe(true);
    await expect(mainHeading(page)).toHaveText(route.heading ?? /\S/);
    await expect(page.getByText(REMOTE_UNAVAILABLE)).toHaveCount(0);
    await expectShellFrame(page);
    expect(new URL(page.url()).pathname).toBe(route.path);
  });
}

test('the first address’s remote is asked for once, preloaded by the server’s page, and shown', async ({ page }) => {
  // The server writes preloads of the page's remote entry and first files into the head (issue 30), and
  // the config and the remote list into the page (issue 52): the browser asks for neither, and for the
  // manifest and the files once.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/kushan-vasudeva-gold-dinar');
  await expect(mainHeading(page)).toHaveText('Kushan Vasudeva I Gold Dinar');
  const catalog = `http://localhost:${portOf('catalog')}`;
  const count = (url: string) => requested.filter((candidate) => candidate === url).length;
  expect(count(`${catalog}/mf-manifest.json`)).toBe(1);
  expect(count(`${catalog}/remoteEntry.js`)).toBe(1);
  expect(count('http://localhost:3000/remotes.json')).toBe(0);
  expect(count('http://localhost:3000/config.json')).toBe(0);
  const preloaded = await page
    .locator('head link[rel=preload][as=script]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloaded).toContain(`${catalog}/remoteEntry.js`);
});

for (const path of ['/no/such/page', '/blog/a/b', '/admin', '/admin/unknown']) {
  test(`an unknown path (${path}) lands on the home page`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expect(mainHeading(page)).toHaveText('Rare Indian Coins & Banknotes');
  });
}

test('header and footer links lead to their pages', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.getByRole('banner').getByRole('link', { name: 'Sell Your Coins' }).click();
  await expect(mainHeading(page)).toHaveText('Sell Your Coins');

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Numismatic Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(mainHeading(page)).toHaveText('Numismatic Insights');

  await footer.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(mainHeading(page)).toHaveText('Terms & Conditions');

  await page.getByRole('link', { name: 'Sikka home' }).click();
  await expect(mainHeading(page)).toHaveText('Rare Indian Coins & Banknotes');
});

test('the footer offers WhatsApp chat, e-mail, phone and business hours', async ({ page }) => {
  await page.goto('/');
  // Its 'Contact & Support' column (the seller's legal details below it name contacts too, issue 34).
  const contact = page.getByRole('contentinfo').getByRole('region', { name: 'Contact & Support' });
  await expect(contact.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=.+/,
  );
  await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
  await expect(contact.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await expect(contact.getByText('Mon - Sat, 9:00 AM - 6:00 PM IST')).toBeVisible();
});

test('the Sign In button is in the header', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a route change scrolls back to the top', async ({ page }) => {
  await page.goto('/terms-conditions');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Return Policy' }).click();
  await expect(mainHeading(page)).toHaveText('Return Policy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a remote brings only its own code: the singletons come from the shell, once', async ({ page, request }) => {
  const fromSell: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith('http://localhost:3003/')) fromSell.push(new URL(req.url()).pathname.slice(1));
  });
  await page.goto('/sell');
  await expect(mainHeading(page)).toHaveText('Sell Your Coins');

  const manifest = (await (await request.get('http://localhost:3003/mf-manifest.json')).json()) as {
    shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
  };
  const sharedNames = manifest.shared.map((shared) => shared.name);
  // The singletons the shell itself loads before any page: the sell remote's copies of these are never
  // downloaded. (Shared entries only remotes use, e.g. the upload helper, come from the first remote
  // that needs them.)
  const fromShell = [
    'react',
    'react-dom',
    '@sikka/shared/router',
    '@sikka/shared/ui',
    '@sikka/shared/config',
    '@sikka/shared/supabase',
  ];
  expect(sharedNames).toEqual(expect.arrayContaining(fromShell));
  // Shared per subpath entry: never the whole package as one module.
  expect(sharedNames).not.toContain('@sikka/shared');
  const sharedFiles = manifest.shared
    .filter((shared) => fromShell.includes(shared.name))
    .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]);
  expect(sharedFiles.length).toBeGreaterThan(0);
  expect(fromSell.filter((file) => sharedFiles.includes(file))).toEqual([]);
  expect(fromSell).toContain('remoteEntry.js');
});
