import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { ServerContext } from '../context.ts';
import { CORS_HEADERS } from '../http.ts';
import { StorageError, storageErrors } from './errors.ts';
import { objectFile } from './files.ts';
import { objectHeaders } from './headers.ts';
import { assertPixelLimit, imageErrors, MAX_IMAGE_PIXELS } from './image.ts';
import type { ObjectMeta } from './objects.ts';

type OutputFormat = 'jpeg' | 'png' | 'webp';

interface Transform {
  width?: number;
  height?: number;
  fit: 'cover' | 'contain' | 'fill';
  quality: number;
  format: OutputFormat;
}

/** Rendered variants kept in memory (catalog pages ask for the same card size again and again). */
const cache = new Map<string, Buffer>();
let cachedBytes = 0;
const CACHE_LIMIT = 32 * 1024 * 1024;
const CACHE_ENTRIES = 256;
/** Hosted Supabase's largest rendered side; also the cap when no size is asked for. */
const MAX_OUTPUT_SIDE = 2500;
/** Renders at once: each holds a decoded image (up to MAX_IMAGE_PIXELS × 4 bytes) and a libvips thread pool. */
const RENDER_SLOTS = 2;
let rendering = 0;
const waiting: (() => void)[] = [];

/**
 * GET /render/image/{public|authenticated}/{bucket}/{key}?width=&height=&quality=&resize=&format= — hosted
 * Supabase's image transformation: `cover` by default, never enlarged, webp when the browser accepts it.
 */
export async function sendRendered(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  object: ObjectMeta,
  url: URL,
): Promise<void> {
  const meta = object.metadata ?? {};
  const transform = readTransform(url, String(req.headers.accept ?? ''), meta.mimetype ?? '');
  const etag = `"${(meta.eTag ?? '').replace(/"/g, '')}-${transform.width ?? ''}x${transform.height ?? ''}-${transform.fit}-${transform.quality}-${transform.format}"`;
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    'Content-Type': `image/${transform.format}`,
    ...objectHeaders(meta),
    ETag: etag,
    Vary: 'Accept',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const cacheKey = `${bucketId}/${object.name}|${etag}`;
  let output = cache.get(cacheKey);
  if (!output) {
    const input = await readFile(objectFile(ctx.dataDir, bucketId, object.name)).catch(() => {
      throw storageErrors.noSuchKey();
    });
    await assertPixelLimit(input);
    output = await inRenderSlot(() => transformImage(input, transform));
    remember(cacheKey, output);
  }
  headers['Content-Length'] = String(output.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : output);
}

function readTransform(url: URL, accept: string, mimetype: string): Transform {
  const q = url.searchParams;
  const dimension = (name: string): number | undefined => {
    const raw = q.get(name);
    if (raw === null || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0)
      throw new StorageError('400', 'Bad Request', `${name} must be a positive integer`, 'InvalidRequest');
    return n === 0 ? undefined : Math.min(n, MAX_OUTPUT_SIDE);
  };
  const resize = q.get('resize') ?? 'cover';
  const fit = resize === 'contain' || resize === 'fill' ? resize : 'cover';
  // 20–100 as hosted, in steps of 5: a new quality value per request must not mean a new render and cache entry.
  const quality = Math.round(Math.min(100, Math.max(20, Number(q.get('quality')) || 80)) / 5) * 5;
  const requested = q.get('format');
  const original: OutputFormat = /png/.test(mimetype)
    ? 'png'
    : /webp/.test(mimetype)
      ? 'webp'
      : /jpe?g/.test(mimetype)
        ? 'jpeg'
        : 'png';
  const format: OutputFormat = requested === 'origin' || !/image\/webp/.test(accept) ? original : 'webp';
  return { width: dimension('width'), height: dimension('height'), fit, quality, format };
}

async function transformImage(input: Buffer, t: Transform): Promise<Buffer> {
  try {
    // limitInputPixels holds even if a header lied to assertPixelLimit.
    let image = sharp(input, { failOn: 'none', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    image =
      t.width || t.height
        ? image.resize({ width: t.width, height: t.height, fit: t.fit, withoutEnlargement: true })
        : image.resize({ width: MAX_OUTPUT_SIDE, height: MAX_OUTPUT_SIDE, fit: 'inside', withoutEnlargement: true });
    if (t.format === 'jpeg') image = image.jpeg({ quality: t.quality, mozjpeg: true });
    else if (t.format === 'webp') image = image.webp({ quality: t.quality });
    else image = image.png({ quality: t.quality });
    return await image.toBuffer();
  } catch {
    throw imageErrors.unreadable();
  }
}

async function inRenderSlot<T>(render: () => Promise<T>): Promise<T> {
  // A finished render hands its slot straight to the next in line, so a newcomer cannot slip in between.
  if (rendering < RENDER_SLOTS) rendering++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await render();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else rendering--;
  }
}

function remember(key: string, value: Buffer): void {
  if (value.length > CACHE_LIMIT / 4) return;
  cache.set(key, value);
  cachedBytes += value.length;
  for (const [oldKey, oldValue] of cache) {
    if (cachedBytes <= CACHE_LIMIT && cache.size <= CACHE_ENTRIES) break;
    cache.delete(oldKey);
    cachedBytes -= oldValue.length;
  }
}
