import type { IncomingMessage } from 'node:http';
import { errors, jwtVerify } from 'jose';
import type { JwtClaims } from '../context.ts';
import { bearerToken } from '../http.ts';
import { VerifiedTokens } from './auth-cache.ts';
import { PgrstError } from './errors.ts';

const encoder = new TextEncoder();
const verified = new WeakMap<object, VerifiedTokens>();
const keys = new Map<string, Uint8Array>();

/**
 * The claims a request runs with, as PostgREST derives them: no token → the anonymous role; a valid token
 * → its claims (a token without `role` also means anon); anything else → 401 PGRST301 / PGRST303.
 * Like the hosted gateway, the `apikey` header stands in for a missing Authorization header.
 */
export async function requestClaims(req: IncomingMessage, secret: string): Promise<JwtClaims> {
  const token = bearerToken(req);
  if (token === undefined) return { role: 'anon' };
  if (token === '') throw decodeError('Empty JWT is sent in Authorization header');
  const parts = token.split('.').length;
  if (parts !== 3) throw decodeError(`Expected 3 parts in JWT; got ${parts}`);
  const cache = cacheFor(secret);
  const known = cache.get(token);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { algorithms: ['HS256'] });
    const claims = { ...payload, role: typeof payload.role === 'string' && payload.role ? payload.role : 'anon' } as JwtClaims;
    cache.set(token, claims);
    return claims;
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw claimsError('JWT expired');
    if (err instanceof errors.JWTClaimValidationFailed) {
      throw claimsError(
        err.claim === 'nbf' ? 'JWT not yet valid' : err.claim === 'iat' ? 'JWT issued at future' : 'Parsing claims failed',
      );
    }
    if (err instanceof errors.JOSEAlgNotAllowed || err instanceof errors.JOSENotSupported) {
      throw decodeError('Wrong or unsupported encoding algorithm');
    }
    if (err instanceof errors.JWSSignatureVerificationFailed) throw decodeError('JWT cryptographic operation failed');
    throw decodeError("JWT couldn't be decoded");
  }
}

const wwwAuthenticate = (message: string) => ({
  'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
});

function decodeError(message: string): PgrstError {
  return new PgrstError(401, 'PGRST301', message, null, null, wwwAuthenticate(message));
}

function claimsError(message: string): PgrstError {
  return new PgrstError(401, 'PGRST303', message, null, null, wwwAuthenticate(message));
}

function keyFor(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = encoder.encode(secret)));
  return key;
}

function cacheFor(secret: string): VerifiedTokens {
  const key = keyFor(secret);
  let cache = verified.get(key);
  if (!cache) verified.set(key, (cache = new VerifiedTokens()));
  return cache;
}
