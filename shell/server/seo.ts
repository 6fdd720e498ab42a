/**
 * /sitemap.xml, /robots.txt and the blog's RSS feed (/blog/rss.xml) of the shop's origin: the public
 * pages of spec §2 plus every listing (/{slug}), blog post (/blog/{slug}), published auction
 * (/auctions/{slug}) and its lots (/auctions/{slug}/lot/{number}), read from the API the shop talks to,
 * under the site's configured origin (site.ts).
 */
import { isBackOffice, ROUTE_TABLE, type RouteTarget } from '../src/routeTable';
import type { Site } from './site';

const target = (route: RouteTarget) => ('remote' in route ? route.remote : 'page' in route ? route.page : null);

/**
 * The shop's public pages of fixed address, from the route table: each page once, at its first path
 * (/collections shows the home page, which is /), never a redirect, a slug or the back office.
 */
export function publicPages(table: readonly RouteTarget[] = ROUTE_TABLE): string[] {
  const seen = new Set<string>();
  const pages: string[] = [];
  for (const route of table) {
    const shows = target(route);
    if (!shows || isBackOffice(route) || ('personal' in route && route.personal) || /[:*]/.test(route.path) || seen.has(shows))
      continue;
    seen.add(shows);
    pages.push(route.path);
  }
  return pages;
}

/**
 * robots.txt rules keeping crawlers out of the back office's routes of the table: a folder (/admin/,
 * /edit/) or one address. '$' ends a rule (Google, Bing): a listing slug such as upload-day-coin stays
 * crawlable.
 */
export function privatePathRules(table: readonly RouteTarget[] = ROUTE_TABLE): string[] {
  const rules = table.filter(isBackOffice).map((route) => {
    const [first, ...rest] = route.path.split('/').filter(Boolean);
    return rest.length > 0 ? `/${first}/` : `/${first}$`;
  });
  return [...new Set(rules)];
}

const PUBLIC_PAGES = publicPages();
const PRIVATE_PATHS = privatePathRules();

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const BLOG_FEED = {
  title: 'Numismatic Insights | Sikka',
  description: 'Guides, history and collecting advice on rare Indian coins and banknotes, from the numismatists at Sikka.',
};

export interface FeedPost {
  title: string;
  slug: string;
  excerpt: string;
  created_at: string;
}

/** RSS 2.0 of the blog, newest first: each item links to /blog/{slug} with the post's excerpt. */
export function rssXml(origin: string, posts: readonly FeedPost[]): string {
  const items = posts.map((post) => {
    const link = escapeXml(`${origin}/blog/${encodeURIComponent(post.slug)}`);
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <pubDate>${new Date(post.created_at).toUTCString()}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0] ? `\n    <lastBuildDate>${new Date(posts[0].created_at).toUTCString()}</lastBuildDate>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(BLOG_FEED.title)}</title>
    <link>${escapeXml(`${origin}/blog`)}</link>
    <description>${escapeXml(BLOG_FEED.description)}</description>
    <language>en-in</language>
    <atom:link href="${escapeXml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>${newest}
${items.join('\n')}
  </channel>
</rss>
`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

async function rows<Row>(backend: Site['backend'], table: string, columns = 'slug,created_at', filter = ''): Promise<Row[]> {
  const query = `select=${columns}${filter ? `&${filter}` : ''}&order=created_at.desc`;
  const response = await fetch(`${backend.url.replace(/\/$/, '')}/rest/v1/${table}?${query}`, {
    headers: { apikey: backend.key, Authorization: `Bearer ${backend.key}` },
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`${table}: HTTP ${response.status}`);
  return (await response.json()) as Row[];
}

/** A published auction with its lots, as the sitemap reads them (AUCTIONS_QUERY). */
export interface SitemapAuction {
  slug: string;
  created_at: string;
  lots: { lot_number: number; status: string; updated_at: string }[];
}

/**
 * The auctions visitors can browse: scheduled or closed (a draft is the back office's; a cancelled one
 * stays readable at its address for whoever holds a link, but is not offered to crawlers).
 */
const AUCTIONS_QUERY = {
  columns: 'slug,created_at,lots:auction_lots(lot_number,status,updated_at)',
  filter: 'status=in.(scheduled,closed)',
};

/**
 * An auction's sitemap entries: its page, dated when it was made, and each lot's page but a withdrawn
 * one (its piece is back in the shop at its own address), dated by the lot's last change (a bid, the close).
 */
export function auctionEntries(auction: SitemapAuction): SitemapEntry[] {
  const path = `/auctions/${encodeURIComponent(auction.slug)}`;
  const lots = auction.lots
    .filter((lot) => lot.status !== 'cancelled')
    .sort((a, b) => a.lot_number - b.lot_number)
    .map((lot) => ({ path: `${path}/lot/${lot.lot_number}`, lastmod: lot.updated_at }));
  return [{ path, lastmod: auction.created_at }, ...lots];
}

/** A generated file: its name (for its type and caching), status and body. */
export interface Generated {
  status: number;
  fileName: string;
  body: string;
}

type Row = { slug: string; created_at: string };

/** The crawler files of the shop, by path. */
export function seoFiles(site: Pick<Site, 'origin' | 'backend'>): Record<string, () => Promise<Generated>> {
  const { origin, backend } = site;
  return {
    '/robots.txt': async () => ({ status: 200, fileName: 'robots.txt', body: robotsTxt(origin) }),
    '/sitemap.xml': async () => {
      try {
        const [listings, posts, auctions] = await Promise.all([
          rows<Row>(backend, 'collectibles'),
          rows<Row>(backend, 'blog_posts'),
          rows<SitemapAuction>(backend, 'auctions', AUCTIONS_QUERY.columns, AUCTIONS_QUERY.filter),
        ]);
        const entries = [
          ...PUBLIC_PAGES.map((path) => ({ path })),
          ...listings.map((row) => ({ path: `/${encodeURIComponent(row.slug)}`, lastmod: row.created_at })),
          ...posts.map((row) => ({ path: `/blog/${encodeURIComponent(row.slug)}`, lastmod: row.created_at })),
          ...auctions.flatMap(auctionEntries),
        ];
        return { status: 200, fileName: 'sitemap.xml', body: sitemapXml(origin, entries) };
      } catch (error) {
        // A sitemap without the listings would tell crawlers they are gone: ask them to come back instead.
        console.error(`sitemap.xml: the backend did not answer (${(error as Error).message})`);
        const body = '<?xml version="1.0" encoding="UTF-8"?>\n<error>The catalogue is unavailable; try again later.</error>\n';
        return { status: 503, fileName: 'sitemap.xml', body };
      }
    },
    '/blog/rss.xml': async () => {
      try {
        const posts = await rows<FeedPost>(backend, 'blog_posts', 'title,slug,excerpt,created_at');
        return { status: 200, fileName: 'rss.xml', body: rssXml(origin, posts) };
      } catch (error) {
        // An empty feed would make readers drop every post: ask them to come back instead.
        console.error(`blog/rss.xml: the backend did not answer (${(error as Error).message})`);
        const body = '<?xml version="1.0" encoding="UTF-8"?>\n<error>The blog is unavailable; try again later.</error>\n';
        return { status: 503, fileName: 'rss.xml', body };
      }
    },
  };
}
