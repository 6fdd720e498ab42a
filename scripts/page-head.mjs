/**
 * Link previews without JavaScript. WhatsApp, Facebook, Slack and search snippets read the HTML of a
 * shared link and run no script, so the shell's server writes the page's own head into index.html for
 * a listing (/{slug}) and a blog post (/blog/{slug}): <title>, meta description, Open Graph / Twitter
 * tags, canonical link, schema.org JSON-LD and a preload of the main image.
 *
 * The tags come from the very builders the pages run in the browser (catalog-mfe and blog-mfe
 * src/model/seo.ts, the shell's route table, the domain's select and image rules), imported through
 * tsx as supabase/local imports its TypeScript, over the row the Supabase REST API gives the anon key.
 * Rows are cached briefly. An unknown slug, a backend that is down, slow or refusing, or builders that
 * cannot load all give the generic index.html: never an error page.
 *
 * Every element written here carries `data-server-head`, so the client can take them over.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bakeHomeView, escapeHtml, firstViewMarkup, injectFirstView, withoutBakedView } from './first-view.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_HEAD = 'data-server-head';
/** The template's value a server tag replaced (title, description), for the client to put back. */
export const GENERIC_CONTENT = 'data-generic-content';

/**
 * Imports TypeScript modules of the workspace, all in one module graph (one copy of each). tsx is
 * supabase/local's runtime loader (its bin runs through it); the root package does not declare it,
 * so it is found through that package.
 */
async function typeScriptImporter() {
  const tsxPackage = createRequire(join(ROOT, 'supabase/local/package.json')).resolve('tsx/package.json');
  const { exports } = JSON.parse(await readFile(tsxPackage, 'utf8'));
  const { register } = await import(pathToFileURL(join(tsxPackage, '..', exports['./esm/api'].import.default)).href);
  const scope = register({ namespace: 'sikka-page-head' });
  return (path) => scope.import(pathToFileURL(join(ROOT, path)).href, import.meta.url);
}

/** The page kinds that get a head of their own, keyed by the remote module the route table names. */
function pageKinds({ listingSeo, postSeo, collectibles }) {
  // The gallery's first photo, at the size the gallery asks for (Gallery.tsx).
  const galleryImage = collectibles.listingMainImage;
  return {
    'catalog/ListingPage': {
      table: 'collectibles',
      select: collectibles.LISTING_SELECT,
      path: (slug) => `/${slug}`,
      head: (listing, pageUrl) => ({
        title: listingSeo.pageTitle(listing.name),
        tags: listingSeo.listingMetaTags(listing, pageUrl),
        jsonLd: listingSeo.productJsonLd(listing, pageUrl),
        image: galleryImage(listing),
      }),
      firstView: (listing) => ({ kind: 'listing', data: { ...listing, image: galleryImage(listing) } }),
    },
    'blog/BlogPostPage': {
      table: 'blog_posts',
      select: '*',
      path: (slug) => `/blog/${slug}`,
      head: (post, pageUrl) => ({
        title: postSeo.pageTitle(post.title),
        tags: postSeo.blogPostMetaTags(post, pageUrl),
        jsonLd: postSeo.articleJsonLd(post, pageUrl),
        image: post.cover_image,
      }),
      firstView: (post) => ({ kind: 'post', data: post }),
    },
  };
}

/**
 * The builders, from the sources the browser runs. `pageAt(pathname)` names the page a path shows
 * ({ kind, slug }) or null; `kinds` says how to read its row and build its head.
 */
