import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JwtClaims, ServerContext } from '../context.ts';
import { readBody, sendJson } from '../http.ts';
import { storageErrors } from './errors.ts';
import { decodeBucket, ownerOf, validateBucketName } from './request.ts';

export interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

const BUCKET_COLUMNS = `id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, avif_autodetection,
  created_at, updated_at, 'STANDARD' as type`;

/** Bucket settings read as the superuser: limits and publicity apply whatever the caller may SELECT. */
export async function findBucket(ctx: ServerContext, id: string): Promise<BucketRow | null> {
  const r = await ctx.pool.query<BucketRow>(
    'select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  return r.rows[0] ?? null;
}

interface BucketInput {
  id?: unknown;
  name?: unknown;
  public?: unknown;
  file_size_limit?: unknown;
  allowed_mime_types?: unknown;
}

/** GET/POST /bucket, GET/PUT/DELETE /bucket/{id}, POST /bucket/{id}/empty — as the caller's role (RLS on buckets). */
export async function handleBuckets(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  claims: JwtClaims,
  rest: string[],
): Promise<void> {
  const method = req.method ?? 'GET';
  const id = rest[0] ? decodeBucket(rest[0]) : undefined;
  if (!id && method === 'GET') {
    const rows = await ctx.withRole(claims, (c) => c.query(`select ${BUCKET_COLUMNS} from storage.buckets order by name`));
    return sendJson(res, 200, rows.rows.map(normalise));
  }
  if (!id && method === 'POST') {
    const input = await readJson(req);
    const name = String(input.name ?? input.id ?? '');
    validateBucketName(name);
    const { owner, ownerId } = ownerOf(claims);
    await ctx
      .withRole(claims, (c) =>
        c.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $1, $2, $3, $4, $5, $6)`,
          [name, owner, ownerId, input.public === true, sizeOf(input.file_size_limit), mimesOf(input.allowed_mime_types)],
        ),
      )
      .catch((err: { code?: string }) => {
        throw err.code === '23505' ? storageErrors.bucketExists() : err;
      });
    return sendJson(res, 200, { name });
  }
  if (!id) throw storageErrors.routeNotFound(method, '/bucket');
  if (rest[1] === 'empty' && method === 'POST') {
    await ctx.withRole(claims, (c) => c.query('delete from storage.objects where bucket_id = $1', [id]));
    return sendJson(res, 200, { message: 'Successfully emptied' });
  }
  if (method === 'GET') {
    const r = await ctx.withRole(claims, (c) => c.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]));
    if (!r.rows[0]) throw storageErrors.noSuchBucket();
    return sendJson(res, 200, normalise(r.rows[0]));
  }
  if (method === 'PUT') {
    const input = await readJson(req);
    const r = await ctx.withRole(claims, (c) =>
      c.query(
        `update storage.buckets set public = coalesce($2, public), file_size_limit = $3, allowed_mime_types = $4,
           updated_at = now() where id = $1`,
        [
          id,
          typeof input.public === 'boolean' ? input.public : null,
          sizeOf(input.file_size_limit),
          mimesOf(input.allowed_mime_types),
        ],
      ),
    );
    if (!r.rowCount) throw storageErrors.noSuchBucket();
    return sendJson(res, 200, { message: 'Successfully updated' });
  }
  if (method === 'DELETE') {
    const r = await ctx
      .withRole(claims, (c) => c.query('delete from storage.buckets where id = $1', [id]))
      .catch((err: { code?: string }) => {
        throw err.code === '23503' ? storageErrors.bucketNotEmpty() : err;
      });
    if (!r.rowCount) throw storageErrors.noSuchBucket();
    return sendJson(res, 200, { message: 'Successfully deleted' });
  }
  throw storageErrors.routeNotFound(method, `/bucket/${id}`);
}

function normalise(row: Record<string, unknown>): Record<string, unknown> {
  const limit = row.file_size_limit;
  return { ...row, file_size_limit: limit === null || limit === undefined ? null : Number(limit) };
}

async function readJson(req: IncomingMessage): Promise<BucketInput> {
  const raw = await readBody(req, 1024 * 1024);
  try {
    const value: unknown = JSON.parse(raw.toString('utf8') || '{}');
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as BucketInput;
  } catch {
    // answered below
  }
  throw storageErrors.invalidRequest('Invalid JSON body');
}

/** storage-js sends a number of bytes or a string such as "5MB" / "20GB". */
export function sizeOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return Math.floor(value);
  const bytes = typeof value === 'string' ? parseSize(value) : null;
  if (bytes === null) throw storageErrors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  return bytes;
}

const UNITS: Record<string, number> = {
  b: 1,
  kb: 1000,
  mb: 1000 ** 2,
  gb: 1000 ** 3,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

/** "5MiB", "50MB", "300KB", "1024" → bytes; null when unreadable. */
export function parseSize(text: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  if (!m) return null;
  const unit = (m[2] || 'b').toLowerCase();
  const factor = UNITS[unit];
  return factor === undefined ? null : Math.floor(Number(m[1]) * factor);
}

function mimesOf(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.length ? (value as string[]) : null;
  throw storageErrors.invalidRequest('allowed_mime_types must be an array of strings');
}
