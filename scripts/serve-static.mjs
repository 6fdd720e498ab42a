#!/usr/bin/env node
/**
 * Serves one app's production build (`dist/`) the way a CDN in front of it should:
 * - CORS open (`Access-Control-Allow-Origin: *`): the shell on another origin fetches manifests,
 *   remoteEntry.js and chunks of every remote;
 * - `Cache-Control: no-cache` for the files that name the others (index.html, mf-manifest.json,
 *   remoteEntry.js, remotes.json, config.json): a redeploy is seen on the next load;
 * - `public, max-age=31536000, immutable` for content-hashed files;
 * - gzip when the browser accepts it, each file compressed once and kept (as a CDN or nginx's
 *   gzip_static would: not once per request); SPA fallback to index.html for the shell's deep links.
 *
 * Usage: node scripts/serve-static.mjs <dist-dir> <port> [--spa]
 * Programmatic: `serveStatic({ root, port, spa, routes, transformHtml })`; `routes` maps a path to a
 * handler and is the extension point for generated files (e.g. /sitemap.xml, /robots.txt) and
 * deploy-time overrides (a different /remotes.json); `transformHtml(html, req)` rewrites index.html
 * for the SPA's deep links (the page's own head for link previews: scripts/page-head.mjs).
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml']);
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'remotes.json',
  'config.json',
]);
// Rsbuild names emitted files name.<hash>.ext (10 hex characters by default).
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

export function cacheControlFor(fileName) {
  if (ALWAYS_REVALIDATE.has(fileName)) return 'no-cache';
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export function contentTypeFor(fileName) {
  return CONTENT_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

function acceptsGzip(req) {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

/** Sends a body held in memory (route handlers use it for generated files). */
export function sendText(req, res, status, fileName, body) {
  const headers = { ...CORS_HEADERS, 'Content-Type': contentTypeFor(fileName), 'Cache-Control': cacheControlFor(fileName) };
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function decodePath(urlPath) {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return null; // malformed escape: no file has that name
  }
}

async function fileAt(root, urlPath) {
  const decoded = decodePath(urlPath);
  if (decoded === null) return null;
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root + sep)) return null; // no escaping the dist dir
  try {
    const info = await stat(path);
    if (info.isFile()) return { path, size: info.size, modified: info.mtimeMs };
    if (info.isDirectory()) return fileAt(root, join(urlPath, 'index.html'));
  } catch {
    // not there: the caller decides between SPA fallback and 404
  }
  return null;
}

function sendFile(req, res, file) {
  const fileName = file.path.slice(file.path.lastIndexOf(sep) + 1);
  const extension = extname(fileName).toLowerCase();
  const gzip = COMPRESSIBLE.has(extension) && acceptsGzip(req);
  const headers = {
    ...CORS_HEADERS,
    'Content-Type': contentTypeFor(fileName),
    'Cache-Control': cacheControlFor(fileName),
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : { 'Content-Length': String(file.size) }),
  };
  if (!gzip) {
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    const stream = createReadStream(file.path);
    stream.on('error', () => res.destroy());
    return stream.pipe(res);
  }
  gzipped(file).then(
    (body) => {
      res.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
    () => res.destroy(),
  );
}

const gzip = promisify(gzipCallback);

/** Each file's gzip, made on its first request and kept while the file is unchanged. */
const gzipCache = new Map();
function gzipped(file) {
  const key = `${file.path}\0${file.modified}\0${file.size}`;
  let body = gzipCache.get(file.path);
  if (body?.key !== key) {
    body = { key, zipped: readFile(file.path).then((bytes) => gzip(bytes)) };
    body.zipped.catch(() => gzipCache.delete(file.path));
    gzipCache.set(file.path, body);
  }
  return body.zipped;
}

/**
 * index.html for a deep link, through `transform`. A transformer that fails serves the page as it is:
 * the app renders either way, only the link preview is lost.
 */
async function sendTransformedHtml(req, res, file, transform) {
  if (req.method === 'HEAD') return sendFile(req, res, file);
  const template = await readFile(file.path, 'utf8');
  let html = template;
  try {
    html = await transform(template, req);
  } catch (error) {
    console.error(`serve-static: transformHtml ${req.url}: ${error.message}; serving index.html as built`);
  }
  const zipped = acceptsGzip(req);
  const body = zipped ? await gzip(html) : Buffer.from(html);
  res.writeHead(200, {
    ...CORS_HEADERS,
    'Content-Type': contentTypeFor('index.html'),
    'Cache-Control': cacheControlFor('index.html'),
    Vary: 'Accept-Encoding',
    'Content-Length': String(body.length),
    ...(zipped ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(body);
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean,
 *   routes?: Record<string, (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void>,
 *   transformHtml?: (html: string, req: import('node:http').IncomingMessage) => string | Promise<string> }} options
 * @returns {Promise<import('node:http').Server>} listening
 */
export function serveStatic({ root, port, host = '0.0.0.0', spa = false, routes = {}, transformHtml }) {
  const distRoot = resolve(root);
  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(`serve-static: ${req.url}: ${error.message}`);
      if (!res.headersSent) sendText(req, res, 500, 'error.txt', 'Internal error\n');
      else res.destroy();
    });
  });

  async function handle(req, res) {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...CORS_HEADERS, Allow: 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    const route = routes[urlPath];
    if (route) return route(req, res);

    const file = await fileAt(distRoot, urlPath);
    // The home page is index.html itself, and gets its page written in like every deep link.
    if (file && transformHtml && file.path === join(distRoot, 'index.html'))
      return sendTransformedHtml(req, res, file, transformHtml);
    if (file) return sendFile(req, res, file);
    // A deep link (/blog/some-post) is a page of the single-page app; a missing asset is a 404.
    const index = spa && !extname(urlPath) ? await fileAt(distRoot, '/index.html') : null;
    if (index) return transformHtml ? sendTransformedHtml(req, res, index, transformHtml) : sendFile(req, res, index);
    sendText(req, res, 404, 'not-found.txt', 'Not found\n');
  }

  return new Promise((resolveListening, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListening(server));
  });
}

// CLI
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [root, port, ...flags] = process.argv.slice(2);
  if (!root || !port) {
    console.error('usage: node scripts/serve-static.mjs <dist-dir> <port> [--spa]');
    process.exit(2);
  }
  const server = await serveStatic({ root, port: Number(port), spa: flags.includes('--spa') });
  console.log(`serving ${resolve(root)} on http://localhost:${port}`);
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
