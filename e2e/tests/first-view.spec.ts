import { expect, type Page, test } from '@playwright/test';
import { jsonFile, type Served, serveBuild } from './support/servers';
import { ANON_KEY, DEMO_BUYER, SUPABASE_URL, signInAs } from './support/session';
import { apiClient } from './catalog-data';
import { mainHeading, REMOTE_UNAVAILABLE } from './support/shell';

/**
 * The first view from HTML (issue 18, shell/server/firstViewHtml.ts): the shop's server writes a picture of
 * the page's first screen into the HTML, in a closed shadow root, so a phone paints it before any
 * JavaScript has arrived; the shell takes it down once the app's own first screen is complete
 * (shell/src/startup/firstView.ts).
 */
const LISTING_SLUG = 'kushan-vasudeva-gold-dinar';
const POST_SLUG = 'the-rupee-through-time';
const SHADOW = '<template shadowrootmode="closed">';

const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The picture's part of the HTML, entities decoded. */
async function firstViewHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const start = html.indexOf('<div id="first-view">');
  expect(start, `${path}: a first view in the HTML`).toBeGreaterThan(-1);
  expect(html.slice(start), path).toContain(SHADOW);
  // Before the app's root, so it paints first.
  expect(html.indexOf('<div id="root">'), path).toBeGreaterThan(start);
  return decode(html.slice(start, html.indexOf('<div id="root">')));
}

/** The text a closed shadow root holds: the DevTools protocol sees through it, page scripts cannot. */
async function firstViewText(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  type DomNode = { nodeType: number; nodeValue: string; attributes?: string[]; children?: DomNode[]; shadowRoots?: DomNode[] };
  const texts: string[] = [];
  const walk = (node: DomNode, inside: boolean) => {
    const isHost = node.attributes?.some((value, i) => i % 2 === 1 && value === 'first-view' && node.attributes![i - 1] === 'id');
    if (inside && node.nodeType === 3 && node.nodeValue.trim()) texts.push(node.nodeValue.trim());
    for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) walk(child, inside || Boolean(isHost));
  };
  walk(root as DomNode, false);
  await cdp.detach();
  return texts.join(' ');
}

test('the HTML of the home page, /sell, /blog, a listing and a post already holds its first screen', async ({ page }) => {
  const api = apiClient();
  const { data: listing, error } = await api
    .from('collectibles')
    .select('name, images:collectible_images(image_url, order)')
    .eq('slug', LISTING_SLUG)
    .single();
  if (error) throw error;
  const { data: posts, error: postsError } = await api
    .from('blog_posts')
    .select('title, slug, cover_image')
    .order('created_at', { ascending: false });
  if (postsError) throw postsError;

  expect(await firstViewHtml(page, '/')).toContain('Rare Indian Coins & Banknotes</h1>');
  expect(await firstViewHtml(page, '/sell')).toContain('Sell Your Coins</h1>');

  const blog = await firstViewHtml(page, '/blog');
  expect(blog).toContain('Numismatic Insights</h1>');
  for (const post of posts.slice(0, 3)) expect(blog).toContain(`href="/blog/${post.slug}">${post.title}</a>`);
  expect(blog).not.toContain(posts[3]!.title);

  const item = await firstViewHtml(page, `/${LISTING_SLUG}`);
  expect(item).toContain(`${listing.name}</h1>`);
  expect(item).toContain('₹1,85,000');
  const firstPhoto = [...listing.images].sort((a, b) => a.order - b.order)[0]!.image_url;
  // The gallery's first photo at the size the gallery shows it: the one request serves both.
  const photo = item.match(/<img class="photo" src="([^"]+)"/)?.[1];
  expect(photo).toContain('/render/image/public/');
  expect(photo).toContain(firstPhoto.split('/object/public/')[1]);

  const post = posts.find((p) => p.slug === POST_SLUG)!;
  const article = await firstViewHtml(page, `/blog/${POST_SLUG}`);
  expect(article).toContain(`${post.title}</h1>`);
  expect(article).toContain(`src="${post.cover_image}"`);
});

