// @vitest-environment node
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { bakeHomeView } from './firstViewHtml';
import { bakeIndexHtml, loadPageBuilders, type PageBuilders, type PageHeadOptions, pageHeadTransformer } from './pageHead';
import { briefCache } from './rows';
import { serveStatic } from './server';

const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Sikka: authentic rare Indian coins and banknotes." />
  <script>window.startup = 1;</script><title>Sikka — Rare Indian Coins & Banknotes</title><script defer src="/static/js/index.js"></script></head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const BACKEND = { url: 'https://api.sikka.example', key: 'anon-key' };
const IMAGE = 'https://api.sikka.example/storage/v1/object/public/collectible-images/c1/1.jpg';
const LISTING = {
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Mughal "Akbar" Rupee </script><script>alert(1)</script>',
  slug: 'mughal-akbar-rupee',
  description: `Silver rupee of Akbar. ${'Fine detail. '.repeat(20)}`,
  price: 12500,
  status: 'sold',
  category: { id: 'ca1', name: 'Mughal Empire' },
  images: [
    { id: 'i2', image_url: `${IMAGE.replace('1.jpg', '2.jpg')}`, order: 1 },
    { id: 'i1', image_url: IMAGE, order: 0 },
  ],
};
const POST = {
  id: 'b1',
  title: 'The 1911 Pig Rupee',
  slug: 'the-1911-pig-rupee',
  meta_description: 'Why the 1911 rupee of George V was withdrawn within months.',
  cover_image: '/images/pig-rupee.jpg',
  created_at: '2024-03-15T10:30:00Z',
};

/** A PostgREST stand-in: answers eq.slug lookups from the rows above and counts the requests. */
type Rows = Record<string, Array<{ slug: string } & Record<string, unknown>>>;

function fakeApi(rows: Rows = { collectibles: [LISTING], blog_posts: [POST] }) {
  const requests: Array<{ url: URL; headers: Record<string, string> }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    requests.push({ url: new URL(url), headers: init.headers as Record<string, string> });
    const { pathname, searchParams } = new URL(url);
    const table = pathname.split('/').at(-1) ?? '';
    const slug = searchParams.get('slug')?.replace(/^eq\./, '');
    const all = rows[table] ?? [];
    return Response.json(slug === undefined ? all : all.filter((row) => row.slug === slug));
  }) as unknown as typeof fetch;
  return { fetchImpl, requests };
}

const ORIGIN = 'http://localhost:3000';
/** The page writer as the shop's server makes it, over the builders loaded once. */
const writer = (options: Partial<PageHeadOptions> = {}) =>
  pageHeadTransformer({ origin: ORIGIN, backend: BACKEND, builders: Promise.resolve(builders), ...options });
const metaContent = (html: string, attribute: string, id: string) =>
  html.match(new RegExp(`<meta ${attribute}="${id}" content="([^"]*)" data-server-head[^>]*/>`))?.[1];
const jsonLd = (html: string) =>
  JSON.parse(html.match(/<script type="application\/ld\+json" data-server-head>(.*?)<\/script>/s)![1]!);

let builders: PageBuilders;
beforeAll(async () => {
  builders = await loadPageBuilders();
});

