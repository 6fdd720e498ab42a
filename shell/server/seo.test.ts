import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { privatePathRules, publicPages, robotsTxt, rssXml, sitemapXml } from './seo';

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

describe('the sitemap', () => {
  it('lists blog posts with their date', () => {
    const xml = sitemapXml('https://sikka.example', [{ path: '/blog/the-1911-pig-rupee', lastmod: '2024-03-15T10:30:00Z' }]);
    assert.match(xml, /<url><loc>https:\/\/sikka.example\/blog\/the-1911-pig-rupee<\/loc><lastmod>2024-03-15<\/lastmod><\/url>/);
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
