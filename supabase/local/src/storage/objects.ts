import type { IncomingMessage, ServerResponse } from 'node:http';
import { stat } from 'node:fs/promises';
import type { JwtClaims, ServerContext } from '../context.ts';
import { CORS_HEADERS, readBody, sendJson } from '../http.ts';
import { storageErrors } from './errors.ts';
import { objectFile, readObjectFile, removeObjectFile } from './files.ts';
import { findBucket } from './buckets.ts';
import { objectHeaders } from './headers.ts';

export interface ObjectMeta {
  name: string;
  metadata: {
    mimetype?: string;
    cacheControl?: string;
    eTag?: string;
    size?: number;
    lastModified?: string;
  } | null;
  updated_at: Date;
}

/** An object of a public bucket, read as the superuser (public URLs need no policy). */
export async function findPublicObject(ctx: ServerContext, bucketId: string, key: string): Promise<ObjectMeta> {
  const bucket = await findBucket(ctx, bucketId);
  if (!bucket?.public) throw storageErrors.noSuchBucket();
  return findObject(ctx, bucketId, key);
}

const FIND_OBJECT = 'select name, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2';

function foundOrNoSuchKey(rows: ObjectMeta[]): ObjectMeta {
  if (!rows[0]) throw storageErrors.noSuchKey();
  return rows[0];
}

/** Any object, read as the superuser (for URLs whose signature already granted access). */
export async function findObject(ctx: ServerContext, bucketId: string, key: string): Promise<ObjectMeta> {
  return foundOrNoSuchKey((await ctx.pool.query<ObjectMeta>(FIND_OBJECT, [bucketId, key])).rows);
}

/** An object the caller's role may SELECT under RLS. */
export async function findVisibleObject(
  ctx: ServerContext,
  claims: JwtClaims,
  bucketId: string,
  key: string,
): Promise<ObjectMeta> {
  return foundOrNoSuchKey((await ctx.withRole(claims, (c) => c.query<ObjectMeta>(FIND_OBJECT, [bucketId, key]))).rows);
}

/** Streams the bytes with the headers storage sends: type, cache control, ETag, conditional 304, single ranges. */
export async function sendObject(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  object: ObjectMeta,
  url: URL,
): Promise<void> {
  const file = objectFile(ctx.dataDir, bucketId, object.name);
  const info = await stat(file).catch(() => null);
  if (!info) throw storageErrors.noSuchKey();
  const meta = object.metadata ?? {};
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    'Content-Type': meta.mimetype ?? 'application/octet-stream',
    ...objectHeaders(meta),
    ETag: meta.eTag ?? `"${info.size}-${info.mtimeMs}"`,
    'Last-Modified': meta.lastModified ?? new Date(object.updated_at).toUTCString(),
    'Accept-Ranges': 'bytes',
  };
  const download = url.searchParams.get('download');
  if (download !== null) {
    const fileName = download || object.name.split('/').pop() || 'download';
    headers['Content-Disposition'] =
      `attachment; filename=${encodeURIComponent(fileName)}; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  }
  if (req.headers['if-none-match'] && req.headers['if-none-match'] === headers.ETag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const range = parseRange(req.headers.range, info.size);
  if (range) {
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${info.size}`;
    headers['Content-Length'] = String(range.end - range.start + 1);
    res.writeHead(206, headers);
  } else {
    headers['Content-Length'] = String(info.size);
    res.writeHead(200, headers);
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  readObjectFile(file, range ?? undefined)
    .on('error', () => res.destroy())
    .pipe(res);
}

function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/** DELETE /object/{bucket} {prefixes}: removes what the role may delete (and select), answers the deleted rows. */
export async function handleRemove(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  claims: JwtClaims,
  bucketId: string,
): Promise<void> {
  const body = await readJsonBody(req);
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string' && !(p && typeof p === 'object'))) {
    throw storageErrors.invalidRequest('body/prefixes must be array');
  }
  const names = prefixes.map((p) => (typeof p === 'string' ? p : String((p as { path?: unknown }).path ?? '')));
  const deleted = await ctx.withRole(claims, async (c) => {
    const r = await c.query(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning id, bucket_id, name, owner, owner_id, version, created_at, updated_at, last_accessed_at,
         metadata, user_metadata`,
      [bucketId, names],
    );
    return r.rows as { name: string }[];
  });
  await Promise.all(deleted.map((row) => removeObjectFile(objectFile(ctx.dataDir, bucketId, row.name))));
  sendJson(res, 200, deleted);
}

/** DELETE /object/{bucket}/{key}: one object. */
export async function handleRemoveOne(
  ctx: ServerContext,
  res: ServerResponse,
  claims: JwtClaims,
  bucketId: string,
  key: string,
): Promise<void> {
  const r = await ctx.withRole(claims, (c) =>
    c.query('delete from storage.objects where bucket_id = $1 and name = $2 returning name', [bucketId, key]),
  );
  if (!r.rowCount) throw storageErrors.noSuchKey();
  await removeObjectFile(objectFile(ctx.dataDir, bucketId, key));
  sendJson(res, 200, { message: 'Successfully deleted' });
}

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

/** POST /object/list/{bucket}: one folder level, folders (id null) and files, like storage.search(). */
export async function handleList(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  claims: JwtClaims,
  bucketId: string,
): Promise<void> {
  const body = await readJsonBody(req);
  let prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  const level = prefix ? prefix.split('/').length : 1;
  const limit = clampInt(body.limit, 100, 1, 1000);
  const offset = clampInt(body.offset, 0, 0, Number.MAX_SAFE_INTEGER);
  const search = typeof body.search === 'string' ? body.search : '';
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name';
  const order = String(sortBy.order).toLowerCase() === 'desc' ? 'desc' : 'asc';
  const r = await ctx.withRole(claims, (c) =>
    c.query(
      `with objs as (
         select * from storage.objects where bucket_id = $1 and left(name, length($2)) = $2
       ), entries as (
         select distinct on (path_tokens[$3]) path_tokens[$3] as name, null::uuid as id, null::timestamptz as updated_at,
           null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
         from objs where array_length(path_tokens, 1) > $3
         union all
         select path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata
         from objs where array_length(path_tokens, 1) = $3
       )
       select * from entries where left(lower(name), length($4)) = lower($4)
       order by ${column === 'name' ? 'name collate "C"' : column} ${order} nulls last, name collate "C"
       limit $5 offset $6`,
      [bucketId, prefix, level, search, limit, offset],
    ),
  );
  sendJson(res, 200, r.rows);
}

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readBody(req, 1024 * 1024);
  try {
    const value: unknown = JSON.parse(raw.toString('utf8') || '{}');
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw storageErrors.invalidRequest('Invalid JSON body');
}
