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
import type { Site } from './site';

export interface RenderedPage {
  status: number;
  html: string;
  location?: string;
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

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
}

const MANIFEST_TTL_MS = 60_000;
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A stylesheet's text, as a `<style>` that cannot end early; hashed files never change, so each is read once. */
function stylesheets() {
  const cache = new Map<string, Promise<string>>();
  const read = async (href: string) => {
    const response = await fetch(href, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) throw new Error(`${href} answered ${response.status}`);
    // data-href: the remote's CSS loader finds the sheet there and does not ask for it again.
    return `<style data-href="${escapeAttribute(href)}">${(await response.text()).replace(/<\/style/gi, '<\\/style')}</style>`;
  };
  return (href: string): Promise<string> => {
    const cached = cache.get(href);
    if (cached) return cached;
    if (cache.size >= 200) cache.clear();
    const style = read(href).catch((error: Error) => {
      console.error(`serve: stylesheet ${error.message}`);
      cache.delete(href);
      return '';
    });
    cache.set(href, style);
    return style;
  };
}

/**
 * What the head needs for a remote page: its stylesheets written in (the page is painted styled before
 * any script runs, and a remote origin the browser cannot reach does not hold the first paint, as a
 * `<link>` would; their CSS has no relative url(), which would resolve against the page), and preloads of the remote's entry and the page's first files (hydration does not
 * wait for the federation runtime to read the manifest before asking for them).
 */
function remoteAssets(remoteList: Record<string, string>) {
  const style = stylesheets();
  const cache = new Map<string, { at: number; links: Promise<string> }>();
  async function read(page: string): Promise<string> {
    const [remote, module] = page.split('/') as [string, string];
    const url = remoteList[remote];
    if (!url) return '';
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const manifest = (await response.json()) as Manifest;
    const base = new URL(manifest.metaData?.publicPath ?? './', url).href;
    const expose = manifest.exposes?.find((candidate) => candidate.name === module || candidate.name === `./${module}`);
    const css = [...(expose?.assets?.css?.sync ?? []), ...(expose?.assets?.css?.async ?? [])];
    const entry = manifest.metaData?.remoteEntry;
    const entryFile = entry?.name ? [`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`] : [];
    const scripts = [...entryFile, ...(expose?.assets?.js?.sync ?? [])];
    const href = (file: string) => escapeAttribute(new URL(file, base).href);
    const styles = await Promise.all(css.map((file) => style(new URL(file, base).href)));
    return [...styles, ...scripts.map((file) => `<link rel="preload" as="script" href="${href(file)}">`)].join('');
  }
  return (page: string | undefined): Promise<string> => {
    if (!page) return Promise.resolve('');
    const cached = cache.get(page);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.links;
    const links = read(page).catch((error: Error) => {
      console.error(`serve: ${page}'s manifest: ${error.message}`);
      cache.delete(page);
      return '';
    });
    cache.set(page, { at: Date.now(), links });
    return links;
  };
}

/** The browser build's head (index.html), without what a rendered page writes itself (title, description). */
function headOf(template: string) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(template)?.[1] ?? '';
  const withoutPageMeta = head.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
  return { full: head, withoutPageMeta };
}

export interface PageWriterOptions {
  site: Site;
  template: string;
  remoteList: Record<string, string>;
  render: RenderPage;
  /** The render's time limit (remotes, loaders). */
  timeoutMs?: number;
  /**
   * How long a rendered page is served again to other visitors (default 0: never). A page served again
   * carries data that old, which the browser does not read again: opt in only where that is acceptable.
   */
  cacheMs?: number;
}

/** Pages kept at most (each a few tens of kB). */
const CACHE_LIMIT = 500;

/**
 * The shop's page for each address. Every visitor gets the same anonymous render, so with `cacheMs`
 * one render serves the requests of the next `cacheMs` (and those that arrive while it runs).
 */
export function pageWriter({ site, template, remoteList, render, timeoutMs, cacheMs = 0 }: PageWriterOptions) {
  const write = writer({ site, template, remoteList, render, timeoutMs });
  const cache = new Map<string, { at: number; page: Promise<RenderedPage> }>();
  return (url: string): Promise<RenderedPage> => {
    const now = Date.now();
    const cached = cache.get(url);
    if (cached && now - cached.at < cacheMs) return cached.page;
    const page = write(url);
    if (cacheMs > 0) {
      if (cache.size >= CACHE_LIMIT) for (const [key, entry] of cache) if (now - entry.at >= cacheMs) cache.delete(key);
      if (cache.size < CACHE_LIMIT) cache.set(url, { at: now, page });
    }
    return page;
  };
}

function writer({ site, template, remoteList, render, timeoutMs }: Omit<PageWriterOptions, 'cacheMs'>) {
  const head = headOf(template);
  const assets = remoteAssets(remoteList);
  const remotes = serverRemotes(remoteList);
  const config = JSON.parse(site.configJson) as RenderRequest['config'];
  return async (url: string): Promise<RenderedPage> => {
    let result: RenderResult;
    try {
      result = await render({ url, origin: site.origin, config, remotes, timeoutMs });
    } catch (error) {
      console.error(`serve: rendering ${url} failed (${(error as Error).message}); the browser renders it`);
      return { status: 200, html: template };
    }
    if (result.redirect) return { status: 302, html: '', location: result.redirect };
    const links = await assets(result.page);
    const hasTitle = /<head>[\s\S]*?<title>[\s\S]*?<\/head>/.test(result.html);
    const html = result.html.replace('<head>', `<head>${hasTitle ? head.withoutPageMeta : head.full}${links}`);
    return { status: result.status, html };
  };
}

export async function readTemplate(dist: string): Promise<string> {
  return readFile(join(dist, 'index.html'), 'utf8');
}
