/**
 * Link previews without JavaScript. WhatsApp, Facebook, Slack and search snippets read the HTML of a
 * shared link and run no script, so the shell's server writes the page's own head into index.html for
 * a listing (/{slug}) and a blog post (/blog/{slug}): <title>, meta description, Open Graph / Twitter
 * tags, canonical link, schema.org JSON-LD and a preload of the main image.
 *
 * The tags come from the very builders the pages run in the browser (catalog-mfe and blog-mfe
 * src/model/seo.ts, the shell's route table, the domain's select and image rules), over the row the
 * Supabase REST API gives the anon key. The remotes' builders are imported by path at run time (this
 * server runs its TypeScript through tsx), as no package imports a remote's source. Rows are cached
 * briefly. An unknown slug, a backend that is down, slow or refusing, or builders that cannot load all
 * give the generic index.html: never an error page.
 *
 * Every element written here carries `data-server-head`, so the client can take them over.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BlogPostRow, readingTimeLabel } from '@sikka/shared/domain/blogPosts';
import { LISTING_SELECT, type Listing, listingMainImage } from '@sikka/shared/domain/collectibles';
import { formatDate, formatInr } from '@sikka/shared/format';
import { COIN_MARK_SVG } from '../../shared/src/components/Logo/coinMark';
import { TRUST_BANNER } from '../src/layout/chromeCopy';
import { remoteModuleAt, ROUTE_TABLE } from '../src/routeTable';
import {
  bakeHomeView,
  escapeHtml,
  type FirstViewCopy,
  type FirstViewKind,
  firstViewMarkup,
  injectFirstView,
  type ListingView,
  type PostView,
  withoutBakedView,
} from './firstViewHtml';
import { type Backend, briefCache, fetchNewestPosts, fetchRow, type ReadOptions, type Row } from './rows';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SERVER_HEAD = 'data-server-head';
/** The template's value a server tag replaced (title, description), for the client to put back. */
export const GENERIC_CONTENT = 'data-generic-content';

/** A <meta> of the head, as the pages' builders make it (useDocumentMeta's MetaTag). */
interface MetaTag {
  key: 'name' | 'property';
  id: string;
  content: string | null | undefined;
}

interface ListingSeo {
  pageTitle(name: string): string;
  listingMetaTags(listing: Listing, pageUrl: string): MetaTag[];
  productJsonLd(listing: Listing, pageUrl: string): unknown;
}
interface PostSeo {
  BLOG_TITLE: string;
  BLOG_LEAD: string;
  pageTitle(title: string): string;
  blogPostMetaTags(post: BlogPostRow, pageUrl: string): MetaTag[];
  articleJsonLd(post: BlogPostRow, pageUrl: string): unknown;
}

/** What a page's head is made of. */
export interface PageHead {
  title: string;
  tags: readonly MetaTag[];
  jsonLd: unknown;
  image?: string | null;
}

export interface PageKind {
  table: string;
  select: string;
  path(slug: string): string;
  head(row: Row, pageUrl: string): PageHead;
  firstView(row: Row): { kind: FirstViewKind; data: unknown };
}

/** The page kinds that get a head of their own, keyed by the remote module the route table names. */
function pageKinds(listingSeo: ListingSeo, postSeo: PostSeo): Record<string, PageKind> {
  const asListing = (row: Row) => row as unknown as Listing;
  const asPost = (row: Row) => row as unknown as BlogPostRow;
  return {
    'catalog/ListingPage': {
      table: 'collectibles',
      select: LISTING_SELECT,
      path: (slug) => `/${slug}`,
      head: (row, pageUrl) => ({
        title: listingSeo.pageTitle(asListing(row).name),
        tags: listingSeo.listingMetaTags(asListing(row), pageUrl),
        jsonLd: listingSeo.productJsonLd(asListing(row), pageUrl),
        // The gallery's first photo, at the size the gallery asks for (Gallery.tsx).
        image: listingMainImage(asListing(row)),
      }),
      firstView: (row) => ({
        kind: 'listing',
        data: { ...(row as unknown as ListingView), image: listingMainImage(asListing(row)) },
      }),
    },
    'blog/BlogPostPage': {
      table: 'blog_posts',
      select: '*',
      path: (slug) => `/blog/${slug}`,
      head: (row, pageUrl) => ({
        title: postSeo.pageTitle(asPost(row).title),
        tags: postSeo.blogPostMetaTags(asPost(row), pageUrl),
        jsonLd: postSeo.articleJsonLd(asPost(row), pageUrl),
        image: asPost(row).cover_image,
      }),
      firstView: (row) => ({ kind: 'post', data: row }),
    },
  };
}

