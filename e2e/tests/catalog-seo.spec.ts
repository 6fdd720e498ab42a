import { expect, test } from './support/test';

test('robots.txt points crawlers at the sitemap and away from the back office', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.ok()).toBe(true);
  const robots = await response.text();
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  expect(robots).toMatch(/^Disallow: \/admin\/$/m);
  expect(robots).toMatch(/^Disallow: \/edit\/$/m);
});

test('sitemap.xml lists the public pages, every listing, every blog post and the published auctions with their lots', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('xml');
  const sitemap = await response.text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const path of [
    '/',
    '/sell',
    '/blog',
    '/auctions',
    '/privacy-policy',
    '/terms-conditions',
    '/return-policy',
    '/shipping-policy',
  ]) {
    expect(locations).toContain(`http://localhost:3000${path}`);
  }
  expect(locations).toContain('http://localhost:3000/kushan-vasudeva-gold-dinar');
  expect(locations).toContain('http://localhost:3000/blog/beginners-guide-to-collecting-indian-coins');
  // The demo auction (supabase/tests/seed/auctions.ts) and its three lots, each dated.
  const auction = 'http://localhost:3000/auctions/victorian-silver-and-a-gandhi-centenary';
  expect(sitemap).toMatch(new RegExp(`<loc>${auction}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  expect(locations.filter((loc) => loc!.startsWith(`${auction}/lot/`))).toEqual([1, 2, 3].map((n) => `${auction}/lot/${n}`));
  expect(locations.filter((loc) => /\/(admin|upload|edit)/.test(loc!))).toEqual([]);
  expect(locations.length).toBeGreaterThan(7 + 60);
});
