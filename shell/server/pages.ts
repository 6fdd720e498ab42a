/**
 * The shop's pages, rendered on the server: the shell's Node build (dist-server/server.cjs, built from
 * src/ssr/) renders the address with React, and this file puts React's document together with the
 * browser build's head (index.html: the shell's scripts, styles and icon) and the styles and script
 * preloads of the route's remote page, read from that remote's mf-manifest.json. A render
 * that fails serves index.html as built: the browser then renders the page itself.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { RenderRequest, RenderResult } from '../src/ssr/entry';
import { REMOTE_PRELOAD_ATTRIBUTE } from '../src/federation/serverPreloads';
import { readCache } from '../src/ssr/readCache';
import { pageAddress } from '../src/routeTable';
import type { Site } from './site';

export interface RenderedPage {
  status: number;
  html: string;
  location?: string;
  /** The render failed and index.html is served as built: never kept for other visitors. */
  failed?: true;
  /** A part of the page is missing (RenderResult's `incomplete`): never kept for other visitors either. */
  incomplete?: true;
  /** One person's page (the route table's `private`): sent with Cache-Control private, no-store. */
  private?: true;
}

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;

/** The server build's render function; it is built with the shell (`pnpm --filter @sikka/shell build`). */
export function loadRenderer(serverDist: string): RenderPage {
  const entry = createRequire(import.meta.url)(join(serverDist, 'server.cjs')) as { renderPage?: RenderPage };
  if (typeof entry.renderPage !== 'function') throw new Error(`${serverDist}/server.cjs exports no renderPage`);
  return entry.renderPage;
}

/** The remotes' server entries, beside their browser builds: <manifest's folder>/server/remoteEntry.js. */
export function serverRemotes(remoteList: Record<string, string>): RenderRequest['remotes'] {
  return Object.entries(remoteList).map(([name, manifest]) => ({ name, entry: new URL('server/remoteEntry.js', manifest).href }));
}

interface Assets {
  js?: { sync?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: Assets }[];
  shared?: { name: string; assets?: Assets }[];
}

const cssOf = (assets: Assets | undefined) => [...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])];

/** The shared entries the shell provides (its mf-manifest.json): their styles are in its head already. */
export async function readShellShared(dist: string): Promise<string[]> {
  try {
    const manifest = JSON.parse(await readFile(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
    return (manifest.shared ?? []).map((entry) => entry.name);
  } catch {
    return [];
  }
}

const MANIFEST_TTL_MS = 60_000;
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A stylesheet written into the page, as a `<style>` that cannot end early. `data-href` is the sheet's
 * address: the CSS loader of the code that owns it (the shell's, a remote's) finds it there and does not
 * fetch it again.
 */
function styleElement(href: string, css: string): string {
  return `<style data-href="${escapeAttribute(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/** A stylesheet's text, as a `<style>` that cannot end early; hashed files never change, so each is read once. */
function stylesheets() {
  const read = readCache(async (href: string) => {
    const response = await fetch(href, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) throw new Error(`${href} answered ${response.status}`);
    return styleElement(href, await response.text());
  });
  return (href: string): Promise<string> =>
    read(href).catch((error: Error) => {
      console.error(`serve: stylesheet ${error.message}`);
      return '';
    });
}

/** A remote page's stylesheets (written in) and its script preloads (asked for after the first frame). */
interface PageFiles {
  styles: string;
  preloads: string[];
}
const NO_FILES: PageFiles = { styles: '', preloads: [] };

/**
 * What the head needs for a remote page: its stylesheets written in (the page is painted styled before
 * any script runs, and a remote origin the browser cannot reach does not hold the first paint, as a
 * `<link>` would; their CSS has no relative url(), which would resolve against the page), and preloads of the remote's entry and the page's first files (hydration does not
 * wait for the federation runtime to read the manifest before asking for them), at low priority as
 * the shell's own (tooling/rsbuild-federation.ts says why) and marked with the remote's name (the
 * browser's runtime then does not add them again: src/federation/serverPreloads.ts). The stylesheets are the
 * page's own and those of the shared entries the remote brings and the shell does not (a post's
 * markdown): the page is drawn with them on the server, and they would otherwise arrive with their
 * code and move what the visitor reads.
 */
function remoteAssets(remoteList: Record<string, string>, shellShared: ReadonlySet<string>) {
  const style = stylesheets();
  async function read(page: string): Promise<PageFiles> {
    const [remote, module] = page.split('/') as [string, string];
    const url = remoteList[remote];
    if (!url) return NO_FILES;
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const manifest = (await response.json()) as Manifest;
    const base = new URL(manifest.metaData?.publicPath ?? './', url).href;
    const expose = manifest.exposes?.find((candidate) => candidate.name === module || candidate.name === `./${module}`);
    const brought = (manifest.shared ?? []).filter((entry) => !shellShared.has(entry.name));
    const css = [...new Set([...cssOf(expose?.assets), ...brought.flatMap((entry) => cssOf(entry.assets))])];
    const entry = manifest.metaData?.remoteEntry;
    const entryFile = entry?.name ? [`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`] : [];
    const scripts = [...entryFile, ...(expose?.assets?.js?.sync ?? [])];
    const href = (file: string) => escapeAttribute(new URL(file, base).href);
    const styles = await Promise.all(css.map((file) => style(new URL(file, base).href)));
    return {
      styles: styles.join(''),
      preloads: scripts.map(
        (file) =>
          `<link rel="preload" as="script" fetchpriority="low" ${REMOTE_PRELOAD_ATTRIBUTE}="${escapeAttribute(remote)}" href="${href(file)}">`,
      ),
    };
  }
  const links = readCache(read, { ttlMs: MANIFEST_TTL_MS });
  return (page: string | undefined): Promise<PageFiles> =>
    page
      ? links(page).catch((error: Error) => {
          console.error(`serve: ${page}'s manifest: ${error.message}`);
          return NO_FILES;
        })
      : Promise.resolve(NO_FILES);
}

