import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BucketConfig, ServerContext } from '../context.ts';
import { objectFile, writeObjectFile } from './files.ts';
import { mimeAllowed } from './upload.ts';
import { mimeFor } from './mime.ts';
import { validateBucketName, validateKey } from './request.ts';

/**
 * Creates or updates the buckets of `[storage.buckets.*]` and uploads the files under each `objects_path`
 * (relative to the project's supabase dir), keeping relative paths, like `supabase seed buckets`. Idempotent:
 * unchanged files are left alone.
 */
export async function seedBuckets(ctx: ServerContext): Promise<void> {
  for (const [id, bucket] of Object.entries(ctx.config.storage.buckets)) {
    validateBucketName(id);
    await ctx.pool.query(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
       values ($1, $1, $2, $3, $4)
       on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit,
         allowed_mime_types = excluded.allowed_mime_types, updated_at = now()`,
      [id, bucket.public, bucket.fileSizeLimit, bucket.allowedMimeTypes?.length ? bucket.allowedMimeTypes : null],
    );
    if (bucket.objectsPath) await seedObjects(ctx, id, bucket);
  }
}

async function seedObjects(ctx: ServerContext, bucketId: string, bucket: BucketConfig): Promise<void> {
  const root = path.resolve(ctx.projectDir, bucket.objectsPath ?? '.');
  const files = await listFiles(root).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') {
      console.warn(`[storage] objects_path of bucket ${bucketId} not found: ${root}`);
      return [];
    }
    throw err;
  });
  for (const file of files) {
    const key = path.relative(root, file).split(path.sep).join('/');
    validateKey(key);
    const data = await readFile(file);
    const mimetype = mimeFor(file);
    const limit = bucket.fileSizeLimit ?? ctx.config.storage.fileSizeLimit;
    if ((limit && data.length > limit) || !mimeAllowed(bucket.allowedMimeTypes, mimetype)) {
      console.warn(`[storage] skipped ${bucketId}/${key}: over the size limit or a MIME type the bucket refuses`);
      continue;
    }
    await upsertSeedObject(ctx, bucketId, key, data, mimetype);
  }
}

async function upsertSeedObject(ctx: ServerContext, bucketId: string, key: string, data: Buffer, mimetype: string) {
  const eTag = `"${createHash('md5').update(data).digest('hex')}"`;
  const existing = await ctx.pool.query<{ etag: string | null }>(
    `select metadata->>'eTag' as etag from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, key],
  );
  const target = objectFile(ctx.dataDir, bucketId, key);
  if (existing.rows[0]?.etag === eTag) {
    // The row is current; restore the bytes only if the data dir lost them.
    const onDisk = await readFile(target).catch(() => null);
    if (onDisk) return;
  }
  const metadata = {
    eTag,
    size: data.length,
    mimetype,
    cacheControl: 'max-age=3600',
    lastModified: new Date().toUTCString(),
    contentLength: data.length,
    httpStatusCode: 200,
  };
  const id = randomUUID();
  await ctx.pool.query(
    `insert into storage.objects (id, bucket_id, name, metadata, version) values ($1::uuid, $2, $3, $4, $1::text)
     on conflict (bucket_id, name) do update set metadata = excluded.metadata, version = excluded.version,
       updated_at = now()`,
    [id, bucketId, key, metadata],
  );
  await writeObjectFile(target, data);
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full)));
    else if (entry.isFile()) out.push(full);
  }
  return out.sort();
}
