import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash, randomUUID } from 'node:crypto';
import type { JwtClaims, ServerContext } from '../context.ts';
import { BodyTooLargeError, readBody, sendJson } from '../http.ts';
import { storageErrors } from './errors.ts';
import { isHeaderSafe } from './headers.ts';
import { objectFile, writeObjectFile } from './files.ts';
import { assertPixelLimit } from './image.ts';
import { assertLabelMatches } from './sniff.ts';
import { stripLocation } from './strip-location.ts';
import { findBucket, type BucketRow } from './buckets.ts';
import { ownerOf } from './request.ts';

interface UploadBody {
  data: Buffer;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** Room for multipart boundaries and the small text fields storage-js sends beside the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * POST/PUT /object/{bucket}/{key}. The row is written as the caller's role, so RLS on storage.objects
 * decides (insert; insert+update+select for upsert), and the bytes land on disk only once the row passed.
 */
export async function handleUpload(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  claims: JwtClaims,
  bucketId: string,
  key: string,
  upsert: boolean,
): Promise<void> {
  const bucket = await findBucket(ctx, bucketId);
  if (!bucket) {
    req.resume();
    throw storageErrors.noSuchBucket();
  }
  const limit = sizeLimit(ctx, bucket);
  const body = await readUpload(req, limit);
  if (body.data.length > limit) throw storageErrors.tooLarge();
  checkMime(bucket, body.contentType);
  if (/^image\//i.test(body.contentType)) {
    assertLabelMatches(body.contentType, body.data);
    await assertPixelLimit(body.data);
    body.data = stripLocation(body.contentType, body.data);
  }

  const metadata = {
    eTag: `"${createHash('md5').update(body.data).digest('hex')}"`,
    size: body.data.length,
    mimetype: body.contentType,
    cacheControl: body.cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: body.data.length,
    httpStatusCode: 200,
  };
  const { owner, ownerId } = ownerOf(claims);
  const file = objectFile(ctx.dataDir, bucketId, key);
  const id = await ctx.withRole(claims, async (client) => {
    const newId: string = randomUUID();
    const values = [newId, bucketId, key, owner, ownerId, metadata, body.userMetadata];
    let rowId: string = newId;
    if (upsert) {
      // ON CONFLICT needs SELECT on the existing row, as hosted storage's upsert does.
      const r = await client.query<{ id: string }>(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1::uuid, $2, $3, $4, $5, $6, $7, $1::text)
         on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
           metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
           updated_at = now(), last_accessed_at = now()
         returning id`,
        values,
      );
      rowId = r.rows[0]?.id ?? newId;
    } else {
      // No RETURNING: an upload needs only the INSERT policy, not SELECT.
      await client.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1::uuid, $2, $3, $4, $5, $6, $7, $1::text)`,
        values,
      );
    }
    await writeObjectFile(file, body.data);
    return rowId;
  });
  sendJson(res, 200, { Key: `${bucketId}/${key}`, Id: id });
}

function sizeLimit(ctx: ServerContext, bucket: BucketRow): number {
  const global = ctx.config.storage.fileSizeLimit || Number.POSITIVE_INFINITY;
  const own = bucket.file_size_limit === null ? Number.POSITIVE_INFINITY : Number(bucket.file_size_limit);
  const limit = Math.min(global, own);
  return Number.isFinite(limit) ? limit : 50 * 1024 * 1024;
}

/** Allowed types may be exact (`image/png`) or wildcards (`image/*`); parameters (`;charset=…`) are ignored. */
export function mimeAllowed(allowed: string[] | null, contentType: string): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = contentType.split(';')[0].trim().toLowerCase().split('/');
  return allowed.some((pattern) => {
    const [pType, pSub] = pattern.split(';')[0].trim().toLowerCase().split('/');
    return pType === type && (pSub === '*' || pSub === subtype);
  });
}

function checkMime(bucket: BucketRow, contentType: string): void {
  if (!mimeAllowed(bucket.allowed_mime_types, contentType)) {
    throw storageErrors.invalidMime(contentType.split(';')[0].trim());
  }
}

async function readUpload(req: IncomingMessage, limit: number): Promise<UploadBody> {
  const contentType = String(req.headers['content-type'] ?? '');
  const multipart = /^multipart\/form-data/i.test(contentType);
  const declared = Number(req.headers['content-length'] ?? NaN);
  const cap = multipart ? limit + MULTIPART_OVERHEAD : limit;
  if (Number.isFinite(declared) && declared > cap) {
    req.resume();
    throw storageErrors.tooLarge();
  }
  let raw: Buffer;
  try {
    raw = await readBody(req, cap);
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw storageErrors.tooLarge();
    throw err;
  }
  return multipart ? parseMultipart(raw, contentType) : parseRaw(req, raw, contentType);
}

function parseRaw(req: IncomingMessage, data: Buffer, contentType: string): UploadBody {
  const cacheHeader = req.headers['cache-control'];
  const cacheControl = typeof cacheHeader === 'string' && cacheHeader ? cacheHeader : 'max-age=3600';
  assertCacheControl(cacheControl);
  return {
    data,
    contentType: contentType || 'application/octet-stream',
    cacheControl,
    userMetadata: parseMetadata(headerValue(req, 'x-metadata'), true),
  };
}

/** storage-js sends a Blob as the form field '' (or 'file'), plus `cacheControl` and optional `metadata`. */
async function parseMultipart(raw: Buffer, contentType: string): Promise<UploadBody> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw storageErrors.invalidRequest('Malformed multipart body');
  }
  let file: File | null = null;
  for (const [, value] of form.entries()) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (!file) throw storageErrors.noContent();
  const cache = form.get('cacheControl');
  const cacheControl = typeof cache === 'string' && cache ? (/^\d+$/.test(cache) ? `max-age=${cache}` : cache) : 'max-age=3600';
  assertCacheControl(cacheControl);
  const meta = form.get('metadata');
  return {
    data: Buffer.from(await file.arrayBuffer()),
    contentType: file.type || 'application/octet-stream',
    cacheControl,
    userMetadata: parseMetadata(typeof meta === 'string' ? meta : undefined, false),
  };
}

/** A stored cacheControl becomes a response header: one that is not a header value would fail every read. */
function assertCacheControl(value: string): void {
  if (!isHeaderSafe(value)) throw storageErrors.invalidRequest('Invalid cacheControl');
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
}

function parseMetadata(text: string | undefined, base64: boolean): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const json = base64 ? Buffer.from(text, 'base64').toString('utf8') : text;
    const value: unknown = JSON.parse(json);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through: storage refuses metadata it cannot read
  }
  throw storageErrors.invalidRequest('Invalid metadata');
}
