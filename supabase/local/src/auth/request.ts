import type { IncomingMessage } from 'node:http';
import type { PoolClient } from 'pg';
import type { JwtClaims, ServerContext } from '../context.ts';
import { BodyTooLargeError, readBody } from '../http.ts';
import { verifyJwt } from '../jwt.ts';
import { AuthError, badRequest, forbidden } from './errors.ts';
import { CommitThenThrow } from './sessions.ts';
import { UUID_PATTERN, findUserById, type AuthUser } from './users.ts';

/**
 * GoTrue's limit on every request body (1 MiB, http.MaxBytesReader): it is also what bounds user_metadata,
 * which GoTrue does not limit on its own.
 */
const MAX_BODY_BYTES = 1024 * 1024;

export type Body = Record<string, unknown>;

/** GoTrue's retrieveRequestParams: an empty body is `{}`, anything but a JSON object is bad_json. */
export async function readJson(req: IncomingMessage): Promise<Body> {
  let raw: Buffer;
  try {
    raw = await readBody(req, MAX_BODY_BYTES);
  } catch (err) {
    if (err instanceof BodyTooLargeError)
      throw new AuthError(413, 'request_entity_too_large', `Request body too large (max ${MAX_BODY_BYTES} bytes)`);
    throw err;
  }
  const text = raw.toString('utf8').trim();
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${err instanceof Error ? err.message : 'invalid JSON'}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return parsed as Body;
}

/** A string field ('' when absent); any other JSON type is the unmarshal error GoTrue gives. */
export function stringField(body: Body, key: string): string {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string')
    throw badRequest('bad_json', `Could not parse request body as JSON: field "${key}" must be a string`);
  return value;
}

/** An object field (metadata); absent is undefined, non-objects are bad_json. */
export function objectField(body: Body, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('bad_json', `Could not parse request body as JSON: field "${key}" must be an object`);
  }
  return value as Record<string, unknown>;
}

/** GoTrue's validateEmail: required, at most 255 characters, a plausible address; stored lower-cased. */
export function validateEmail(email: string): string {
  if (!email) throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

/** Runs `fn` in one superuser transaction; CommitThenThrow commits before rethrowing its error. */
export async function inTransaction<T>(ctx: ServerContext, fn: (db: PoolClient) => Promise<T>): Promise<T> {
  const db = await ctx.pool.connect();
  try {
    await db.query('begin');
    try {
      const result = await fn(db);
      await db.query('commit');
      return result;
    } catch (err) {
      if (err instanceof CommitThenThrow) {
        await db.query('commit');
        throw err.error;
      }
      await db.query('rollback');
      throw err;
    }
  } finally {
    db.release();
  }
}

/** GoTrue reads only the Authorization header (the apikey header is the gateway's business). */
function bearer(req: IncomingMessage): string {
  const match = /^bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  return match[1]!;
}

async function verifiedClaims(ctx: ServerContext, req: IncomingMessage): Promise<JwtClaims> {
  const result = await verifyJwt(ctx.jwtSecret, bearer(req));
  if (result.ok) return result.claims;
  const reason =
    result.reason === 'expired'
      ? 'token has invalid claims: token is expired'
      : /signature/i.test(result.message)
        ? 'token signature is invalid: signature is invalid'
        : `token is malformed: ${result.message}`;
  throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
}

export interface Authenticated {
  claims: JwtClaims;
  user: AuthUser;
  sessionId: string | null;
}

/** GoTrue's requireAuthentication: a valid user JWT whose user and session still exist. */
export async function authenticate(ctx: ServerContext, req: IncomingMessage): Promise<Authenticated> {
  const claims = await verifiedClaims(ctx, req);
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID_PATTERN.test(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.pool, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' && claims.session_id ? claims.session_id : null;
  if (sessionId && sessionId !== '00000000-0000-0000-0000-000000000000') {
    if (!UUID_PATTERN.test(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    const { rowCount } = await ctx.pool.query(`select 1 from auth.sessions where id = $1`, [sessionId]);
    if (!rowCount) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { claims, user, sessionId };
}

/** GoTrue's admin roles: only a service_role (or supabase_admin) JWT may use /admin. */
export async function requireAdmin(ctx: ServerContext, req: IncomingMessage): Promise<void> {
  const claims = await verifiedClaims(ctx, req);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw forbidden('not_admin', 'User not allowed');
  }
}
