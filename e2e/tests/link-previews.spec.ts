import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiClient } from './catalog-data';
import { freePort, repoDir, type Served, serveShop } from './support/servers';
import { ANON_KEY } from './support/session';
import { expectShellFrame } from './support/shell';

/**
 * Link previews (issue 18): WhatsApp and other preview bots run no JavaScript, so the HTML the shop's
 * server sends for a listing or a blog post must already carry its title, Open Graph tags and JSON-LD
 * (shell/server/pageHead.ts). Fetched here with `request`, which runs no script either.
 */
const LISTING_SLUG = 'kushan-vasudeva-gold-dinar';
const POST_SLUG = 'beginners-guide-to-collecting-indian-coins';
const SHELL_DIST = repoDir('shell/dist');

const decode = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The content of the first <meta {key}="{id}"> of the HTML, decoded. */
function meta(html: string, key: 'name' | 'property', id: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${key}="${id}"[^>]*>`))?.[0];
  const content = tag?.match(/content="([^"]*)"/)?.[1];
  return content === undefined ? undefined : decode(content);
}

function jsonLd(html: string): Record<string, unknown> {
  const script = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
  expect(script, 'a JSON-LD script in the HTML').not.toBeNull();
  return JSON.parse(script![1]!);
}

const GENERIC_DESCRIPTION = meta(readFileSync(`${SHELL_DIST}index.html`, 'utf8'), 'name', 'description');

test('a listing’s HTML carries its preview, canonical link and Product JSON-LD before any JavaScript', async ({
  request,
  page,
}) => {
  const { data: listing, error } = await apiClient()
    .from('collectibles')
    .select('name, price, images:collectible_images(image_url, order)')
    .eq('slug', LISTING_SLUG)
    .single();
  if (error) throw error;
  const firstPhoto = [...listing.images].sort((a, b) => a.order - b.order)[0]!.image_url;

  const response = await request.get(`/${LISTING_SLUG}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(
    new RegExp(
      `<title data-server-head data-generic-content="[^"]+">${listing.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| Sikka</title>`,
    ),
  );
  expect(meta(html, 'property', 'og:title')).toBe(listing.name);
  expect(meta(html, 'property', 'og:image')).toBe(firstPhoto);
  expect(meta(html, 'property', 'og:image')).toMatch(/^https?:\/\//);
  expect(meta(html, 'name', 'description')).not.toBe(GENERIC_DESCRIPTION);
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/${LISTING_SLUG}" data-server-head />`);
  expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+\/render\/image\/[^"]+" fetchpriority="high"/);
  const product = jsonLd(html);
  expect(product).toMatchObject({ '@type': 'Product', name: listing.name, offers: { '@type': 'Offer', price: listing.price } });

  // The page the browser then renders builds the same JSON-LD, and updates the server's tags in place.
  await page.goto(`/${LISTING_SLUG}`);
  const clientJsonLd = page.locator('#root script[type="application/ld+json"]');
  await expect(clientJsonLd).toHaveCount(1);
  expect(JSON.parse((await clientJsonLd.textContent())!)).toEqual(product);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page).toHaveTitle(`${listing.name} | Sikka`);
});

test('a blog post’s HTML carries its preview and Article JSON-LD before any JavaScript', async ({ request, page }) => {
  const { data: post, error } = await apiClient()
    .from('blog_posts')
    .select('title, cover_image, meta_description')
    .eq('slug', POST_SLUG)
    .single();
  if (error) throw error;

  const response = await request.get(`/blog/${POST_SLUG}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(meta(html, 'property', 'og:title')).toBe(post.title);
  expect(meta(html, 'property', 'og:type')).toBe('article');
  expect(meta(html, 'property', 'og:image')).toBe(post.cover_image);
  expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'name', 'description')).toBe(post.meta_description.slice(0, 160));
  expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/blog/${POST_SLUG}" data-server-head />`);
  const article = jsonLd(html);
  expect(article).toMatchObject({ '@type': 'Article', headline: post.title, image: [post.cover_image] });

  await page.goto(`/blog/${POST_SLUG}`);
  const clientJsonLd = page.locator('#root script[type="application/ld+json"]');
  await expect(clientJsonLd).toHaveCount(1);
  expect(JSON.parse((await clientJsonLd.textContent())!)).toEqual(article);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
});

test('an unknown slug and the other pages get the generic HTML', async ({ request }) => {
  for (const path of ['/no-such-coin-anywhere', '/blog/no-such-post-anywhere', '/sell', '/blog']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).not.toContain('data-server-head');
    expect(meta(html, 'name', 'description'), path).toBe(GENERIC_DESCRIPTION);
  }
});

test.describe('with the backend down', () => {
  // A copy of the shop's server on a free port whose API (for the server and, through /config.json,
  // for the browser) is a closed port: the shared stack and its backend stay untouched for other tests.
  let shell: Served;

  test.beforeAll(async () => {
    const down = { url: `http://127.0.0.1:${await freePort()}`, key: ANON_KEY };
    const configJson = JSON.stringify({ supabaseUrl: down.url, supabaseAnonKey: down.key });
    shell = await serveShop({ site: { backend: down, configJson, apiUrls: [down.url] } });
  });

  test.afterAll(() => shell.stop());

  test('a listing and a blog post still serve the app, with the generic head', async ({ request, page }) => {
    for (const path of [`/${LISTING_SLUG}`, `/blog/${POST_SLUG}`]) {
      const response = await request.get(`${shell.url}${path}`);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).not.toContain('data-server-head');
      expect(meta(html, 'name', 'description'), path).toBe(GENERIC_DESCRIPTION);
      expect(html, path).toContain('<div id="root"></div>');

      await page.goto(`${shell.url}${path}`);
      await expectShellFrame(page);
    }
  });
});