export async function loadPageBuilders(importer = typeScriptImporter()) {
  const importTs = await importer;
  const [routes, listingSeo, postSeo, collectibles, runtimeConfig, chrome, hero, sell, format, blogRules, coinMark, tokensCss] =
    await Promise.all([
      importTs('shell/src/routeTable.ts'),
      importTs('catalog-mfe/src/model/seo.ts'),
      importTs('blog-mfe/src/model/seo.ts'),
      importTs('shared/src/domain/collectibles/index.ts'),
      importTs('shared/src/supabase/runtimeConfig.ts'),
      importTs('shell/src/layout/chromeCopy.ts'),
      importTs('catalog-mfe/src/model/heroCopy.ts'),
      importTs('sell-mfe/src/model/sellContent.ts'),
      importTs('shared/src/format/index.ts'),
      importTs('shared/src/domain/blogPosts/rules.ts'),
      importTs('shared/src/components/Logo/coinMark.ts'),
      readFile(join(ROOT, 'shared/src/tokens/tokens.css'), 'utf8'),
    ]);
  const kinds = pageKinds({ listingSeo, postSeo, collectibles });
  /** The words of the first view (first-view.mjs), from the modules the pages render them from. */
  const copy = {
    trustBanner: chrome.TRUST_BANNER,
    coinMarkSvg: coinMark.COIN_MARK_SVG,
    hero: hero.HERO_COPY,
    sellIntro: sell.SELL_INTRO,
    blogTitle: postSeo.BLOG_TITLE,
    blogLead: postSeo.BLOG_LEAD,
    formatInr: format.formatInr,
    postMeta: (post) => `${format.formatDate(post.created_at)} · ${blogRules.readingTimeLabel(post.content ?? '')}`,
  };
  return {
    kinds,
    runtimeConfig,
    firstView: { copy, tokensCss },
    /** The first view a path shows without a row of its own ('home', 'sell', 'blogList'), or null. */
    firstViewAt(pathname) {
      if (pathname === '/') return 'home';
      const kind = routes.remoteModuleAt(routes.ROUTE_TABLE, pathname);
      return { 'sell/SellPage': 'sell', 'blog/BlogListPage': 'blogList' }[kind] ?? null;
    },
    pageAt(pathname) {
      const kind = routes.remoteModuleAt(routes.ROUTE_TABLE, pathname);
      if (!kind || !kinds[kind]) return null;
      const segment = pathname.split('/').filter(Boolean).at(-1) ?? '';
      let slug;
      try {
        slug = decodeURIComponent(segment);
      } catch {
        return null; // a malformed escape names no row
      }
      return slug && slug.length <= 200 ? { kind, slug } : null;
    },
  };
}

/** The API the shell's own pages talk to: its dist/config.json, else the local Supabase (as seo-routes.mjs). */
export async function backendOf(shellDist, runtimeConfig) {
  try {
    const config = runtimeConfig.parseRuntimeConfig(JSON.parse(await readFile(join(shellDist, 'config.json'), 'utf8')));
    return { url: config.supabaseUrl, key: config.supabaseAnonKey };
  } catch {
    const local = runtimeConfig.defaultRuntimeConfig('127.0.0.1');
    return { url: local.supabaseUrl, key: local.supabaseAnonKey };
  }
}

