import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, it } from 'vitest';
import { routeAt } from '../src/routeTable';
import { auctionEntries, privatePathRules, publicPages, robotsTxt, rssXml, seoFiles, sitemapXml } from './seo';

const posts = [
  { title: 'Coins & <Crowns>', slug: 'coins-and-crowns', excerpt: 'The "best" rupees', created_at: '2024-03-20T08:00:00Z' },
  {
    title: 'The 1911 Pig Rupee',
    slug: 'the-1911-pig-rupee',
    excerpt: 'Withdrawn within months.',
    created_at: '2024-03-15T10:30:00Z',
  },
];

describe('the blog RSS feed', () => {
  const feed = rssXml('https://sikka.example', posts);

  it('lists every post in the order given (newest first), linking to /blog/{slug}', () => {
    const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    assert.deepEqual(links, ['https://sikka.example/blog/coins-and-crowns', 'https://sikka.example/blog/the-1911-pig-rupee']);
  });

  it('escapes titles and excerpts, so a post cannot break the XML', () => {
    assert.match(feed, /<title>Coins &#38; &#60;Crowns&#62;<\/title>/);
    assert.match(feed, /<description>The &#34;best&#34; rupees<\/description>/);
    assert.doesNotMatch(feed, /<Crowns>/);
  });

  it('dates items in RFC 822 form and points at itself', () => {
    assert.match(feed, /<pubDate>Fri, 15 Mar 2024 10:30:00 GMT<\/pubDate>/);
    assert.match(feed, /<lastBuildDate>Wed, 20 Mar 2024 08:00:00 GMT<\/lastBuildDate>/);
    assert.match(feed, /<atom:link href="https:\/\/sikka.example\/blog\/rss.xml" rel="self"/);
  });

  it('is a valid empty channel when there are no posts', () => {
    const empty = rssXml('https://sikka.example', []);
    assert.doesNotMatch(empty, /<item>/);
    assert.match(empty, /<channel>[\s\S]*<\/channel>/);
  });
});

const auction = {
  slug: 'victorian-silver',
  created_at: '2026-11-20T09:00:00Z',
  lots: [
    { lot_number: 2, status: 'open', updated_at: '2026-11-28T18:45:00Z' },
    { lot_number: 3, status: 'cancelled', updated_at: '2026-11-27T10:00:00Z' },
    { lot_number: 1, status: 'sold', updated_at: '2026-11-29T04:10:00Z' },
  ],
};

// A stand-in API on a free port, answering each table's read as PostgREST would; it keeps the queries.
let api: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve())));
async function fakeApi(tables: Record<string, unknown[]>, asked: string[] = []) {
  api = createServer((req, res) => {
    const url = new URL(req.url ?? '', 'http://api.invalid');
    asked.push(`${url.pathname}?${url.searchParams}`);
    const body = tables[url.pathname.replace('/rest/v1/', '')];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body ?? { message: 'no such table' }));
  });
  await new Promise<void>((resolve) => api!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
}

describe('the sitemap', () => {
  it('lists blog posts with their date', () => {
    const xml = sitemapXml('https://sikka.example', [{ path: '/blog/the-1911-pig-rupee', lastmod: '2024-03-15T10:30:00Z' }]);
    assert.match(xml, /<url><loc>https:\/\/sikka.example\/blog\/the-1911-pig-rupee<\/loc><lastmod>2024-03-15<\/lastmod><\/url>/);
  });

  it('lists an auction dated when it was made, and its lots in order dated by their last change, but no withdrawn lot', () => {
    assert.deepEqual(auctionEntries(auction), [
      { path: '/auctions/victorian-silver', lastmod: '2026-11-20T09:00:00Z' },
      { path: '/auctions/victorian-silver/lot/1', lastmod: '2026-11-29T04:10:00Z' },
      { path: '/auctions/victorian-silver/lot/2', lastmod: '2026-11-28T18:45:00Z' },
    ]);
    // Each address is the auction remote's page in the one route table, not a listing's /{slug}.
    const pages = auctionEntries(auction).map(({ path }) => {
      const route = routeAt(path)?.route;
      return route && 'remote' in route ? route.remote : null;
    });
    assert.deepEqual(pages, ['auction/AuctionPage', 'auction/LotPage', 'auction/LotPage']);
  });

  it('reads the published auctions only (scheduled or closed) and writes them after the listings and posts', async () => {
    const asked: string[] = [];
    const url = await fakeApi(
      {
        collectibles: [{ slug: 'kushan-gold-dinar', created_at: '2026-11-01T00:00:00Z' }],
        blog_posts: [{ slug: 'the-1911-pig-rupee', created_at: '2024-03-15T10:30:00Z' }],
        auctions: [auction],
      },
      asked,
    );
    const sitemap = await seoFiles({ origin: 'https://sikka.example', backend: { url, key: 'anon' } })['/sitemap.xml']!();
    assert.equal(sitemap.status, 200);
    const urls = [...sitemap.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [m[1], m[2]]);
    assert.deepEqual(urls.slice(-5), [
      ['https://sikka.example/kushan-gold-dinar', '2026-11-01'],
      ['https://sikka.example/blog/the-1911-pig-rupee', '2024-03-15'],
      ['https://sikka.example/auctions/victorian-silver', '2026-11-20'],
      ['https://sikka.example/auctions/victorian-silver/lot/1', '2026-11-29'],
      ['https://sikka.example/auctions/victorian-silver/lot/2', '2026-11-28'],
    ]);
    assert.ok(urls.some(([loc, lastmod]) => loc === 'https://sikka.example/auctions' && lastmod === undefined));
    const auctionsQuery = new URLSearchParams(asked.find((query) => query.startsWith('/rest/v1/auctions?'))!.split('?')[1]);
    assert.equal(auctionsQuery.get('status'), 'in.(scheduled,closed)');
    assert.match(auctionsQuery.get('select') ?? '', /auction_lots\(lot_number,status,updated_at\)/);
  });

  it('answers 503 rather than a sitemap without the auctions when they cannot be read', async () => {
    const url = await fakeApi({ collectibles: [], blog_posts: [] });
    const sitemap = await seoFiles({ origin: 'https://sikka.example', backend: { url, key: 'anon' } })['/sitemap.xml']!();
    assert.equal(sitemap.status, 503);
  });
});

describe('robots.txt', () => {
  it('points at the sitemap of the configured origin and keeps crawlers out of the back office', () => {
    const robots = robotsTxt('https://sikka.example');
    assert.match(robots, /^Sitemap: https:\/\/sikka.example\/sitemap.xml$/m);
    assert.match(robots, /^Disallow: \/admin\/$/m);
  });
});

describe('the crawler files read the one route table', () => {
  it('lists each public page once, at its first address, and no back-office, personal, redirect or slug route', () => {
    assert.deepEqual(publicPages(), [
      '/',
      '/sell',
      '/blog',
      '/auctions',
      '/verify',
      '/privacy-policy',
      '/terms-conditions',
      '/return-policy',
      '/shipping-policy',
    ]);
  });

  it('keeps crawlers out of every back-office route, folders as folders and single addresses exactly', () => {
    assert.deepEqual(privatePathRules(), ['/admin/', '/upload$', '/bulk-upload$', '/edit/']);
    const grown = privatePathRules([
      { path: '/admin/reports', remote: 'admin/AdminApp', backOffice: true },
      // A back-office screen another remote serves is the back office all the same (issue 47).
      { path: '/invoices', remote: 'auction/AuctionAdminApp', backOffice: true },
    ]);
    assert.deepEqual(grown, ['/admin/', '/invoices$']);
  });
});