/** A preload React writes for an image the page paints largest (a listing's photo, a post's cover). */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

/**
 * The render's image preloads, taken out of its head to be written before every script the page
 * loads: a browser starts requests in the order it finds them, and on a phone's link a listing's
 * photo otherwise shared its first second with the ten script preloads (bench:web --phone, a listing:
 * LCP 1,020 → 652–784 ms).
 */
function takeImagePreloads(html: string): { preloads: string; html: string } {
  const end = html.indexOf('</head>');
  if (end < 0) return { preloads: '', html };
  const preloads: string[] = [];
  const head = html.slice(0, end).replace(IMAGE_PRELOAD, (link) => {
    preloads.push(link);
    return '';
  });
  return { preloads: preloads.join(''), html: head + html.slice(end) };
}

/** `head` with `inserted` before its first link or script: after the meta tags, so the charset stays first. */
function beforeFirstResource(head: string, inserted: string): string {
  const at = head.search(/<(?:link|script)\b/);
  return at < 0 ? head + inserted : head.slice(0, at) + inserted + head.slice(at);
}

const DEFERRED_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;
const SCRIPT_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*>/g;

/**
 * The browser build's head (index.html), without what a rendered page writes itself (title,
 * description) and without its scripts and script preloads, which the page asks for after its first
 * frame (scriptsAfterFirstFrame).
 */
