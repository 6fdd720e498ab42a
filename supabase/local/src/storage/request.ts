import type { IncomingMessage } from 'node:http';
import type { JwtClaims, ServerContext } from '../context.ts';
import { bearerToken } from '../http.ts';
import { verifyJwt } from '../jwt.ts';
import { apiRoleRefusal } from '../roles.ts';
import { StorageError, storageErrors } from './errors.ts';

/**
 * The caller's verified claims. No token at all means anon (public reads need none); a token that fails
 * verification is refused the way storage refuses it (InvalidJWT, with jsonwebtoken's wording), and so is a
 * role the API may not switch to (Postgres' refusal, as REST gives it).
 */
export async function resolveClaims(ctx: ServerContext, req: IncomingMessage): Promise<JwtClaims> {
  const token = bearerToken(req);
  if (!token) return { role: 'anon' };
  const result = await verifyJwt(ctx.jwtSecret, token);
  if (result.ok) {
    const refusal = await apiRoleRefusal(ctx.pool, result.claims.role);
    if (refusal) throw new StorageError('403', 'Unauthorized', refusal, 'AccessDenied');
    return result.claims;
  }
  if (result.reason === 'expired') throw storageErrors.invalidJwt('jwt expired');
  if (/signature/i.test(result.message)) throw storageErrors.invalidJwt('invalid signature');
  throw storageErrors.invalidJwt('jwt malformed');
}

/** `{bucket}/{path…}` from the URL path segments (percent-decoded), or an InvalidKey error. */
export function splitBucketKey(rest: string): { bucket: string; key: string } {
  const segments = rest.split('/').filter((s, i) => i > 0 || s !== '');
  const decoded = segments.map(decodeSegment);
  const bucket = decoded.shift() ?? '';
  const key = decoded.join('/');
  if (!bucket) throw storageErrors.noSuchBucket();
  validateKey(key);
  return { bucket, key };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw storageErrors.invalidKey(segment);
  }
}

/** Object names that could escape the bucket's folder on disk, or that storage itself rejects. */
export function validateKey(key: string): void {
  const bad =
    key === '' ||
    key.length > 1024 ||
    key.startsWith('/') ||
    key.includes('\\') ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a key may not hold
    /[\u0000-\u001f\u007f]/.test(key) ||
    key.split('/').some((part) => part === '' || part === '.' || part === '..');
  if (bad) throw storageErrors.invalidKey(key);
}

/** Bucket ids as storage accepts them (also keeps them safe as one folder name). */
export function validateBucketName(name: string): void {
  if (!/^[A-Za-z0-9_.\- !'()*@]{1,100}$/.test(name) || name === '.' || name === '..') {
    throw storageErrors.invalidBucketName();
  }
}

export function ownerOf(claims: JwtClaims): { owner: string | null; ownerId: string | null } {
  const sub = typeof claims.sub === 'string' ? claims.sub : null;
  const isUuid = sub !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub);
  return { owner: isUuid ? sub : null, ownerId: sub };
}

/** A bucket id from one URL path segment. */
export function decodeBucket(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw storageErrors.noSuchBucket();
  }
}
