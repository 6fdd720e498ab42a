/**
 * The shop's server: the shell's build, its pages rendered on the server (pages.ts), the crawler files
 * (seo.ts) and /config.json, under the deployment's settings (site.ts) and the pages' security policy
 * (security.ts). `pnpm start` runs it locally; main.ts in production.
 */
import { setDefaultResultOrder } from 'node:dns';
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { healthRoute } from './health';
import { readShellAssets, readShellShared } from './pageFiles';
import { loadRenderer, pageWriter, type RenderPage } from './pages';
import { oneListAtATime, releasedPages } from './releases/pages';
import { releasedPageHeaders, releaseService, type ReleaseService } from './releases/service';
import type { ReleasePaths } from './releases/store';
import { assetOrigins, pageHeadersOf } from './security';
import { type RouteHandler, type ServeOptions, sendText, serveStatic } from './server';
import { seoFiles } from './seo';
import { loadSite, type Site, type SiteOptions } from './site';

/**
 * One render of an address answers its requests for a second (and, stale, the next while it is made
 * again): a popular listing costs one render a second, not one per visitor. A visitor can be a second
 * behind: the listing reads its row again once live; the back office and a buyer's own pages are never
 * rendered here.
 */
const DEFAULT_PAGE_CACHE_MS = 1000;

/** SIKKA_PAGE_CACHE_MS, if set (0 turns the cache off). */
export function pageCacheMsFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = env.SIKKA_PAGE_CACHE_MS;
  if (value === undefined || value.trim() === '') return undefined;
  const ms = Number(value);
  if (!Number.isFinite(ms) || ms < 0) throw new Error(`SIKKA_PAGE_CACHE_MS must be a number of milliseconds, not '${value}'`);
  return ms;
}

export interface ShopOptions extends Omit<SiteOptions, 'dist'> {
  /** The shell's build. */
  dist: string;
  host?: string;
  /** The shell's Node build (dist-server/ beside dist/ by default). */
  serverDist?: string;
  /** The render function itself, in place of the Node build's (tests). */
  render?: RenderPage;
  /** The render's time limit for a remote or a data loader (default 3 s). */
  renderTimeoutMs?: number;
  /** How long one render of an address answers its later requests (pageWriter's cacheMs; default 1 s). */
  pageCacheMs?: number;
  /** Overrides of the deployment's settings (tests: an API that is down). */
  site?: Partial<Site>;
  /** Versioned releases (releases/service.ts): the registry decides each request's remote versions; without, the deployed remotes.json. */
  releases?: ReleasePaths & { pollMs?: number };
}

export interface Shop {
  server: Server;
  site: Site;
  releases?: ReleaseService;
}

export async function startShop(options: ShopOptions): Promise<Shop> {
  const site = { ...(await loadSite(options)), ...options.site };
  // `localhost` in the API's and the remotes' URLs: the IPv4 loopback the local servers listen on.
  setDefaultResultOrder('ipv4first');
  const template = await readFile(join(options.dist, 'index.html'), 'utf8');
  const remoteListText = await readFile(join(options.dist, 'remotes.json'), 'utf8');
  const remoteList = JSON.parse(remoteListText) as Record<string, string>;
  const render = options.render ?? loadRenderer(options.serverDist ?? join(options.dist, '..', 'dist-server'));
  const codeOrigins = [...new Set([...site.remoteOrigins, ...assetOrigins(template)])];
  const releases = options.releases
    ? releaseService({
        paths: options.releases,
        pollMs: options.releases.pollMs,
        base: remoteList,
        baseText: remoteListText,
        backend: site.backend,
        secure: site.origin.startsWith('https:'),
      })
    : undefined;
  await releases?.ready();
  const routes: Record<string, RouteHandler> = {
    '/config.json': (req, res) => sendText(req, res, 200, 'config.json', site.configJson),
    '/health': healthRoute({ backend: site.backend, releases: releases?.health }),
    ...releases?.routes,
  };
  for (const [path, generate] of Object.entries(seoFiles(site))) {
    routes[path] = async (req, res) => {
      const file = await generate();
      await sendText(req, res, file.status, file.fileName, file.body);
    };
  }
  const shellShared = await readShellShared(options.dist);
  const shell = await readShellAssets(options.dist);
  const writerFor = (remoteList: Record<string, string>, render: RenderPage) =>
    pageWriter({
      site,
      template,
      shell,
      remoteList,
      shellShared,
      render,
      timeoutMs: options.renderTimeoutMs,
      cacheMs: options.pageCacheMs ?? DEFAULT_PAGE_CACHE_MS,
    });
  let renderPage: ServeOptions['renderPage'];
  if (releases) {
    const renderOneList = oneListAtATime(render);
    renderPage = releasedPages({
      releases,
      writerFor: (remotes) => writerFor(remotes, renderOneList),
      headersFor: releasedPageHeaders(site.apiUrls, codeOrigins),
    });
  } else {
    const write = writerFor(remoteList, render);
    renderPage = (url, _req, gone) => write(url, gone);
  }
  const server = await serveStatic({
    root: options.dist,
    port: options.port,
    host: options.host,
    spa: true,
    routes,
    postRoutes: releases?.postRoutes,
    otherFiles: releases?.serveRelease,
    renderPage,
    pageHeaders: pageHeadersOf(site.apiUrls, codeOrigins),
  });
  server.on('close', () => releases?.stop());
  return { server, site, ...(releases ? { releases } : {}) };
}
