/**
 * A remote's own origin as `pnpm start` serves it (:3001–3006, as a CDN folder would be): its build's
 * files with CORS open (the shop and the other remotes load its code from there), and its standalone
 * page (index.html, and the deep links that get it) with the shop's security headers: the same policy,
 * `frame-ancestors 'none'` and X-Frame-Options included, so no site can frame the standalone back
 * office (issue 50). The policy names what the standalone page talks to, as the shop's does: its own
 * and the other remotes' origins (its remotes.json), the origins its index.html loads code from, and
 * the API of its config.json (the local Supabase when it has none).
 */
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { assetOrigins, pageHeadersOf } from './security';
import { serveStatic } from './server';
import { loadSite } from './site';

export interface RemoteOptions {
  /** The remote's build (dist/). */
  root: string;
  port: number;
  host?: string;
}

export async function serveRemote({ root, port, host }: RemoteOptions): Promise<Server> {
  const site = await loadSite({ dist: root, local: true, port });
  const page = await readFile(join(root, 'index.html'), 'utf8');
  const codeOrigins = [...new Set([...site.remoteOrigins, ...assetOrigins(page)])];
  return serveStatic({ root, port, host, spa: true, pageHeaders: pageHeadersOf(site.apiUrls, codeOrigins) });
}
