/**
 * The shop's server: the shell's build, its pages written for each path (pageHead.ts), the crawler
 * files (seo.ts) and /config.json, all under the deployment's settings (site.ts) and the pages'
 * security policy (security.ts). `pnpm start` runs it locally; main.ts runs it in production.
 */
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { type PageBuilders, type PageHeadOptions, pageHeadTransformer } from './pageHead';
import { assetOrigins, inlineScriptHashes, pageSecurityHeaders } from './security';
import { type RouteHandler, sendText, serveStatic } from './server';
import { seoFiles } from './seo';
import { loadSite, type Site, type SiteOptions } from './site';

export interface ShopOptions extends Omit<SiteOptions, 'dist'> {
  /** The shell's build. */
  dist: string;
  host?: string;
  /** Options of the page writer (tests): the builders, the caching, the API's time limit. */
  pageHead?: Partial<Omit<PageHeadOptions, 'origin' | 'backend'>> & { builders?: Promise<PageBuilders> };
  /** Overrides of the deployment's settings (tests: an API that is down). */
  site?: Partial<Site>;
}

export interface Shop {
  server: Server;
  site: Site;
}

/** The pages' headers, by the inline scripts they carry (a handful of page shapes: kept). */
function pageHeadersOf(site: Site, codeOrigins: readonly string[]) {
  const byScripts = new Map<string, Record<string, string>>();
  return (html: string) => {
    const scriptHashes = inlineScriptHashes(html);
    const key = scriptHashes.join(' ');
    let headers = byScripts.get(key);
    if (!headers) {
      headers = pageSecurityHeaders({ apiUrls: site.apiUrls, codeOrigins, scriptHashes });
      if (byScripts.size < 100) byScripts.set(key, headers);
    }
    return headers;
  };
}

export async function startShop(options: ShopOptions): Promise<Shop> {
  const site = { ...(await loadSite(options)), ...options.site };
  const template = await readFile(join(options.dist, 'index.html'), 'utf8');
  const codeOrigins = [...new Set([...site.remoteOrigins, ...assetOrigins(template)])];
  const routes: Record<string, RouteHandler> = {
    '/config.json': (req, res) => sendText(req, res, 200, 'config.json', site.configJson),
  };
  for (const [path, generate] of Object.entries(seoFiles(site))) {
    routes[path] = async (req, res) => {
      const file = await generate();
      await sendText(req, res, file.status, file.fileName, file.body);
    };
  }
  const transform = pageHeadTransformer({ ...options.pageHead, origin: site.origin, backend: site.backend });
  const server = await serveStatic({
    root: options.dist,
    port: options.port,
    host: options.host,
    spa: true,
    routes,
    transformHtml: transform,
    pageHeaders: pageHeadersOf(site, codeOrigins),
  });
  return { server, site };
}