test('pages without a picture, and unknown slugs, get the plain HTML', async ({ page }) => {
  for (const path of ['/collections', '/privacy-policy', '/no-such-coin-anywhere', '/blog/no-such-post-anywhere']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toContain('first-view');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('a phone paints the listing’s photo, name and price from the HTML alone', async ({ page }) => {
    await page.goto(`/${LISTING_SLUG}`);
    const picture = await page.locator('#first-view').boundingBox();
    expect(picture?.height).toBeGreaterThan(600);
    expect(picture?.width).toBe(390);
    const text = await firstViewText(page);
    expect(text).toContain('Trusted by 10,000+ collectors across India');
    expect(text).toContain('Kushan Vasudeva I Gold Dinar');
    expect(text).toContain('₹1,85,000');
  });
});

/** Records, in the page, when the picture went and what the app showed then (window.firstView). */
async function recordRelease(page: Page) {
  await page.addInitScript(() => {
    const record: { atStart?: boolean; pageShownAt?: number; releasedAt?: number; heading?: string; photoLoaded?: boolean } = {};
    (window as unknown as { firstView: typeof record }).firstView = record;
    document.addEventListener('DOMContentLoaded', () => {
      const picture = document.getElementById('first-view');
      record.atStart = Boolean(picture);
      if (!picture) return;
      new MutationObserver((_, observer) => {
        const root = document.getElementById('root')!;
        if (record.pageShownAt === undefined && root.querySelector('main h1, main [role="alert"]'))
          record.pageShownAt = performance.now();
        if (picture.isConnected) return;
        observer.disconnect();
        const photo = root.querySelector<HTMLImageElement>('main img');
        Object.assign(record, {
          releasedAt: performance.now(),
          heading: root.querySelector('main h1')?.textContent ?? '',
          photoLoaded: Boolean(photo?.complete && photo.naturalWidth > 0),
        });
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  return () => page.evaluate(() => (window as unknown as { firstView: Record<string, unknown> }).firstView);
}

test('the app takes over: the picture goes once the page’s first screen is complete', async ({ page }) => {
  const recorded = await recordRelease(page);
  await page.goto(`/${LISTING_SLUG}`);
  await expect(page.locator('#first-view')).toHaveCount(0);
  await expect(mainHeading(page)).toHaveText('Kushan Vasudeva I Gold Dinar');
  await expect(page.locator('#root')).toBeVisible();
  const seen = await recorded();
  expect(seen).toMatchObject({ atStart: true, heading: 'Kushan Vasudeva I Gold Dinar', photoLoaded: true });
  // Taken down by the page being ready (its photo loading), not by the 4 s limit.
  expect(Number(seen.releasedAt) - Number(seen.pageShownAt)).toBeLessThan(1500);
});

test('with the page’s remote refused, the picture gives way to the fallback at once', async ({ page }) => {
  const recorded = await recordRelease(page);
  await page.route(/^http:\/\/localhost:3003\//, (route) => route.abort('connectionrefused'));
  await page.goto('/sell');
  await expect(page.getByRole('main').getByText(REMOTE_UNAVAILABLE)).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
  const seen = await recorded();
  expect(seen.atStart).toBe(true);
  expect(Number(seen.releasedAt) - Number(seen.pageShownAt)).toBeLessThan(500);
});

test.describe('from a plain static host (the built index.html, as it is, for every path)', () => {
  let host: Served;

  test.beforeAll(async () => {
    // As deployed (README, Deploy): the files as built, and a config.json naming the API.
    host = await serveBuild('shell/dist', {
      routes: jsonFile('config.json', { supabaseUrl: SUPABASE_URL, supabaseAnonKey: ANON_KEY }),
    });
  });

  test.afterAll(() => host.stop());

  /** What the HTML alone shows: the first view as the parser reaches #root, before any script file has run. */
  async function pictureBeforeTheApp(page: Page, path: string) {
    await page.addInitScript(() => {
      const record: { atRoot?: string } = {};
      (window as unknown as { baked: typeof record }).baked = record;
      new MutationObserver((_, observer) => {
        if (!document.getElementById('root')) return;
        observer.disconnect();
        const picture = document.getElementById('first-view');
        record.atRoot = !picture ? 'none' : picture.hidden ? 'hidden' : `shown ${picture.getBoundingClientRect().height}`;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${host.url}${path}`);
    return page.evaluate(() => (window as unknown as { baked: { atRoot?: string } }).baked.atRoot);
  }

  test('the home page paints its picture from the HTML, and the app takes over', async ({ page }) => {
    const html = await (await page.request.get(`${host.url}/`)).text();
    expect(html.match(/<div id="first-view"/g)).toHaveLength(1);
    expect(decode(html)).toContain('Rare Indian Coins & Banknotes</h1>');

    const atRoot = await pictureBeforeTheApp(page, '/');
    expect(atRoot).toMatch(/^shown \d+/);
    expect(Number(atRoot!.split(' ')[1])).toBeGreaterThan(300);
    await expect(page.locator('#first-view')).toHaveCount(0);
    await expect(mainHeading(page)).toHaveText('Rare Indian Coins & Banknotes');
    await expect(page.locator('#root')).toBeVisible();
  });

  /** A page's reads of its row (by the bearer they carry), and its requests for `image`. */
  function watchReads(page: Page, table: string, slug: string, image: (url: string) => boolean) {
    const reads: string[] = [];
    const images: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes(`/rest/v1/${table}?`) && url.includes(`slug=eq.${slug}`))
        reads.push(request.headers().authorization ?? '');
      if (image(url)) images.push(url);
    });
    return { reads, images };
  }
  const galleryPhoto = (url: string) => url.includes('/render/image/') && url.includes('width=900');

  /** The page script's preload of the page's main image, which must be the one the page shows. */
  async function expectPreloaded(page: Page, shown: ReturnType<Page['locator']>) {
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const preload = page.locator('head link[rel=preload][fetchpriority=high]');
    await expect(preload).toHaveCount(1);
    expect(await preload.evaluate((link: HTMLLinkElement) => link.as)).toBe('image');
    expect(await preload.getAttribute('href')).toBe(await shown.getAttribute('src'));
  }

  test('a listing’s row is read once, by the page script, and its photo asked for once, preloaded', async ({ page }) => {
    const { reads, images } = watchReads(page, 'collectibles', LISTING_SLUG, galleryPhoto);
    await page.goto(`${host.url}/${LISTING_SLUG}`);
    await expect(mainHeading(page)).toHaveText('Kushan Vasudeva I Gold Dinar');
    await expectPreloaded(
      page,
      page
        .getByRole('region', { name: /^Photos of / })
        .getByRole('img')
        .first(),
    );
    expect(reads).toEqual([`Bearer ${ANON_KEY}`]);
    expect(images).toHaveLength(1);
  });

  test('a post’s row is read once, by the page script, and its cover preloaded', async ({ page }) => {
    const { data: post, error } = await apiClient()
      .from('blog_posts')
      .select('title, cover_image')
      .eq('slug', POST_SLUG)
      .single();
    if (error) throw error;
    const { reads, images } = watchReads(page, 'blog_posts', POST_SLUG, (url) => url === post.cover_image);
    await page.goto(`${host.url}/blog/${POST_SLUG}`);
    await expect(mainHeading(page)).toHaveText(post.title);
    await expectPreloaded(page, page.getByRole('main').locator(`img[src="${post.cover_image}"]`));
    expect(reads).toEqual([`Bearer ${ANON_KEY}`]);
    expect(images).toHaveLength(1);
  });

  test('a signed-in visitor’s listing is read by the page, with their own token', async ({ page }) => {
    await signInAs(page, DEMO_BUYER);
    const { reads } = watchReads(page, 'collectibles', LISTING_SLUG, galleryPhoto);
    await page.goto(`${host.url}/${LISTING_SLUG}`);
    await expect(mainHeading(page)).toHaveText('Kushan Vasudeva I Gold Dinar');
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/^Bearer /);
    expect(reads[0]).not.toBe(`Bearer ${ANON_KEY}`);
    await expect(page.locator('head link[rel=preload][fetchpriority=high]')).toHaveCount(0);
  });

  test('any other path never shows the home page’s picture', async ({ page }) => {
    for (const path of ['/sell', `/${LISTING_SLUG}`, '/no-such-coin-anywhere']) {
      expect(await pictureBeforeTheApp(page, path), path).toBe('none');
    }
    await expect(mainHeading(page)).toHaveText('Item Not Found');
  });
});
