import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JwtClaims, ServerContext } from '../context.ts';
import { readBody, sendJson } from '../http.ts';
import { signJwt, verifyJwtPayload } from './token.ts';
import { StorageError, storageErrors } from './errors.ts';
import { findVisibleObject } from './objects.ts';
import { validateKey } from './request.ts';

/**
 * Signed URLs as storage makes them: a JWT `{url: 'bucket/key', iat, exp}` signed with the project secret,
 * issued only for objects the caller may SELECT, and honoured later without any other credentials.
 */
export async function handleSign(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  claims: JwtClaims,
  bucketId: string,
  key: string | null,
): Promise<void> {
  const body = await readJson(req);
  const expiresIn = Number(body.expiresIn);
  if (!Number.isInteger(expiresIn) || expiresIn < 1) throw storageErrors.invalidRequest('expiresIn must be a positive integer');
  if (key !== null) {
    await findVisibleObject(ctx, claims, bucketId, key);
    return sendJson(res, 200, { signedURL: await signedPath(ctx, bucketId, key, expiresIn) });
  }
  if (!Array.isArray(body.paths) || body.paths.some((p) => typeof p !== 'string')) {
    throw storageErrors.invalidRequest('paths must be an array of strings');
  }
  const out = [];
  for (const path of body.paths as string[]) {
    try {
      validateKey(path);
      await findVisibleObject(ctx, claims, bucketId, path);
      out.push({ error: null, path, signedURL: await signedPath(ctx, bucketId, path, expiresIn) });
    } catch (err) {
      if (!(err instanceof StorageError)) throw err;
      out.push({ error: 'Either the object does not exist or you do not have access to it', path, signedURL: null });
    }
  }
  sendJson(res, 200, out);
}

async function signedPath(ctx: ServerContext, bucketId: string, key: string, expiresIn: number): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  const token = await signJwt(ctx.jwtSecret, { url: `${bucketId}/${key}`, iat, exp: iat + expiresIn });
  const encodedKey = key.split('/').map(encodeURIComponent).join('/');
  return `/object/sign/${encodeURIComponent(bucketId)}/${encodedKey}?token=${token}`;
}

/** Checks a signed URL's token against the object it names. */
export async function verifySigned(ctx: ServerContext, url: URL, bucketId: string, key: string): Promise<void> {
  const token = url.searchParams.get('token');
  if (!token) throw storageErrors.invalidRequest('Missing token');
  const payload = await verifyJwtPayload(ctx.jwtSecret, token);
  if (payload === 'expired') throw new StorageError('400', 'InvalidSignature', 'jwt expired', 'InvalidJWT');
  if (!payload || payload.url !== `${bucketId}/${key}`) {
    throw new StorageError('400', 'InvalidSignature', 'Invalid signature', 'InvalidSignature');
  }
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const value: unknown = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8') || '{}');
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw storageErrors.invalidRequest('Invalid JSON body');
}