describe('the head of a listing page, written by the server', () => {
  it('carries the title, description, Open Graph and Twitter tags, canonical link and image preload', async () => {
    const transform = writer(fakeApi());
    const html = await transform(TEMPLATE, '/mughal-akbar-rupee');
    assert.match(
      html,
      /<title data-server-head data-generic-content="[^"]+">Mughal &#34;Akbar&#34; Rupee &#60;\/script&#62;.* \| Sikka<\/title>/,
    );
    assert.equal(metaContent(html, 'name', 'description'), LISTING.description.slice(0, 160));
    assert.equal(metaContent(html, 'property', 'og:type'), 'product');
    assert.equal(metaContent(html, 'property', 'og:image'), IMAGE, 'the first photo in gallery order');
    assert.equal(metaContent(html, 'property', 'og:url'), 'http://localhost:3000/mughal-akbar-rupee');
    assert.match(html, /<link rel="canonical" href="http:\/\/localhost:3000\/mughal-akbar-rupee" data-server-head \/>/);
    const preload = html.match(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" data-server-head \/>/);
    assert.equal(preload?.[1], `${IMAGE.replace('/object/', '/render/image/')}?width=900&#38;quality=80`);
  });

  it('has schema.org Product + Offer JSON-LD, as the listing page builds it', async () => {
    const transform = writer(fakeApi());
    const html = await transform(TEMPLATE, '/mughal-akbar-rupee');
    const data = jsonLd(html);
    assert.equal(data['@type'], 'Product');
    assert.equal(data.name, LISTING.name);
    assert.equal(data.category, 'Mughal Empire');
    assert.deepEqual(data.offers, {
      '@type': 'Offer',
      url: 'http://localhost:3000/mughal-akbar-rupee',
      price: 12500,
      priceCurrency: 'INR',
      availability: 'https://schema.org/SoldOut',
      itemCondition: 'https://schema.org/UsedCondition',
      seller: { '@type': 'Organization', name: 'Sikka' },
    });
  });

  it('escapes shop text: a name cannot close an attribute, the title or the JSON-LD script', async () => {
    const transform = writer(fakeApi());
    const html = await transform(TEMPLATE, '/mughal-akbar-rupee');
    assert.doesNotMatch(html, /<script>alert/);
    assert.equal(html.match(/<\/script>/g)!.length, 3, 'the template scripts and the JSON-LD only');
    assert.match(html, /\\u003c\/script>\\u003cscript>alert/);
  });

  it('leaves one description and one title: the template’s generic ones give way', async () => {
    const transform = writer(fakeApi());
    const html = await transform(TEMPLATE, '/mughal-akbar-rupee');
    assert.equal(html.match(/<meta name="description"/g)!.length, 1);
    assert.equal(html.match(/<title/g)!.length, 1);
    assert.ok(html.indexOf('og:title') < html.indexOf('<script>window.startup'), 'ahead of the scripts');
  });

  it('asks the API once per slug within the cache time, with the anon key', async () => {
    const api = fakeApi();
    const transform = writer(api);
    await transform(TEMPLATE, '/mughal-akbar-rupee');
    await transform(TEMPLATE, '/mughal-akbar-rupee');
    assert.equal(api.requests.length, 1);
    assert.equal(api.requests[0]!.url.searchParams.get('slug'), 'eq.mughal-akbar-rupee');
    assert.equal(api.requests[0]!.headers.apikey, 'anon-key');
  });

  it('writes the configured origin (SIKKA_SITE_URL) into og:url and the canonical link', async () => {
    const site = writer({ ...fakeApi(), origin: 'https://sikka.example' });
    const html = await site(TEMPLATE, '/mughal-akbar-rupee');
    assert.equal(metaContent(html, 'property', 'og:url'), 'https://sikka.example/mughal-akbar-rupee');
    assert.match(html, /<link rel="canonical" href="https:\/\/sikka.example\/mughal-akbar-rupee" data-server-head \/>/);
  });
});

describe('the first view, painted from HTML (firstViewHtml.ts)', () => {
  const shadowOf = (html: string) => html.slice(html.indexOf('<div id="first-view">'), html.indexOf('<div id="root">'));

  it('paints the home page and /sell without asking the API, from the words the pages render', async () => {
    const api = fakeApi();
    const transform = writer(api);
    const home = shadowOf(await transform(TEMPLATE, '/'));
    assert.ok(home.includes('<h1 class="heroTitle">Rare Indian Coins &#38; Banknotes</h1>'));
    assert.ok(home.includes('Trusted by 10,000+ collectors across India'));
    const sell = shadowOf(await transform(TEMPLATE, '/sell'));
    assert.ok(sell.includes('<h1 class="frameTitle">Sell Your Coins</h1><p class="intro">Have old coins or banknotes at home?'));
    assert.equal(api.requests.length, 0);
  });

  it('paints the blog’s three newest posts, asking once within the cache time; and its title when the API fails', async () => {
    const posts = [1, 2, 3, 4].map((n) => ({ ...POST, slug: `post-${n}`, title: `Post ${n}`, content: 'word '.repeat(400) }));
    const api = fakeApi({ blog_posts: posts });
    const transform = writer(api);
    const html = await transform(TEMPLATE, '/blog');
    await transform(TEMPLATE, '/blog');
    assert.equal(api.requests.length, 1);
    assert.equal(api.requests[0]!.url.searchParams.get('order'), 'created_at.desc');
    assert.equal(api.requests[0]!.url.searchParams.get('limit'), '3');
    assert.ok(!html.includes('data-server-head'), 'the list keeps the generic head');
    const preload = `<link rel="preload" as="image" href="${POST.cover_image}" fetchpriority="high" />`;
    assert.ok(
      html.indexOf(preload) > 0 && html.indexOf(preload) < html.indexOf('<script'),
      'the first cover is preloaded ahead of the scripts',
    );
    assert.ok(shadowOf(html).includes('<p class="meta">March 15, 2024 · 2 min read</p>'));
    const failing = writer({ fetchImpl: async () => Response.json({ message: 'boom' }, { status: 500 }) });
    const title = shadowOf(await failing(TEMPLATE, '/blog'));
    assert.ok(title.includes('<h1 class="frameTitle">Numismatic Insights</h1>'));
    assert.ok(title.includes('<ul class="cards"></ul>'));
  });

  it('paints a listing’s first photo at the gallery’s size (the preloaded one), its name and price', async () => {
    const transform = writer(fakeApi());
    const html = await transform(TEMPLATE, '/mughal-akbar-rupee');
    const preload = html.match(/<link rel="preload" as="image" href="([^"]+)"/)![1];
    const picture = shadowOf(html);
    assert.ok(picture.includes(`<img class="photo" src="${preload}"`));
    assert.ok(picture.includes('<p class="price">₹12,500</p>'));
    assert.ok(picture.includes('<p class="category">Mughal Empire</p>'));
  });

  it('paints a post’s cover and title', async () => {
    const transform = writer(fakeApi());
    const picture = shadowOf(await transform(TEMPLATE, '/blog/the-1911-pig-rupee'));
    assert.ok(picture.includes('<img class="cover" src="/images/pig-rupee.jpg"'));
    assert.ok(picture.includes('<h1 class="postTitle">The 1911 Pig Rupee</h1>'));
  });

  it('is left out with firstView: false, the head staying', async () => {
    const transform = writer({ firstView: false, ...fakeApi() });
    assert.equal(await transform(TEMPLATE, '/'), TEMPLATE);
    const listing = await transform(TEMPLATE, '/mughal-akbar-rupee');
    assert.ok(listing.includes('data-server-head'));
    assert.ok(!listing.includes('first-view'));
  });
});

