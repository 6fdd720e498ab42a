import { expect, test } from './support/test';

test('robots.txt points crawlers at the sitemap and away from the back office', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.ok()).toBe(true);
  const robots = await response.text();
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  expect(robots).toMatch(/^Disallow: \/admin\/$/m);
  expect(robots).toMatch(/^Disallow: \/edit\/$/m);
});

test('sitemap.xml lists the public pages, every listing and every blog post', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('xml');
  const sitemap = await response.text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const path of ['/', '/sell', '/blog', '/privacy-policy', '/terms-conditions', '/return-policy', '/shipping-policy']) {
    expect(locations).toContain(`http://localhost:3000${path}`);
  }
  expect(locations).toContain('http://localhost:3000/kushan-vasudeva-gold-dinar');
  expect(locations).toContain('http://localhost:3000/blog/beginners-guide-to-collecting-indian-coins');
  expect(locations.filter((loc) => /\/(admin|upload|edit)/.test(loc!))).toEqual([]);
  expect(locations.length).toBeGreaterThan(7 + 60);
});
