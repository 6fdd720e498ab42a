import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiClient } from './catalog-data';
import { type Served, serveBuild } from './support/servers';
import { hydrated, mainHeading, watchPage } from './support/shell';

/**
 * The page contract (issue 52): a page's loader runs on the server for the first request and in the
 * browser for every client navigation (once) and on a static host; the page never asks for its own
 * first data, and nothing the server sent is asked for again.
 */
const POST_SLUG = 'the-1911-pig-rupee';
const PIG_RUPEE = "Why the 1911 'Pig Rupee' Became a Legend";

/** The reads of each visitor page's loader, by the address they ask for. */
const READS = {
  grid: /\/rest\/v1\/rpc\/catalogue_facets_page/,
  categories: /\/rest\/v1\/categories\?/,
  listing: /\/rest\/v1\/collectibles\?.*slug=eq\./,
  posts: /\/rest\/v1\/blog_posts\?(?!.*slug=eq\.)/,
  post: /\/rest\/v1\/blog_posts\?.*slug=eq\./,
  seller: /\/rest\/v1\/rpc\/seller_legal_details/,
  startup: /\/(config|remotes)\.json$/,
};

/** How many of the requests made while `step` ran match each read. */
async function readsDuring(requests: string[], step: () => Promise<void>) {
  const from = requests.length;
  await step();
  const made = requests.slice(from);
  return Object.fromEntries(
    Object.entries(READS).map(([name, read]) => [name, made.filter((url) => read.test(url)).length]),
  ) as Record<keyof typeof READS, number>;
}

const anyRead = new RegExp(
  Object.values(READS)
    .map((read) => read.source)
    .join('|'),
);

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
}

test('client navigation between the visitor pages runs each loader once and never asks for what the server sent', async ({
  page,
}) => {
  const { requests, problems } = watchPage(page, anyRead);
  const none = { grid: 0, categories: 0, listing: 0, posts: 0, post: 0, seller: 0, startup: 0 };

  // The first page: everything it shows came with it (its data, the footer's details, the config, the remotes).
  expect(
    await readsDuring(requests, async () => {
      await page.goto('/');
      await hydrated(page);
      await settled(page);
    }),
  ).toEqual(none);

  // A listing, from the grid.
  const card = page.getByRole('list', { name: 'Collectibles' }).getByRole('listitem').first().getByRole('link').first();
  expect(
    await readsDuring(requests, async () => {
      await card.click();
      await expect(page.getByRole('link', { name: 'Back to the collection' })).toBeVisible();
      await settled(page);
    }),
  ).toMatchObject({ ...none, listing: expect.any(Number) });
  expect(requests.filter((url) => READS.listing.test(url)).length).toBeGreaterThanOrEqual(1);

  // The blog, from the header; a post, from the list; home again, from the logo.
  for (const [name, go, heading] of [
    ['posts', () => page.getByRole('contentinfo').getByRole('link', { name: 'Numismatic Blog' }).click(), 'Numismatic Insights'],
    [
      'post',
      () =>
        page
          .getByRole('main')
          .getByRole('link', { name: /Pig Rupee/ })
          .first()
          .click(),
      PIG_RUPEE,
    ],
    ['grid', () => page.getByRole('link', { name: 'Sikka home' }).click(), 'Rare Indian Coins & Banknotes'],
  ] as const) {
    const reads = await readsDuring(requests, async () => {
      const from = requests.length;
      await go();
      await expect(mainHeading(page)).toHaveText(heading);
      // The heading can show a moment before the loader's read starts (after the page's first render),
      // and a client navigation has no load state to wait for: wait for the read itself.
      await expect.poll(() => requests.slice(from).filter((url) => READS[name].test(url)).length).toBeGreaterThan(0);
      await settled(page);
    });
    expect(reads[name], `${name}: its loader ran once`).toBe(1);
    expect(reads.seller + reads.startup, 'the frame and the deployment are not read again').toBe(0);
  }
  // The home page's loader reads the grid and the categories together, once.
  expect(requests.filter((url) => READS.categories.test(url))).toHaveLength(1);
  expect(problems).toEqual([]);
});

test.describe('on a static host (the page rendered in the browser)', () => {
  let shell: Served;
  test.beforeAll(async () => {
    shell = await serveBuild('shell/dist');
  });
  test.afterAll(async () => {
    await shell.stop();
  });

  test('the same pages show, their loaders run in the browser, and an unknown slug says so', async ({ page }) => {
    const { data: listing, error } = await apiClient()
      .from('collectibles')
      .select('name, slug')
      .eq('status', 'available')
      .limit(1)
      .single();
    if (error) throw error;
    const { requests } = watchPage(page, anyRead);
    for (const [path, heading] of [
      ['/', 'Rare Indian Coins & Banknotes'],
      [`/${listing.slug}`, listing.name],
      ['/blog', 'Numismatic Insights'],
      [`/blog/${POST_SLUG}`, PIG_RUPEE],
      ['/no-such-coin-anywhere', 'Item Not Found'],
      ['/blog/no-such-post-anywhere', 'Blog post not found'],
      ['/verify/AAAAAAAAAA', 'Certificate not found'],
    ] as const) {
      await page.goto(`${shell.url}${path}`);
      await expect(mainHeading(page)).toHaveText(heading);
    }
    // Nothing was written into these pages: the browser read the config and the remote list itself.
    expect(requests.filter((url) => READS.startup.test(url)).length).toBeGreaterThan(0);
    expect(requests.filter((url) => READS.post.test(url)).length).toBeGreaterThan(0);
  });
});