/** One row by slug through PostgREST, or null when there is none. Throws when the API does not answer well. */
export async function fetchRow(backend, kind, slug, { fetchImpl = fetch, timeoutMs = 2000 } = {}) {
  const select = encodeURIComponent(kind.select.replace(/\s+/g, ''));
  const url = `${backend.url.replace(/\/$/, '')}/rest/v1/${kind.table}?select=${select}&slug=eq.${encodeURIComponent(slug)}&limit=1`;
  const response = await fetchImpl(url, {
    headers: { apikey: backend.key, Authorization: `Bearer ${backend.key}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${kind.table}: HTTP ${response.status}`);
  const rows = await response.json();
  return Array.isArray(rows) ? (rows[0] ?? null) : null;
}

/** JSON for a <script type="application/ld+json">: `<` escaped, so shop text can never close the element. */
export const jsonLdText = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head elements of one page (its title aside), each marked as the server's. */
export function headElements(head, pageUrl) {
  const absolute = (url) => new URL(url, pageUrl).href;
  const elements = head.tags
    .filter((tag) => tag.content !== null && tag.content !== undefined && tag.content !== '')
    .map((tag) => {
      // Previews need absolute image URLs; the API gives absolute ones, a relative one is the site's.
      const content = /^(og|twitter):image$/.test(tag.id) ? absolute(tag.content) : tag.content;
      const key = tag.key === 'property' ? 'property' : 'name';
      return `<meta ${key}="${escapeHtml(tag.id)}" content="${escapeHtml(content)}" ${SERVER_HEAD} />`;
    });
  elements.push(`<link rel="canonical" href="${escapeHtml(pageUrl)}" ${SERVER_HEAD} />`);
  if (head.image)
    elements.push(
      `<link rel="preload" as="image" href="${escapeHtml(absolute(head.image))}" fetchpriority="high" ${SERVER_HEAD} />`,
    );
  elements.push(`<script type="application/ld+json" ${SERVER_HEAD}>${jsonLdText(head.jsonLd)}</script>`);
  return elements;
}

/**
 * index.html with a high-priority preload of the image a phone paints largest (the blog list's first
 * cover), ahead of the page's scripts so it does not queue behind them; the head stays the generic one.
 */
export function preloadImage(html, url) {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const link = `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high" />`;
  const firstFetch = /<(script|link)\b/.exec(html.slice(0, headEnd));
  const at = firstFetch ? firstFetch.index : headEnd;
  return `${html.slice(0, at)}${link}\n    ${html.slice(at)}`;
}

/**
 * index.html with the page's head: its title replaces the generic one and its tags take the place of
 * the template's description (crawlers read the first description they find), ahead of any script.
 */
export function injectHead(html, head, pageUrl) {
  if (!html.includes('</head>')) return html; // not the page template we know
  // The template's title and description ride along (data-generic-content), so the client puts them
  // back when the visitor moves on to a page that sets neither.
  const genericTitle = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
  const generic = (value) => (value === undefined ? '' : ` ${GENERIC_CONTENT}="${value.replaceAll('"', '&quot;')}"`);
  const title = `<title ${SERVER_HEAD}${generic(genericTitle)}>${escapeHtml(head.title)}</title>`;
  const titled = html.replace(/<title>[\s\S]*?<\/title>/, () => title);
  const description = /<meta name="description"[^>]*>/.exec(titled);
  const genericDescription = description ? /content="([^"]*)"/.exec(description[0])?.[1] : undefined;
  const elements = headElements(head, pageUrl).map((element) =>
    element.startsWith('<meta name="description"') ? element.replace(' />', `${generic(genericDescription)} />`) : element,
  );
  const block = [...(titled === html ? [title] : []), ...elements].join('\n    ');
  if (!description) return titled.replace('</head>', () => `${block}\n  </head>`);
  return titled.slice(0, description.index) + block + titled.slice(description.index + description[0].length);
}

/** Results by key for `ttlMs` (failures for `failureTtlMs`); concurrent asks share one request. */
export function briefCache({ ttlMs, failureTtlMs, maxEntries = 1000, now = Date.now }) {
  const entries = new Map();
  return (key, load) => {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit.result;
    entries.delete(key);
    const entry = { expires: Number.POSITIVE_INFINITY, result: undefined };
    entry.result = load().then(
      (row) => {
        entry.expires = now() + ttlMs;
        return { row };
      },
      (error) => {
        entry.expires = now() + failureTtlMs;
        return { error };
      },
    );
    entries.set(key, entry);
    // Oldest first: a crawler walking many slugs cannot grow the cache without bound.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
    return entry.result;
  };
}

