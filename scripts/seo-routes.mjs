/**
 * /sitemap.xml, /robots.txt and the blog's RSS feed (/blog/rss.xml) for the shop's production server (the shell's origin): the public
 * pages of spec §2 plus every listing (/{slug}) and blog post (/blog/{slug}), read from the backend
 * the shell itself talks to (its dist/config.json, else the local Supabase on :54321).
 * SIKKA_SITE_URL sets the public origin written into both files; without it, the request's Host.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sendText } from './serve-static.mjs';

/** The Supabase CLI's well-known local anon key (public by design), as in shared/src/supabase/runtimeConfig.ts. */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const PUBLIC_PAGES = ['/', '/sell', '/blog', '/privacy-policy', '/terms-conditions', '/return-policy', '/shipping-policy'];
// '$' ends a rule (Google, Bing): a listing slug such as upload-day-coin stays crawlable.
const PRIVATE_PATHS = ['/admin/', '/upload$', '/bulk-upload$', '/edit/'];

const escapeXml = (text) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** @param {string} origin @param {Array<{ path: string, lastmod?: string }>} entries */
export function sitemapXml(origin, entries) {
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

/**
 * RSS 2.0 of the blog, newest first: each item links to /blog/{slug} with the post's excerpt.
 * @param {string} origin @param {Array<{ title: string, slug: string, excerpt: string, created_at: string }>} posts
 */
export function rssXml(origin, posts) {
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

export function robotsTxt(origin) {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

async function backendOf(shellDist) {
  try {
    const config = JSON.parse(await readFile(join(shellDist, 'config.json'), 'utf8'));
    if (config.supabaseUrl && config.supabaseAnonKey) return { url: config.supabaseUrl, key: config.supabaseAnonKey };
  } catch {
    // no config.json: the local default, like the apps themselves
  }
  return { url: 'http://127.0.0.1:54321', key: LOCAL_ANON_KEY };
}

async function rows(backend, table, columns = 'slug,created_at') {
  const response = await fetch(`${backend.url}/rest/v1/${table}?select=${columns}&order=created_at.desc`, {
    headers: { apikey: backend.key, Authorization: `Bearer ${backend.key}` },
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`${table}: HTTP ${response.status}`);
  return response.json();
}

/** serveStatic `routes` for the shell's server. */
export function seoRoutes(shellDist) {
  const originOf = (req) => (process.env.SIKKA_SITE_URL ?? `http://${req.headers.host ?? 'localhost'}`).replace(/\/$/, '');
  return {
    '/robots.txt': (req, res) => sendText(req, res, 200, 'robots.txt', robotsTxt(originOf(req))),
    '/sitemap.xml': async (req, res) => {
      try {
        const backend = await backendOf(shellDist);
        const [listings, posts] = await Promise.all([rows(backend, 'collectibles'), rows(backend, 'blog_posts')]);
        const entries = [
          ...PUBLIC_PAGES.map((path) => ({ path })),
          ...listings.map((row) => ({ path: `/${encodeURIComponent(row.slug)}`, lastmod: row.created_at })),
          ...posts.map((row) => ({ path: `/blog/${encodeURIComponent(row.slug)}`, lastmod: row.created_at })),
        ];
        sendText(req, res, 200, 'sitemap.xml', sitemapXml(originOf(req), entries));
      } catch (error) {
        // A sitemap without the listings would tell crawlers they are gone: ask them to come back instead.
        console.error(`sitemap.xml: the backend did not answer (${error.message})`);
        sendText(
          req,
          res,
          503,
          'sitemap.xml',
          '<?xml version="1.0" encoding="UTF-8"?>\n<error>The catalogue is unavailable; try again later.</error>\n',
        );
      }
    },
    '/blog/rss.xml': async (req, res) => {
      try {
        const posts = await rows(await backendOf(shellDist), 'blog_posts', 'title,slug,excerpt,created_at');
        sendText(req, res, 200, 'rss.xml', rssXml(originOf(req), posts));
      } catch (error) {
        // An empty feed would make readers drop every post: ask them to come back instead.
        console.error(`blog/rss.xml: the backend did not answer (${error.message})`);
        sendText(
          req,
          res,
          503,
          'rss.xml',
          '<?xml version="1.0" encoding="UTF-8"?>\n<error>The blog is unavailable; try again later.</error>\n',
        );
      }
    },
    // Without a deployed config.json the apps use the local Supabase on :54321 of the page's host; say
    // so in a config.json rather than answer 404 (a console error on every page). A config.json
    // put into dist/ is a file and is served as it is.
    ...(existsSync(join(shellDist, 'config.json'))
      ? {}
      : {
          '/config.json': (req, res) => {
            const hostname = new URL(`http://${req.headers.host ?? 'localhost'}`).hostname;
            const config = { supabaseUrl: `http://${hostname}:54321`, supabaseAnonKey: LOCAL_ANON_KEY };
            sendText(req, res, 200, 'config.json', `${JSON.stringify(config)}\n`);
          },
        }),
  };
}
