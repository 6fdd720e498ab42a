import { expect, test } from './support/test';
import { apiClient, apiClientAs, createListing } from './catalog-data';
import { DEMO_ADMIN } from './support/session';
import { watchPage } from './support/shell';
import { metaContents } from './support/head';

/**
 * One renderer (issue 30): the shop's server renders a listing from the catalog's own ListingPage
 * (loaded from the catalog's server build), with the row its data loader read written into the page
 * once; the browser hydrates it without asking for the row again.
 */
const LISTING_SLUG = 'kushan-vasudeva-gold-dinar';

const meta = (html: string, key: 'name' | 'property', id: string) => metaContents(html, key, id)[0];

async function listingRow(slug: string) {
  const { data, error } = await apiClient()
    .from('collectibles')
    .select('name, price, description, images:collectible_images(image_url, order)')
    .eq('slug', slug)
    .single();
  if (error) throw error;
  return data;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a listing shows its name, price, description and photos', async ({ page }) => {
    const listing = await listingRow(LISTING_SLUG);
    const response = await page.goto(`/${LISTING_SLUG}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
    await expect(page.getByTestId('listing-price')).toHaveText(`₹${listing.price.toLocaleString('en-IN')}`);
    const firstParagraph = listing.description
      .split('\n')
      .find((line: string) => line.trim())!
      .trim();
    await expect(page.getByText(firstParagraph.slice(0, 40)).first()).toBeVisible();
    await expect(page.locator('main img').first()).toBeVisible();
    await expect(page).toHaveTitle(`${listing.name} | Sikka`);
  });

  test('an unknown slug answers 404 with the Item Not Found view', async ({ page }) => {
    const response = await page.goto('/no-such-coin-ssr-e2e');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Item Not Found' })).toBeVisible();
  });
});

test("a listing's HTML carries og:title, an absolute og:image, its canonical link and Product JSON-LD", async ({ request }) => {
  const listing = await listingRow(LISTING_SLUG);
  const html = await (await request.get(`/${LISTING_SLUG}`)).text();
  expect(meta(html, 'property', 'og:title')).toBe(listing.name);
  expect(meta(html, 'property', 'og:image')).toMatch(/^https?:\/\//);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/${LISTING_SLUG}"/>`);
  // In the head: React hoists what the page renders.
  expect(html.indexOf('property="og:title"')).toBeLessThan(html.indexOf('</head>'));
  const jsonLd = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Product', name: listing.name, offers: { price: listing.price } });
});

test('the page hydrates without a console error or warning and without reading the row again', async ({ page }) => {
  // (Its live updates read the row once more when they join, after the page has loaded: not counted.)
  const listing = await listingRow(LISTING_SLUG);
  const { problems, requests: rowReads } = watchPage(page, /\/rest\/v1\/collectibles/);
  await page.goto(`/${LISTING_SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  // Hydrated: React has attached itself to the server's markup (its fiber key on the root's element).
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.querySelector('#root article') ?? {}).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
  expect(rowReads).toEqual([]);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('a listing named </script><script>alert(1)</script> renders inert in the HTML, the head and the data', async ({
  page,
  request,
}) => {
  const admin = await apiClientAs(DEMO_ADMIN);
  const name = '</script><script>alert(1)</script>';
  const listing = await createListing(admin, 'ssr-inert', { name });
  try {
    const html = await (await request.get(`/${listing.slug}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    // The only script elements: the build's, JSON-LD and the page data (no inline code).
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/${listing.slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} | Sikka`);
    expect(dialogs).toEqual([]);
  } finally {
    await admin.from('collectibles').delete().eq('id', listing.id);
  }
});
