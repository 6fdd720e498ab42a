/**
 * The HTTP server of one app's production build: its files (files.ts), a few generated routes, and
 * for the shell's pages (the single-page app's deep links) index.html through a page writer.
 * Requests it cannot read (a malformed target or Host) get 400, never a crash or a 500; every answer
 * carries the base security headers, pages their policy (security.ts).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { type FoundFile, fileAt, sendBody, sendFile, sendStream } from './files';
import type { RenderedPage } from './pages';
import { BASE_SECURITY_HEADERS, inlineScriptHashes } from './security';

export type RouteHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface ServeOptions {
  root: string;
  port: number;
  host?: string;
  /** Deep links (paths without an extension) get index.html. */
  spa?: boolean;
  /** Generated files and deploy-time overrides, by path (/sitemap.xml, /config.json). */
  routes?: Record<string, RouteHandler>;
  /** Writes the page of a path (the shop's server rendering); without it, index.html as built. */
  renderPage?: (
    url: string,
    req: IncomingMessage,
    gone: AbortSignal,
  ) => Promise<RenderedPage & { headers?: OutgoingHttpHeaders }>;
  /** Routes that take a POST (JSON endpoints), by path. */
  postRoutes?: Record<string, RouteHandler>;
  /** Answers a GET the routes and the files do not (true: answered), before the single-page app's fallback. */
  otherFiles?: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;
  /** Headers of an HTML page, from the script sources of its inline scripts (its policy). */
  pageHeaders?: (scriptSources: readonly string[]) => OutgoingHttpHeaders;
}

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
} as const;

const COMMON_HEADERS = { ...CORS_HEADERS, ...BASE_SECURITY_HEADERS };

/** Sends a body held in memory (route handlers use it for generated files). */
export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  fileName: string,
  body: string,
  headers: OutgoingHttpHeaders = {},
): Promise<void> {
  return sendBody(req, res, status, fileName, body, { ...COMMON_HEADERS, ...headers });
}

// RFC 3986 reg-name or IP literal, with an optional port: what a browser or a client library sends.
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The address a request asks for, or null when its Host or target (/path?query, or http://host/path) cannot be read. */
function requestedUrl(req: IncomingMessage): URL | null {
  const host = req.headers.host;
  if (host !== undefined && !HOST.test(host)) return null;
  const target = req.url ?? '';
  try {
    // Origin-form against a fixed base: a target such as //evil.example stays a path.
    if (target.startsWith('/')) return new URL(`http://localhost${target}`);
    if (/^https?:\/\//i.test(target)) return new URL(target);
  } catch {
    // unreadable: 400 below
  }
  return null;
}

export function serveStatic({
  root,
  port,
  host = '0.0.0.0',
  spa = false,
  routes = {},
  postRoutes = {},
  otherFiles,
  renderPage,
  pageHeaders,
}: ServeOptions) {
  const distRoot = resolve(root);
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      console.error(`serve: ${req.url}: ${error.message}`);
      if (!res.headersSent) void sendText(req, res, 500, 'error.txt', 'Internal error\n');
      else res.destroy();
    });
  });

  async function sendPage(req: IncomingMessage, res: ServerResponse, file: FoundFile, url: string) {
    if (!renderPage) {
      const html = await readFile(file.path, 'utf8');
      return sendText(req, res, 200, 'index.html', html, pageHeaders?.(inlineScriptHashes(html)));
    }
    // A render waiting its turn is skipped once its visitor has gone.
    const gone = new AbortController();
    res.once('close', () => gone.abort(new Error('the request was closed')));
    const page = await renderPage(url, req, gone.signal).catch((error: unknown) => {
      if (gone.signal.aborted) return null;
      throw error;
    });
    if (!page) return;
    if (page.location) {
      res.writeHead(page.status, { ...COMMON_HEADERS, ...page.headers, Location: page.location });
      return res.end();
    }
    // HEAD too: GET's status and headers (a link checker sees the 404), without the body.
    return sendStream(req, res, page.status, 'index.html', page.body!, {
      ...COMMON_HEADERS,
      ...pageHeaders?.(page.scriptSources),
      ...page.headers,
      ...(page.private ? { 'Cache-Control': 'private, no-store' } : {}),
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = requestedUrl(req);
    if (url === null) return sendText(req, res, 400, 'error.txt', 'Bad request\n');
    const { pathname } = url;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, COMMON_HEADERS);
      return res.end();
    }
    const postRoute = postRoutes[pathname];
    if (postRoute && req.method === 'POST') return postRoute(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...COMMON_HEADERS, Allow: postRoute ? 'POST, OPTIONS' : 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    const route = routes[pathname];
    if (route) return route(req, res);

    let file = await fileAt(distRoot, pathname);
    if (!file) {
      if (otherFiles && (await otherFiles(req, res, pathname))) return;
      // A deep link (/blog/some-post) is a page of the single-page app; a missing asset is a 404.
      if (spa && !extname(pathname)) file = await fileAt(distRoot, '/index.html');
      if (!file) return sendText(req, res, 404, 'not-found.txt', 'Not found\n');
    }
    if (file.path === join(distRoot, 'index.html') && (renderPage || pageHeaders))
      return sendPage(req, res, file, pathname + url.search);
    return sendFile(req, res, file, COMMON_HEADERS);
  }

  return new Promise<Server>((resolveListening, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListening(server));
  });
}
