import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiHandler, JwtClaims, ServerContext } from '../context.ts';
import { CORS_HEADERS } from '../http.ts';
import { sendStorageError, storageErrors } from './errors.ts';
import { decodeBucket, resolveClaims, splitBucketKey } from './request.ts';
import { handleUpload } from './upload.ts';
import { handleBuckets } from './buckets.ts';
import { handleInfo } from './info.ts';
import { handleSign, verifySigned } from './signed.ts';
import { handleCopy, handleMove } from './transfer.ts';
import {
  findObject,
  findPublicObject,
  findVisibleObject,
  handleList,
  handleRemove,
  handleRemoveOne,
  sendObject,
} from './objects.ts';
import { sendRendered } from './render.ts';

/** The Storage API (`/storage/v1`): objects on disk under the data dir, rows in storage.objects under RLS. */
export function createStorageHandler(ctx: ServerContext): ApiHandler {
  return async (req, res, path, url) => {
    try {
      await route(ctx, req, res, path, url);
    } catch (err) {
      req.resume();
      sendStorageError(res, err);
    }
  };
}

async function route(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    res.writeHead(204, CORS_HEADERS);
    res.end();
    return;
  }
  const read = method === 'GET' || method === 'HEAD';
  const [, area, ...rest] = path.split('/');
  const tail = rest.join('/');

  if (area === 'object' && read && rest[0] === 'public') {
    const { bucket, key } = splitBucketKey(rest.slice(1).join('/'));
    return sendObject(ctx, req, res, bucket, await findPublicObject(ctx, bucket, key), url);
  }
  if (area === 'render' && read && rest[0] === 'image' && rest[1] === 'public') {
    const { bucket, key } = splitBucketKey(rest.slice(2).join('/'));
    return sendRendered(ctx, req, res, bucket, await findPublicObject(ctx, bucket, key), url);
  }

  if (read && (area === 'object' ? rest[0] === 'sign' : area === 'render' && rest[0] === 'image' && rest[1] === 'sign')) {
    const { bucket, key } = splitBucketKey(rest.slice(area === 'object' ? 1 : 2).join('/'));
    await verifySigned(ctx, url, bucket, key);
    const object = await findObject(ctx, bucket, key);
    return area === 'object' ? sendObject(ctx, req, res, bucket, object, url) : sendRendered(ctx, req, res, bucket, object, url);
  }

  const claims: JwtClaims = await resolveClaims(ctx, req);

  if (area === 'bucket') return handleBuckets(ctx, req, res, claims, rest);
  if (area === 'render' && read && rest[0] === 'image' && rest[1] === 'authenticated') {
    const { bucket, key } = splitBucketKey(rest.slice(2).join('/'));
    return sendRendered(ctx, req, res, bucket, await findVisibleObject(ctx, claims, bucket, key), url);
  }
  if (area !== 'object') throw storageErrors.routeNotFound(method, path);

  if (read && rest[0] === 'authenticated') {
    const { bucket, key } = splitBucketKey(rest.slice(1).join('/'));
    return sendObject(ctx, req, res, bucket, await findVisibleObject(ctx, claims, bucket, key), url);
  }
  if (read && rest[0] === 'info') {
    const scoped = rest[1] === 'public' || rest[1] === 'authenticated' ? 2 : 1;
    const { bucket, key } = splitBucketKey(rest.slice(scoped).join('/'));
    return handleInfo(ctx, res, claims, bucket, key);
  }
  if (method === 'POST' && rest[0] === 'sign') {
    if (rest.length === 2) return handleSign(ctx, req, res, claims, decodeBucket(rest[1]), null);
    const { bucket, key } = splitBucketKey(rest.slice(1).join('/'));
    return handleSign(ctx, req, res, claims, bucket, key);
  }
  if (method === 'POST' && rest.length === 1 && rest[0] === 'move') return handleMove(ctx, req, res, claims);
  if (method === 'POST' && rest.length === 1 && rest[0] === 'copy') return handleCopy(ctx, req, res, claims);
  if (method === 'POST' && rest[0] === 'list' && rest.length === 2) {
    return handleList(ctx, req, res, claims, decodeBucket(rest[1]));
  }
  if (method === 'DELETE' && rest.length === 1) return handleRemove(ctx, req, res, claims, decodeBucket(rest[0]));

  const { bucket, key } = splitBucketKey(tail);
  if (read) return sendObject(ctx, req, res, bucket, await findVisibleObject(ctx, claims, bucket, key), url);
  if (method === 'POST' || method === 'PUT') {
    const upsert = method === 'PUT' || String(req.headers['x-upsert']).toLowerCase() === 'true';
    return handleUpload(ctx, req, res, claims, bucket, key, upsert);
  }
  if (method === 'DELETE') return handleRemoveOne(ctx, res, claims, bucket, key);
  throw storageErrors.routeNotFound(method, path);
}
