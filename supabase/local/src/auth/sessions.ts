import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { PoolClient } from 'pg';
import type { ServerContext } from '../context.ts';
import { signJwt } from '../jwt.ts';
import { badRequest } from './errors.ts';
import { findUserById, isBanned, userJson, type AuthUser, type Db } from './users.ts';

/** GoTrue's authentication methods (the amr claim): 'otp' for an implicit e-mail link, 'recovery' for a PKCE one. */
export type AuthMethod = 'password' | 'anonymous' | 'otp' | 'recovery';

/** The access-token response of /token and /signup, field for field as GoTrue sends it. */
export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

/** GoTrue's refresh tokens are short random strings; uniqueness is enforced by the table. */
function newRefreshToken(): string {
  return randomBytes(9).toString('base64url');
}

function clientInfo(req: IncomingMessage): { userAgent: string | null; ip: string | null } {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  const ip = first || req.socket.remoteAddress || null;
  return { userAgent: req.headers['user-agent'] ?? null, ip: ip && /^[0-9a-f:.]+$/i.test(ip) ? ip : null };
}

/** Seconds a revoked refresh token may still be swapped (config.toml `refresh_token_reuse_interval`). */
function reuseIntervalSeconds(ctx: ServerContext): number {
  const value = (ctx.config.auth as { refreshTokenReuseInterval?: number }).refreshTokenReuseInterval;
  return typeof value === 'number' && value >= 0 ? value : 0;
}

/** Signs the access token with Supabase's claims; `amr` comes from how the session was authenticated. */
async function accessToken(
  ctx: ServerContext,
  db: Db,
  user: AuthUser,
  sessionId: string,
): Promise<{ token: string; exp: number }> {
  const { rows } = await db.query<{ method: string; ts: string }>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint as ts
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ctx.config.auth.jwtExpiry;
  const u = user.row;
  const token = await signJwt(ctx.jwtSecret, {
    iss: `${ctx.apiUrl}/auth/v1`,
    sub: u.id,
    aud: u.aud || 'authenticated',
    exp,
    iat,
    email: u.email ?? '',
    phone: u.phone ?? '',
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    role: u.role || 'authenticated',
    aal: 'aal1',
    amr: rows.map((r) => ({ method: r.method, timestamp: Number(r.ts) })),
    session_id: sessionId,
    is_anonymous: u.is_anonymous,
  });
  return { token, exp };
}

async function sessionResponse(
  ctx: ServerContext,
  db: Db,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<SessionResponse> {
  const user = (await findUserById(db, userId))!;
  const { token, exp } = await accessToken(ctx, db, user, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.auth.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** A new session for a user who just proved who they are: session row, amr claim, first refresh token. */
export async function issueSession(
  ctx: ServerContext,
  db: PoolClient,
  req: IncomingMessage,
  userId: string,
  method: AuthMethod,
): Promise<SessionResponse> {
  const sessionId = randomUUID();
  const { userAgent, ip } = clientInfo(req);
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4)`,
    [sessionId, userId, userAgent, ip],
  );
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)`,
    [sessionId, method, randomUUID()],
  );
  const refreshToken = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), null, $3)`,
    [refreshToken, userId, sessionId],
  );
  await db.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId]);
  await db.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [userId]);
  return sessionResponse(ctx, db, userId, sessionId, refreshToken);
}

interface TokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  session_id: string | null;
  session_exists: boolean;
}

/**
 * The refresh_token grant with GoTrue's rotation rules: a token is swapped for a child once; presenting the
 * revoked parent of the live token returns that live token (a client that lost the response); any other
 * reuse after the reuse interval revokes the whole session family and fails with refresh_token_already_used.
 */
export async function refreshSession(
  ctx: ServerContext,
  db: PoolClient,
  req: IncomingMessage,
  presented: string,
): Promise<SessionResponse> {
  const { rows } = await db.query<TokenRow>(
    `select rt.id, rt.token, rt.user_id, rt.revoked, rt.updated_at, rt.session_id, (s.id is not null) as session_exists
       from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
      where rt.token = $1 for update of rt`,
    [presented],
  );
  const token = rows[0];
  const user = token ? await findUserById(db, token.user_id) : null;
  if (!token || !user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (isBanned(user.row)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
  if (!token.session_id || !token.session_exists) {
    await db.query(`delete from auth.refresh_tokens where id = $1`, [token.id]);
    throw new CommitThenThrow(badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'));
  }
  const sessionId = token.session_id;
  let issued: string | null = null;
  if (token.revoked) {
    const active = await db.query<{ token: string; parent: string | null }>(
      `select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
      [sessionId],
    );
    const live = active.rows[0];
    if (live && live.parent === token.token) {
      issued = live.token;
    } else {
      const reuseUntil = new Date(token.updated_at).getTime() + reuseIntervalSeconds(ctx) * 1000;
      if (Date.now() >= reuseUntil) {
        await db.query(
          `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`,
          [sessionId],
        );
        throw new CommitThenThrow(badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'));
      }
    }
  }
  if (!issued) {
    issued = newRefreshToken();
    await db.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [token.id]);
    await db.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
      [issued, token.user_id, token.token, sessionId],
    );
  }
  const { userAgent, ip } = clientInfo(req);
  await db.query(
    `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now(), user_agent = $2, ip = $3 where id = $1`,
    [sessionId, userAgent, ip],
  );
  return sessionResponse(ctx, db, token.user_id, sessionId, issued);
}

/** An error whose transaction must still commit (GoTrue commits the family revocation before answering). */
export class CommitThenThrow extends Error {
  constructor(readonly error: Error) {
    super(error.message);
  }
}

export type LogoutScope = 'global' | 'local' | 'others';

/** GoTrue's logout: deleting sessions cascades to their refresh tokens. */
export async function logout(db: Db, userId: string, sessionId: string | null, scope: LogoutScope): Promise<void> {
  if (!sessionId || scope === 'global') {
    await db.query(`delete from auth.sessions where user_id = $1`, [userId]);
    await db.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where user_id = $1 and revoked = false`, [
      userId,
    ]);
  } else if (scope === 'local') {
    await db.query(`delete from auth.sessions where id = $1`, [sessionId]);
  } else {
    await db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId]);
  }
}
