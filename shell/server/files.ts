/**
 * The files of one app's production build (`dist/`), served the way a CDN in front of it should:
 * `Cache-Control: no-cache` for the files that name the others (index.html, mf-manifest.json,
 * remoteEntry.js, remotes.json, config.json), so a redeploy is seen on the next load; a year,
 * immutable, for content-hashed files; gzip when the browser accepts it, each file compressed once
 * and kept (as a CDN or nginx's gzip_static would, not once per request).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { constants, createGzip, gzip as gzipCallback } from 'node:zlib';
import { readCache } from '../src/ssr/readCache';
import type { PageBody } from './pages';

const CONTENT_TYPES: Record<string, string> = {
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

export function cacheControlFor(fileName: string): string {
  if (ALWAYS_REVALIDATE.has(fileName)) return 'no-cache';
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export function contentTypeFor(fileName: string): string {
  return CONTENT_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

export const acceptsGzip = (req: IncomingMessage): boolean => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

export const gzip = promisify(gzipCallback);

export interface FoundFile {
  path: string;
  size: number;
  modified: number;
}

function decodePath(urlPath: string): string | null {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return null; // malformed escape: no file has that name
  }
}

/** The file a URL path names inside `root` (a directory's index.html), or null. Never outside `root`. */
export async function fileAt(root: string, urlPath: string): Promise<FoundFile | null> {
  const decoded = decodePath(urlPath);
  if (decoded === null || decoded.includes('\0')) return null;
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root + sep)) return null; // no escaping the dist dir
  const info = await statOf(path);
  if (info?.isFile()) return { path, size: info.size, modified: info.mtimeMs };
  if (info?.isDirectory()) return fileAt(root, join(urlPath, 'index.html'));
  return null; // not there: the caller decides between the page and 404
}

/**
 * A path's stat, or null when there is nothing there, each answer kept for a second: a page's address
 * names no file (a failed stat and the index's stat on every page request were 4 % of a no-cache
 * render's time), and a rebuilt file is seen within the second.
 */
const statOf = readCache((path: string) => stat(path).catch(() => null), { ttlMs: 1000, maxKeys: 2000 });

/** Each file's gzip, made on its first request and kept while the file is unchanged. */
const gzipCache = new Map<string, { key: string; zipped: Promise<Buffer> }>();
function gzipped(file: FoundFile): Promise<Buffer> {
  const key = `${file.path}\0${file.modified}\0${file.size}`;
  let body = gzipCache.get(file.path);
  if (body?.key !== key) {
    body = { key, zipped: readFile(file.path).then((bytes) => gzip(bytes)) };
    body.zipped.catch(() => gzipCache.delete(file.path));
    gzipCache.set(file.path, body);
  }
  return body.zipped;
}

/** Vary: the encoding (gzip or not), and whatever else the caller's headers say the body depends on (a cookie). */
const varyOn = (headers: OutgoingHttpHeaders) => (headers.Vary ? `Accept-Encoding, ${headers.Vary}` : 'Accept-Encoding');

/** Sends a file of the build with its type, caching and (when accepted) gzip; `headers` are added. */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: FoundFile, headers: OutgoingHttpHeaders = {}): void {
  const fileName = file.path.slice(file.path.lastIndexOf(sep) + 1);
  const zipped = COMPRESSIBLE.has(extname(fileName).toLowerCase()) && acceptsGzip(req);
  const all: OutgoingHttpHeaders = {
    ...headers,
    'Content-Type': contentTypeFor(fileName),
    'Cache-Control': cacheControlFor(fileName),
    Vary: varyOn(headers),
  };
  if (!zipped) {
    res.writeHead(200, { ...all, 'Content-Length': String(file.size) });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(file.path);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
    return;
  }
  gzipped(file).then(
    (body) => {
      res.writeHead(200, { ...all, 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
    () => res.destroy(),
  );
}

/**
 * The gzip of bodies made in memory, by their content: a page is the same for everyone until it is
 * rendered anew (pages.ts keeps each render for a moment; renders of the same data write the same
 * bytes), so each is compressed once, not per request (a page's gzip took a millisecond of the five
 * its render took). A page's bytes are known by their hash.
 */
const gzippedText = readCache((body: string) => gzip(body), { maxKeys: 200 });
const gzippedPages = new Map<string, Promise<Buffer>>();
/** A kept page's gzip by its Buffer: a page from the cache is not hashed on every request. */
const gzippedBuffers = new WeakMap<Buffer, Promise<Buffer>>();
function gzipOf(body: string | Buffer): Promise<Buffer> {
  if (typeof body === 'string') return gzippedText(body);
  let zipped = gzippedBuffers.get(body);
  if (zipped) return zipped;
  const key = createHash('sha256').update(body).digest('base64');
  zipped = gzippedPages.get(key);
  if (!zipped) {
    gzippedPages.set(key, (zipped = gzip(body)));
    zipped.catch(() => gzippedPages.delete(key));
    if (gzippedPages.size > 200) gzippedPages.delete(gzippedPages.keys().next().value!);
  }
  gzippedBuffers.set(body, zipped);
  return zipped;
}

/** Sends a body made in memory (generated files, pages), gzipped when accepted. */
export async function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  fileName: string,
  body: string | Buffer,
  headers: OutgoingHttpHeaders = {},
): Promise<void> {
  const zipped = acceptsGzip(req) && COMPRESSIBLE.has(extname(fileName).toLowerCase());
  const bytes = zipped ? await gzipOf(body) : typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, {
    'Cache-Control': cacheControlFor(fileName),
    ...headers,
    'Content-Type': contentTypeFor(fileName),
    Vary: varyOn(headers),
    'Content-Length': String(bytes.length),
    ...(zipped ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/**
 * Sends a page as it is written (pages.ts PageBody), gzipped when accepted: each part reaches the
 * browser as soon as it is written (the gzip stream is flushed once a burst of chunks is in), so a
 * streamed page's frame is drawn before its slow part arrives. A page written already goes as one body.
 */
export async function sendStream(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  fileName: string,
  body: PageBody,
  headers: OutgoingHttpHeaders = {},
): Promise<void> {
  if (body.bytes) return sendBody(req, res, status, fileName, body.bytes, headers);
  const zipped = acceptsGzip(req) && COMPRESSIBLE.has(extname(fileName).toLowerCase());
  res.writeHead(status, {
    'Cache-Control': cacheControlFor(fileName),
    ...headers,
    'Content-Type': contentTypeFor(fileName),
    Vary: varyOn(headers),
    ...(zipped ? { 'Content-Encoding': 'gzip' } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const out = zipped ? createGzip() : undefined;
  out?.pipe(res);
  let flushing = false;
  for await (const chunk of body.chunks()) {
    if (res.destroyed) break;
    if (!out) {
      res.write(chunk);
      continue;
    }
    out.write(chunk);
    if (!flushing) {
      flushing = true;
      setImmediate(() => {
        flushing = false;
        out.flush(constants.Z_SYNC_FLUSH);
      });
    }
  }
  if (out) out.end();
  else res.end();
}