describe('the home page’s first view, baked into the build for a static host', () => {
  it('is written into the built index.html by bakeIndexHtml, and refused on a template it does not know', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sikka-bake-'));
    try {
      writeFileSync(join(dist, 'index.html'), TEMPLATE);
      await bakeIndexHtml(dist, Promise.resolve(builders));
      const html = readFileSync(join(dist, 'index.html'), 'utf8');
      assert.ok(html.includes('<div id="first-view" hidden><template shadowrootmode="closed">'));
      assert.ok(html.includes('<h1 class="heroTitle">Rare Indian Coins &#38; Banknotes</h1>'));
      writeFileSync(join(dist, 'index.html'), '<html><body><div id="app"></div></body></html>');
      await assert.rejects(bakeIndexHtml(dist, Promise.resolve(builders)), /not the page template the first view knows/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('gives way to the server’s own: one first view on /, none where the server paints none', async () => {
    const baked = bakeHomeView(TEMPLATE, builders.firstView);
    const transform = writer(fakeApi());
    const home = await transform(baked, '/');
    assert.equal(home, await transform(TEMPLATE, '/'));
    assert.equal(home.match(/<div id="first-view"/g)!.length, 1);
    assert.ok(!home.includes('data-first-view-home'));
    assert.equal(await transform(baked, '/collections'), TEMPLATE);
    assert.equal(await transform(baked, '/no-such-coin'), TEMPLATE);
    const listing = await transform(baked, '/mughal-akbar-rupee');
    assert.equal(listing.match(/<div id="first-view"/g)!.length, 1);
    assert.ok(listing.includes('<h1 class="name">'));
  });

  it('stays when the builders cannot load: the server then serves what a static host would', async () => {
    const baked = bakeHomeView(TEMPLATE, builders.firstView);
    const unloaded = writer({ builders: Promise.reject(new Error('no builders')) });
    assert.equal(await unloaded(baked, '/sell'), baked);
  });
});

describe('the head of a blog post, written by the server', () => {
  it('carries the post’s tags, an absolute og:image and schema.org Article JSON-LD', async () => {
    const transform = writer(fakeApi());
    const html = await transform(TEMPLATE, '/blog/the-1911-pig-rupee');
    assert.match(html, /<title data-server-head data-generic-content="[^"]+">The 1911 Pig Rupee \| Sikka<\/title>/);
    // The template's description rides along for the client to put back when the visitor moves on.
    assert.match(html, /<meta name="description" content="Why the 1911[^"]*" data-server-head data-generic-content="[^"]+" \/>/);
    assert.equal(metaContent(html, 'property', 'og:type'), 'article');
    assert.equal(metaContent(html, 'property', 'og:image'), 'http://localhost:3000/images/pig-rupee.jpg');
    assert.equal(metaContent(html, 'name', 'description'), POST.meta_description);
    const data = jsonLd(html);
    assert.equal(data['@type'], 'Article');
    assert.equal(data.headline, POST.title);
    assert.equal(data.datePublished, POST.created_at);
  });
});

describe('the generic page, whenever there is no head to write', () => {
  it('serves index.html unchanged for an unknown slug', async () => {
    const transform = writer(fakeApi());
    assert.equal(await transform(TEMPLATE, '/no-such-coin'), TEMPLATE);
    assert.equal(await transform(TEMPLATE, '/blog/no-such-post'), TEMPLATE);
  });

  it('never asks the API for the shop’s other pages, nor paints them', async () => {
    const api = fakeApi();
    const transform = writer(api);
    for (const path of ['/privacy-policy', '/collections', '/admin', '/admin/orders', '/edit/1', '/a/b/c']) {
      assert.equal(await transform(TEMPLATE, path), TEMPLATE, path);
    }
    assert.equal(api.requests.length, 0);
  });

  it('serves index.html unchanged when the backend is down (a closed port)', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const transform = writer({ backend: { url: `http://127.0.0.1:${port}`, key: 'anon-key' } });
    const started = Date.now();
    assert.equal(await transform(TEMPLATE, '/mughal-akbar-rupee'), TEMPLATE);
    assert.ok(Date.now() - started < 2000, 'refused at once, not after the time limit');
  });

  it('serves index.html unchanged when the API answers an error, or the builders cannot load', async () => {
    const failing = writer({ fetchImpl: async () => Response.json({ message: 'boom' }, { status: 500 }) });
    assert.equal(await failing(TEMPLATE, '/mughal-akbar-rupee'), TEMPLATE);
    const unloaded = writer({ builders: Promise.reject(new Error('no builders')) });
    assert.equal(await unloaded(TEMPLATE, '/mughal-akbar-rupee'), TEMPLATE);
  });
});

describe('the brief cache', () => {
  it('keeps a row for its time, a failure for a shorter one, and shares one request', async () => {
    let clock = 0;
    let loads = 0;
    const cached = briefCache({ ttlMs: 60_000, failureTtlMs: 5_000, now: () => clock });
    const load = async () => {
      loads++;
      return { slug: 'x' };
    };
    await Promise.all([cached('a', load), cached('a', load)]);
    clock = 59_000;
    await cached('a', load);
    assert.equal(loads, 1);
    clock = 61_000;
    await cached('a', load);
    assert.equal(loads, 2);
    const fail = async () => {
      loads++;
      throw new Error('down');
    };
    assert.ok((await cached('b', fail)).error);
    clock += 4_000;
    await cached('b', fail);
    assert.equal(loads, 3);
    clock += 2_000;
    await cached('b', fail);
    assert.equal(loads, 4);
  });
});

describe('serveStatic with transformHtml', () => {
  let dist: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'page-head-'));
    writeFileSync(join(dist, 'index.html'), TEMPLATE);
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
    const transformHtml = (html: string, pathname: string) => {
      if (pathname === '/broken') throw new Error('transformer bug');
      return html.replace('</head>', `<meta name="path" content="${pathname}" /></head>`);
    };
    server = await serveStatic({ root: dist, port: 0, host: '127.0.0.1', spa: true, transformHtml });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    server.closeAllConnections();
    rmSync(dist, { recursive: true, force: true });
  });

  it('rewrites the SPA fallback, gzipped when asked, and revalidated', async () => {
    const plain = await fetch(`${base}/some-coin`, { headers: { 'Accept-Encoding': 'identity' } });
    assert.equal(plain.headers.get('cache-control'), 'no-cache');
    assert.match(await plain.text(), /<meta name="path" content="\/some-coin" \/>/);
    // Node's http.get: fetch() would decode the body and hide the encoding.
    const zipped = await new Promise<IncomingMessage>((resolve) =>
      get(`${base}/some-coin`, { headers: { 'accept-encoding': 'gzip' } }, resolve),
    );
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    const chunks: Buffer[] = [];
    for await (const chunk of zipped) chunks.push(chunk);
    assert.match(gunzipSync(Buffer.concat(chunks)).toString(), /content="\/some-coin"/);
  });

  it('rewrites the home page too: it is index.html itself', async () => {
    assert.match(await (await fetch(`${base}/`)).text(), /<meta name="path" content="\/" \/>/);
  });

  it('serves index.html as built when the transformer fails, and files as they are', async () => {
    const broken = await fetch(`${base}/broken`);
    assert.equal(broken.status, 200);
    assert.equal(await broken.text(), TEMPLATE);
    assert.equal(await (await fetch(`${base}/robots.txt`)).text(), 'User-agent: *\n');
  });
});