function headOf(template: string) {
  const scripts: string[] = [];
  const preloads: string[] = [];
  const head = (/<head>([\s\S]*?)<\/head>/.exec(template)?.[1] ?? '')
    .replace(DEFERRED_SCRIPT, (_, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(SCRIPT_PRELOAD, (link) => {
      preloads.push(link);
      return '';
    });
  const withoutPageMeta = head.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
  return { full: head, withoutPageMeta, scripts, preloads };
}

/**
 * The page's scripts, asked for once its first frame is drawn (the first after the parse: a loaded
 * browser may draw one while still parsing): in a task queued from that frame's animation callback, the moment FIRST_FRAME_SCRIPT (@sikka/shared/federation) shows the rest of the
 * page. Until then the browser's two cores and the link carry the HTML, its first screen and that
 * screen's photo only: fetched and compiled alongside (even at low priority), the dozen scripts held
 * a listing's photo back by 40–60 ms on a desktop (bench:web from the page cache: LCP 164 → 100–108 ms)
 * and by 300 ms on a phone (768 → 448 ms). Hydration ends no later on a desktop and about 140 ms later
 * on a phone. The script preloads are written first (the remote's carry its name:
 * src/federation/serverPreloads.ts), then the scripts, run in their order and never before the
 * document is parsed, as `defer` would. A page opened in a background tab (or prerendered) draws no
 * frame until it is shown, so it asks at once, and one hidden before its first frame asks then: either
 * is hydrated when the visitor looks. A page without JavaScript is unaffected, and a page the browser
 * renders itself (index.html as built) loads them at once, as it must.
 */
function scriptsAfterFirstFrame(preloads: readonly string[], scripts: readonly string[]): string {
  if (scripts.length === 0 && preloads.length === 0) return '';
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const load =
    (preloads.length ? `document.head.insertAdjacentHTML('beforeend',${json(preloads.join(''))});` : '') +
    `for(const src of ${json(scripts)}){const script=document.createElement('script');script.src=src;script.async=false;document.head.append(script)}`;
  const start =
    `if(started)return;started=true;` +
    `document.readyState==='loading'?document.addEventListener('DOMContentLoaded',load,{once:true}):load()`;
  // The first frame of the parsed page: a loaded browser may draw a frame while still parsing.
  const afterFrame = 'requestAnimationFrame(()=>setTimeout(start))';
  const when =
    `document.visibilityState==='hidden'?start():` +
    `(document.readyState==='loading'?document.addEventListener('DOMContentLoaded',afterFrame,{once:true}):afterFrame(),` +
    `document.addEventListener('visibilitychange',start,{once:true}))`;
  return `<script>(()=>{let started=false;const load=()=>{${load}};const start=()=>{${start}};const afterFrame=()=>${afterFrame};${when}})()</script>`;
}

export interface PageWriterOptions {
  site: Site;
  template: string;
  remoteList: Record<string, string>;
  /** The shared entries the shell provides (readShellShared). */
  shellShared?: readonly string[];
  render: RenderPage;
  /** The render's time limit (remotes, loaders). */
  timeoutMs?: number;
  /**
   * How long one render of an address answers its later requests (0: every request renders). Past
   * that, for as long again, the last render is still served while a new one is made for the next
   * visitors (stale-while-revalidate): no visitor waits for a render the address already had.
   */
  cacheMs?: number;
  /** Renders made at once (RENDER_CONCURRENCY). */
  renderConcurrency?: number;
}

/** Addresses kept at most (each page a few tens of kB). */
const CACHE_LIMIT = 500;

/**
 * Renders made at once; the others wait their turn. A render's time limit (its loaders', its remotes')
 * counts from its start, so under a burst (200 requests for 200 addresses) each render still gets the
 * machine's time and reads its data, and an unknown slug is still a 404, only later; all at once, every
 * loader ran out of time together and answered with a loading page (issue 50). bench:server, a new
 * unknown slug per request from 200 connections: every answer a 404 (p50 4.8 s on two shared cores).
 */
const RENDER_CONCURRENCY = 8;

/** At most `limit` calls of `run` at a time; later calls start, in order, as earlier ones end. */
function limited<A, R>(run: (arg: A) => Promise<R>, limit: number): (arg: A) => Promise<R> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (arg) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await run(arg);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** The render's own time limit when none is given (src/ssr/render.tsx, TIMEOUT_MS). */
const RENDER_TIMEOUT_MS = 3000;

/**
 * A render still running this long after its time limit (twice it, and a second) is given up on and the
 * page served as built: a render that never ends must not hold one of the few turns for ever.
 */
const giveUpAfter = (timeoutMs = RENDER_TIMEOUT_MS) => 2 * timeoutMs + 1000;

function settlesWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer ${ms} ms after it started`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** Whether a render may answer later requests: whole, not the build's index.html nor a page with a part missing. */
const keepable = (page: RenderedPage) => !page.failed && !page.incomplete;

interface Cached {
  /** When the render being served was asked for. */
  at: number;
  page: Promise<RenderedPage>;
  /** A newer render under way, served once it is done. */
  next?: Promise<RenderedPage>;
}

/**
 * The shop's page for each address. Every visitor gets the same anonymous render (a signed-in visitor's
 * own parts fill in after hydration, and a listing reads its row again when its live updates join), so
 * with `cacheMs` one render serves the requests of the next `cacheMs`, and those that arrive while it runs.
 * An address is its path and the query parameters its route reads (pageAddress): the page is rendered
 * for those and kept under them, so parameters the page ignores cannot force a render (bench:server: a
 * listing with ?u=<random> on every request 1,534 req/s, as without it 1,546; a render each, 103). A render that
 * failed (the browser then renders the page) or has a part missing (a loader that failed or ran out of
 * time) is never kept.
 */
export function pageWriter({ cacheMs = 0, renderConcurrency = RENDER_CONCURRENCY, ...options }: PageWriterOptions) {
  const write = limited(writer(options), renderConcurrency);
  const cache = new Map<string, Cached>();
  const forget = (url: string, page: Promise<RenderedPage>) =>
    void page.then((rendered) => {
      if (!keepable(rendered) && cache.get(url)?.page === page) cache.delete(url);
    });
  return (requested: string): Promise<RenderedPage> => {
    const url = pageAddress(requested);
    if (cacheMs <= 0) return write(url);
    const now = Date.now();
    const cached = cache.get(url);
    const age = cached ? now - cached.at : Number.POSITIVE_INFINITY;
    if (cached && age < cacheMs) return cached.page;
    if (cached && age < 2 * cacheMs) {
      if (!cached.next) {
        const next = write(url);
        cached.next = next;
        void next.then((rendered) => {
          if (cache.get(url) !== cached) return;
          if (!keepable(rendered)) cached.next = undefined;
          else cache.set(url, { at: Date.now(), page: next });
        });
      }
      return cached.page;
    }
    if (cache.size >= CACHE_LIMIT) for (const [key, entry] of cache) if (now - entry.at >= 2 * cacheMs) cache.delete(key);
    const page = write(url);
    if (cache.size < CACHE_LIMIT) {
      cache.set(url, { at: now, page });
      forget(url, page);
    }
    return page;
  };
}

function writer({
  site,
  template,
  remoteList,
  shellShared = [],
  render,
  timeoutMs,
}: Omit<PageWriterOptions, 'cacheMs' | 'renderConcurrency'>) {
  const head = headOf(template);
  const assets = remoteAssets(remoteList, new Set(shellShared));
  const remotes = serverRemotes(remoteList);
  const config = JSON.parse(site.configJson) as RenderRequest['config'];
  // What the browser would fetch as /config.json and /remotes.json: written into the page instead.
  const deployment = { config: JSON.parse(site.configJson) as unknown, remotes: remoteList };
  return async (url: string): Promise<RenderedPage> => {
    let result: RenderResult;
    try {
      result = await settlesWithin(
        render({ url, origin: site.origin, config, remotes, deployment, timeoutMs }),
        giveUpAfter(timeoutMs),
      );
    } catch (error) {
      console.error(`serve: rendering ${url} failed (${(error as Error).message}); the browser renders it`);
      return { status: 200, html: template, failed: true };
    }
    if (result.redirect) return { status: 302, html: '', location: result.redirect };
    const files = await assets(result.page);
    const hasTitle = /<head>[\s\S]*?<title>[\s\S]*?<\/head>/.test(result.html);
    const { preloads, html: rendered } = takeImagePreloads(result.html);
    const shellHead = beforeFirstResource(hasTitle ? head.withoutPageMeta : head.full, preloads);
    const scripts = scriptsAfterFirstFrame([...head.preloads, ...files.preloads], head.scripts);
    const html = rendered.replace('<head>', `<head>${shellHead}${files.styles}${scripts}`);
    return {
      status: result.status,
      html,
      ...(result.private ? { private: true as const } : {}),
      ...(result.incomplete ? { incomplete: true as const } : {}),
    };
  };
}

/**
 * The browser build's index.html, with the shell's own stylesheets written in. The build only preloads
 * them (`<link rel="preload" as="style">`: its code applies them when it runs), which suits a page the
 * browser renders; a page rendered on the server must be styled at its first paint, or the whole page
 * moves when the code arrives (layout shift 0.5–1.0 on a phone).
 */
export async function readTemplate(dist: string): Promise<string> {
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const preloads = [...template.matchAll(/<link href="(\/[^"]+\.css)" rel="preload" as="style">/g)];
  let html = template;
  for (const [link, href] of preloads) {
    const css = await readFile(join(dist, href!), 'utf8');
    html = html.replace(link, styleElement(href!, css));
  }
  return html;
}