const HOST = /^[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/i;

/** The page's public origin: SIKKA_SITE_URL when set (production), else the request's Host. */
function originOf(req, siteUrl) {
  if (siteUrl) return siteUrl.replace(/\/$/, '');
  const host = String(req.headers.host ?? '');
  return `http://${HOST.test(host) ? host : 'localhost'}`;
}

/** The newest posts for the blog list's first view, or [] when the API does not answer well. */
export async function fetchNewestPosts(backend, count, { fetchImpl = fetch, timeoutMs = 2000 } = {}) {
  const url = `${backend.url.replace(/\/$/, '')}/rest/v1/blog_posts?select=title,slug,excerpt,cover_image,created_at,content&order=created_at.desc&limit=${count}`;
  const response = await fetchImpl(url, {
    headers: { apikey: backend.key, Authorization: `Bearer ${backend.key}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`blog_posts: HTTP ${response.status}`);
  const rows = await response.json();
  return Array.isArray(rows) ? rows : [];
}

/** How many posts the blog list's first view shows: a row of three on a wide screen (BlogListPage's EAGER_COVERS). */
const FIRST_POSTS = 3;

/**
 * serveStatic's `transformHtml` for the shell: (index.html, request) → the same HTML with the page's
 * head for a listing or a blog post, and the first view of the home page, /sell, /blog, a listing or a
 * post painted in (first-view.mjs); else unchanged. Options (tests, deployments): `backend`
 * ({ url, key }), `builders` (a loadPageBuilders() promise), `siteUrl`, `ttlMs` (60 s),
 * `failureTtlMs` (5 s: a hung backend delays one request per slug, not every one), `timeoutMs`,
 * `fetchImpl`, `firstView` (default true; false serves the head alone, as the app painted everything).
 */
export function pageHeadTransformer(shellDist, options = {}) {
  const {
    siteUrl = process.env.SIKKA_SITE_URL,
    ttlMs = 60_000,
    failureTtlMs = 5_000,
    timeoutMs = 2_000,
    fetchImpl,
    firstView = true,
  } = options;
  const builders = (options.builders ?? loadPageBuilders()).catch((error) => {
    console.error(`[page-head] link previews are off: the page builders did not load (${error.message})`);
    return null;
  });
  const backend = options.backend
    ? Promise.resolve(options.backend)
    : builders.then((b) => b && backendOf(shellDist, b.runtimeConfig));
  const cached = briefCache({ ttlMs, failureTtlMs });
  /** A row (or rows) through the cache; a failure is logged once per failure window and read as { error }. */
  const read = (key, what, load) =>
    cached(key, async () => {
      try {
        return await load(await backend);
      } catch (failure) {
        console.warn(`[page-head] ${what}: the API did not answer (${failure.message}); generic page`);
        throw failure;
      }
    });

  return async function transformHtml(built, req) {
    const pages = await builders;
    if (!pages) return built; // as a static host serves it
    // The build's home view is a static host's; this server paints each page's own.
    const html = withoutBakedView(built);
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const painted = (page, kind, data) =>
      firstView ? injectFirstView(page, firstViewMarkup({ kind, data, ...pages.firstView })) : page;

    const still = pages.firstViewAt(pathname);
    if (still === 'blogList') {
      // The visitor still gets the list's title at once when the posts cannot be read.
      const { row: posts } = firstView
        ? await read('blog list', 'blog_posts', (api) => fetchNewestPosts(api, FIRST_POSTS, { fetchImpl, timeoutMs }))
        : {};
      const cover = posts?.[0]?.cover_image;
      return painted(cover ? preloadImage(html, cover) : html, still, posts ?? []);
    }
    if (still) return painted(html, still, null);

    const page = pages.pageAt(pathname);
    if (!page) return html;
    const kind = pages.kinds[page.kind];
    const { row, error } = await read(`${page.kind} ${page.slug}`, `${kind.table} ${page.slug}`, (api) =>
      fetchRow(api, kind, page.slug, { fetchImpl, timeoutMs }),
    );
    if (error || !row) return html;
    const pageUrl = `${originOf(req, siteUrl)}${kind.path(row.slug)}`;
    const view = kind.firstView(row);
    return painted(injectHead(html, kind.head(row, pageUrl), pageUrl), view.kind, view.data);
  };
}

/**
 * Writes the home page's first view into the shell's built index.html, for a static host that serves
 * that file as it is (first-view.mjs, bakeHomeView). Run by the shell's build; `pnpm start` takes it
 * out again and paints each page's own.
 */
export async function bakeIndexHtml(shellDist, builders = loadPageBuilders()) {
  const { firstView } = await builders;
  const file = join(shellDist, 'index.html');
  const html = await readFile(file, 'utf8');
  const baked = bakeHomeView(html, firstView);
  if (baked === html) throw new Error(`${file} is not the page template the first view knows`);
  await writeFile(file, baked);
  return baked;
}
