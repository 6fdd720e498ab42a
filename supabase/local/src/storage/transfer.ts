import type { IncomingMessage, ServerResponse } from 'node:http';
import { copyFile, mkdir, rename } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { JwtClaims, ServerContext } from '../context.ts';
import { readBody, sendJson } from '../http.ts';
import { storageErrors } from './errors.ts';
import { objectFile } from './files.ts';
import { ownerOf, validateKey } from './request.ts';

interface TransferBody {
  bucketId: string;
  sourceKey: string;
  destinationKey: string;
  destinationBucket: string;
}

/** POST /object/move: renames the row as the caller (RLS: select + update), then the file. */
export async function handleMove(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, claims: JwtClaims) {
  const t = await readTransfer(req);
  const moved = await ctx.withRole(claims, async (c) => {
    const r = await c.query(
      `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
       where bucket_id = $1 and name = $2 returning id`,
      [t.bucketId, t.sourceKey, t.destinationBucket, t.destinationKey],
    );
    if (!r.rowCount) throw storageErrors.noSuchKey();
    const to = objectFile(ctx.dataDir, t.destinationBucket, t.destinationKey);
    await mkdir(path.dirname(to), { recursive: true });
    await rename(objectFile(ctx.dataDir, t.bucketId, t.sourceKey), to);
    return true;
  });
  if (moved) sendJson(res, 200, { message: 'Successfully moved' });
}

/** POST /object/copy: reads the source as the caller (select) and inserts the copy (insert). */
export async function handleCopy(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, claims: JwtClaims) {
  const t = await readTransfer(req);
  const { owner, ownerId } = ownerOf(claims);
  const id: string = randomUUID();
  await ctx.withRole(claims, async (c) => {
    const r = await c.query(
      `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
       select $1::uuid, $4, $5, $6, $7, metadata, user_metadata, $1::text from storage.objects
       where bucket_id = $2 and name = $3`,
      [id, t.bucketId, t.sourceKey, t.destinationBucket, t.destinationKey, owner, ownerId],
    );
    if (!r.rowCount) throw storageErrors.noSuchKey();
    const to = objectFile(ctx.dataDir, t.destinationBucket, t.destinationKey);
    await mkdir(path.dirname(to), { recursive: true });
    await copyFile(objectFile(ctx.dataDir, t.bucketId, t.sourceKey), to);
  });
  sendJson(res, 200, { Id: id, Key: `${t.destinationBucket}/${t.destinationKey}` });
}

async function readTransfer(req: IncomingMessage): Promise<TransferBody> {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse((await readBody(req, 64 * 1024)).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    throw storageErrors.invalidRequest('Invalid JSON body');
  }
  const { bucketId, sourceKey, destinationKey } = body;
  if (typeof bucketId !== 'string' || typeof sourceKey !== 'string' || typeof destinationKey !== 'string') {
    throw storageErrors.invalidRequest('bucketId, sourceKey and destinationKey are required');
  }
  const destinationBucket =
    typeof body.destinationBucket === 'string' && body.destinationBucket ? body.destinationBucket : bucketId;
  validateKey(sourceKey);
  validateKey(destinationKey);
  return { bucketId, sourceKey, destinationKey, destinationBucket };
}