export interface PageBuilders {
  kinds: Record<string, PageKind>;
  firstView: { copy: FirstViewCopy; tokensCss: string };
  firstViewAt(pathname: string): 'home' | 'sell' | 'blogList' | null;
  pageAt(pathname: string): { kind: string; slug: string } | null;
}

const importFromRepo = <Module>(path: string): Promise<Module> => import(pathToFileURL(join(ROOT, path)).href) as Promise<Module>;

/**
 * The builders, from the sources the browser runs. `pageAt(pathname)` names the page a path shows
 * ({ kind, slug }) or null; `kinds` says how to read its row and build its head.
 */
export async function loadPageBuilders(): Promise<PageBuilders> {
  const [listingSeo, postSeo, hero, sell, tokensCss] = await Promise.all([
    importFromRepo<ListingSeo>('catalog-mfe/src/model/seo.ts'),
    importFromRepo<PostSeo>('blog-mfe/src/model/seo.ts'),
    importFromRepo<{ HERO_COPY: FirstViewCopy['hero'] }>('catalog-mfe/src/model/heroCopy.ts'),
    importFromRepo<{ SELL_INTRO: string }>('sell-mfe/src/model/sellContent.ts'),
    readFile(join(ROOT, 'shared/src/tokens/tokens.css'), 'utf8'),
  ]);
  const kinds = pageKinds(listingSeo, postSeo);
  /** The words of the first view (firstViewHtml.ts), from the modules the pages render them from. */
  const copy: FirstViewCopy = {
    trustBanner: TRUST_BANNER,
    coinMarkSvg: COIN_MARK_SVG,
    hero: hero.HERO_COPY,
    sellIntro: sell.SELL_INTRO,
    blogTitle: postSeo.BLOG_TITLE,
    blogLead: postSeo.BLOG_LEAD,
    formatInr,
    postMeta: (post: PostView) => `${formatDate(post.created_at)} · ${readingTimeLabel(post.content ?? '')}`,
  };
  return {
    kinds,
    firstView: { copy, tokensCss },
    /** The first view a path shows without a row of its own ('home', 'sell', 'blogList'), or null. */
    firstViewAt(pathname) {
      if (pathname === '/') return 'home';
      const kind = remoteModuleAt(ROUTE_TABLE, pathname);
      if (kind === 'sell/SellPage') return 'sell';
      return kind === 'blog/BlogListPage' ? 'blogList' : null;
    },
    pageAt(pathname) {
      const kind = remoteModuleAt(ROUTE_TABLE, pathname);
      if (!kind || !kinds[kind]) return null;
      const segment = pathname.split('/').filter(Boolean).at(-1) ?? '';
      let slug: string;
      try {
        slug = decodeURIComponent(segment);
      } catch {
        return null; // a malformed escape names no row
      }
      return slug && slug.length <= 200 ? { kind, slug } : null;
    },
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped, so shop text can never close the element. */
export const jsonLdText = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head elements of one page (its title aside), each marked as the server's. */
export function headElements(head: PageHead, pageUrl: string): string[] {
  const absolute = (url: string) => new URL(url, pageUrl).href;
  const elements = head.tags
    .filter((tag) => tag.content !== null && tag.content !== undefined && tag.content !== '')
    .map((tag) => {
      // Previews need absolute image URLs; the API gives absolute ones, a relative one is the site's.
      const content = /^(og|twitter):image$/.test(tag.id) ? absolute(String(tag.content)) : tag.content;
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
export function preloadImage(html: string, url: string): string {
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
export function injectHead(html: string, head: PageHead, pageUrl: string): string {
  if (!html.includes('</head>')) return html; // not the page template we know
  // The template's title and description ride along (data-generic-content), so the client puts them
  // back when the visitor moves on to a page that sets neither.
  const genericTitle = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
  const generic = (value: string | undefined) =>
    value === undefined ? '' : ` ${GENERIC_CONTENT}="${value.replaceAll('"', '&quot;')}"`;
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

/** How many posts the blog list's first view shows: a row of three on a wide screen (BlogListPage's EAGER_COVERS). */
const FIRST_POSTS = 3;

export interface PageHeadOptions extends ReadOptions {
  /** The shop's public origin (site.ts), written into canonical links and og:url. */
  origin: string;
  /** The API rows are read from, with the anon key. */
  backend: Backend;
  builders?: Promise<PageBuilders>;
  /** How long a row is kept (60 s), and a failure (5 s: a hung backend delays one request per slug, not every one). */
  ttlMs?: number;
  failureTtlMs?: number;
  /** Default true; false serves the head alone, as the app painted everything. */
  firstView?: boolean;
}

/** Rewrites index.html for one page path. */
export type HtmlTransform = (html: string, pathname: string) => Promise<string>;

/**
 * The shell's page writer: (index.html, path) → the same HTML with the page's head for a listing or a
 * blog post, and the first view of the home page, /sell, /blog, a listing or a post painted in
 * (firstViewHtml.ts); else unchanged.
 */
export function pageHeadTransformer(options: PageHeadOptions): HtmlTransform {
  const { origin, backend, ttlMs = 60_000, failureTtlMs = 5_000, timeoutMs = 2_000, fetchImpl, firstView = true } = options;
  const builders = (options.builders ?? loadPageBuilders()).catch((error: Error) => {
    console.error(`[page-head] link previews are off: the page builders did not load (${error.message})`);
    return null;
  });
  const cached = briefCache({ ttlMs, failureTtlMs });
  /** A row (or rows) through the cache; a failure is logged once per failure window and read as { error }. */
  const read = <Value>(key: string, what: string, load: (api: Backend) => Promise<Value>) =>
    cached(key, async () => {
      try {
        return await load(backend);
      } catch (failure) {
        console.warn(`[page-head] ${what}: the API did not answer (${(failure as Error).message}); generic page`);
        throw failure;
      }
    });

  return async function transformHtml(built, pathname) {
    const pages = await builders;
    if (!pages) return built; // as a static host serves it
    // The build's home view is a static host's; this server paints each page's own.
    const html = withoutBakedView(built);
    const painted = (page: string, kind: FirstViewKind, data: unknown) =>
      firstView ? injectFirstView(page, firstViewMarkup({ kind, data, ...pages.firstView })) : page;

    const still = pages.firstViewAt(pathname);
    if (still === 'blogList') {
      // The visitor still gets the list's title at once when the posts cannot be read.
      const { row: posts } = firstView
        ? await read('blog list', 'blog_posts', (api) => fetchNewestPosts(api, FIRST_POSTS, { fetchImpl, timeoutMs }))
        : { row: undefined };
      const cover = posts?.[0]?.cover_image;
      return painted(cover ? preloadImage(html, cover) : html, still, posts ?? []);
    }
    if (still) return painted(html, still, null);

    const page = pages.pageAt(pathname);
    const kind = page && pages.kinds[page.kind];
    if (!page || !kind) return html;
    const { row, error } = await read(`${page.kind} ${page.slug}`, `${kind.table} ${page.slug}`, (api) =>
      fetchRow(api, kind, page.slug, { fetchImpl, timeoutMs }),
    );
    if (error || !row) return html;
    const pageUrl = `${origin}${kind.path(row.slug)}`;
    const view = kind.firstView(row);
    return painted(injectHead(html, kind.head(row, pageUrl), pageUrl), view.kind, view.data);
  };
}

/**
 * Writes the home page's first view into the shell's built index.html, for a static host that serves
 * that file as it is (firstViewHtml.ts, bakeHomeView). Run by the shell's build; `pnpm start` takes it
 * out again and paints each page's own.
 */
export async function bakeIndexHtml(shellDist: string, builders = loadPageBuilders()): Promise<string> {
  const { firstView } = await builders;
  const file = join(shellDist, 'index.html');
  const html = await readFile(file, 'utf8');
  const baked = bakeHomeView(html, firstView);
  if (baked === html) throw new Error(`${file} is not the page template the first view knows`);
  await writeFile(file, baked);
  return baked;
}
