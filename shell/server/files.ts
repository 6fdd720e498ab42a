/**
 * The files of one app's build (`dist/`), served as a CDN in front of it should: content-hashed files
 * kept for a year, the others (index.html, the manifests, remoteEntry.js, remotes.json, config.json)
 * revalidated so a redeploy is seen on the next load; gzip when accepted, each body compressed once
 * and kept (as nginx's gzip_static), not once per request.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { basename, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { constants, createGzip, gzip as gzipCallback } from 'node:zlib';
import { lookup } from 'mrmime';
import { readCache } from '../src/ssr/readCache';
import type { PageBody } from './pages';

const gzip = promisify(gzipCallback);

// Rsbuild names emitted files name.<hash>.ext (10 hex characters by default).
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

export const cacheControlFor = (fileName: string): string =>
  HASHED.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** By the file's extension (mrmime's table, RFC 9239's text/javascript), text in UTF-8. */
export function contentTypeFor(fileName: string): string {
  const type = lookup(fileName) ?? 'application/octet-stream';
  return /^(text\/|application\/(json|xml)$)/.test(type) ? `${type}; charset=utf-8` : type;
}

export interface FoundFile {
  path: string;
  size: number;
  modified: number;
}

/** The file a URL path names inside `root` (a directory's index.html), or null. Never outside `root`. */
export async function fileAt(root: string, urlPath: string): Promise<FoundFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null; // a malformed escape names no file
  }
  const path = normalize(join(root, decoded));
  if (decoded.includes('\0') || (path !== root && !path.startsWith(root + sep))) return null;
  const info = await statOf(path);
  if (info?.isFile()) return { path, size: info.size, modified: info.mtimeMs };
  if (info?.isDirectory()) return fileAt(root, join(urlPath, 'index.html'));
  return null; // the caller decides between the page and 404
}

/** A path's stat (null: nothing there), kept a second: a page's address names no file, and a rebuilt file is seen within the second. */
const statOf = readCache((path: string) => stat(path).catch(() => null), { ttlMs: 1000, maxKeys: 2000 });

/** Gzips made once and kept by key, the oldest let go past `maxKeys`. */
function gzipCache(maxKeys: number) {
  const kept = new Map<string, Promise<Buffer>>();
  return (key: string, bytes: () => Buffer | Promise<Buffer>): Promise<Buffer> => {
    let zipped = kept.get(key);
    if (!zipped) {
      kept.set(
        key,
        (zipped = Promise.resolve()
          .then(bytes)
          .then((body) => gzip(body))),
      );
      zipped.catch(() => kept.delete(key));
      if (kept.size > maxKeys) kept.delete(kept.keys().next().value!);
    }
    return zipped;
  };
}

/** A build file's gzip, by its version. */
const fileGzip = gzipCache(2000);
/** A body's gzip, by its hash: renders of the same data write the same bytes. */
const bodyGzip = gzipCache(200);
/** A kept page's gzip by its Buffer: a page from the cache is not hashed on every request. */
const bufferGzip = new WeakMap<Buffer, Promise<Buffer>>();
function gzipOf(bytes: Buffer): Promise<Buffer> {
  let zipped = bufferGzip.get(bytes);
  if (!zipped) bufferGzip.set(bytes, (zipped = bodyGzip(createHash('sha256').update(bytes).digest('base64'), () => bytes)));
  return zipped;
}

/** Whether the answer is gzipped, and its headers: `headers` may set Cache-Control and add to Vary (a cookie). */
function answer(req: IncomingMessage, fileName: string, headers: OutgoingHttpHeaders) {
  const type = contentTypeFor(fileName);
  const zipped = /^text\/|json|xml/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const all: OutgoingHttpHeaders = {
    'Cache-Control': cacheControlFor(fileName),
    ...headers,
    'Content-Type': type,
    Vary: headers.Vary ? `Accept-Encoding, ${headers.Vary}` : 'Accept-Encoding',
    ...(zipped ? { 'Content-Encoding': 'gzip' } : {}),
  };
  return { zipped, headers: all };
}

function sendBytes(req: IncomingMessage, res: ServerResponse, status: number, headers: OutgoingHttpHeaders, bytes: Buffer) {
  headers['Content-Length'] = String(bytes.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** Sends a file of the build with its type, caching and (when accepted) gzip; `headers` are added. */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: FoundFile, headers: OutgoingHttpHeaders = {}): void {
  const { zipped, headers: all } = answer(req, basename(file.path), headers);
  if (zipped) {
    fileGzip(`${file.path}\0${file.modified}\0${file.size}`, () => readFile(file.path)).then(
      (body) => sendBytes(req, res, 200, all, body),
      () => res.destroy(),
    );
    return;
  }
  res.writeHead(200, { ...all, 'Content-Length': String(file.size) });
  if (req.method === 'HEAD') res.end();
  else
    createReadStream(file.path)
      .on('error', () => res.destroy())
      .pipe(res);
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
  const { zipped, headers: all } = answer(req, fileName, headers);
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  sendBytes(req, res, status, all, zipped ? await gzipOf(bytes) : bytes);
}

/**
 * Sends a page as it is written (pages.ts PageBody), gzipped when accepted, each burst of chunks flushed
 * so a streamed page's frame is drawn before its slow part arrives. A page written already goes as one body.
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
  const { zipped, headers: all } = answer(req, fileName, headers);
  res.writeHead(status, all);
  if (req.method === 'HEAD') return void res.end();
  const gzipped = zipped ? createGzip() : undefined;
  gzipped?.pipe(res);
  const out = gzipped ?? res;
  let flushing = false;
  for await (const chunk of body.chunks()) {
    if (res.destroyed) break;
    out.write(chunk);
    if (gzipped && !flushing) {
      flushing = true;
      setImmediate(() => {
        flushing = false;
        gzipped.flush(constants.Z_SYNC_FLUSH);
      });
    }
  }
  out.end();
}
