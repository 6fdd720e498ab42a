/**
 * /sitemap.xml and /robots.txt for the shop's production server (the shell's origin): the public
 * pages of spec §2 plus every listing (/{slug}) and blog post (/blog/{slug}), read from the backend
 * the shell itself talks to (its dist/config.json, else the local Supabase on :54321).
 * SIKKA_SITE_URL sets the public origin written into both files; without it, the request's Host.
 */
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
  const urls = entries.map(({ path, lastmod }) =>
    `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin) {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
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

async function rows(backend, table) {
  const response = await fetch(`${backend.url}/rest/v1/${table}?select=slug,created_at&order=created_at.desc`, {
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
        sendText(req, res, 503, 'sitemap.xml', '<?xml version="1.0" encoding="UTF-8"?>\n<error>The catalogue is unavailable; try again later.</error>\n');
      }
    },
  };
}
