import type { ServerResponse } from 'node:http';
import type { JwtClaims, ServerContext } from '../context.ts';
import { sendJson } from '../http.ts';
import { storageErrors } from './errors.ts';

/** GET /object/info/{bucket}/{key}: what storage-js `info()` and `exists()` read, under RLS. */
export async function handleInfo(ctx: ServerContext, res: ServerResponse, claims: JwtClaims, bucketId: string, key: string) {
  const r = await ctx.withRole(claims, (c) =>
    c.query(
      `select id, name, version, bucket_id, metadata, user_metadata, created_at, updated_at
       from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, key],
    ),
  );
  const row = r.rows[0] as
    | {
        id: string;
        name: string;
        version: string | null;
        bucket_id: string;
        metadata: Record<string, unknown> | null;
        user_metadata: unknown;
        created_at: Date;
        updated_at: Date;
      }
    | undefined;
  if (!row) throw storageErrors.noSuchKey();
  const meta = row.metadata ?? {};
  sendJson(res, 200, {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at,
    created_at: row.created_at,
  });
}
