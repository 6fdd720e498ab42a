import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../context.ts';
import { badRequest } from './errors.ts';
import { verifyPassword } from './passwords.ts';
import type { RateLimit } from './rate-limit.ts';
import { pkceGrant } from './pkce.ts';
import { inTransaction, readJson, stringField } from './request.ts';
import { issueSession, refreshSession, type SessionResponse } from './sessions.ts';
import { findUserByEmail, isBanned } from './users.ts';

const INVALID_LOGIN = 'Invalid login credentials';

/** POST /token?grant_type=… — the grants supabase-js uses for email accounts (pkce: exchangeCodeForSession). */
export async function token(ctx: ServerContext, req: IncomingMessage, url: URL, limit: RateLimit): Promise<SessionResponse> {
  const grantType = url.searchParams.get('grant_type');
  if (grantType === 'password') {
    limit(req, 'signInSignUp');
    return passwordGrant(ctx, req);
  }
  if (grantType === 'pkce') return pkceGrant(ctx, req);
  if (grantType === 'refresh_token') {
    limit(req, 'tokenRefresh');
    return refreshTokenGrant(ctx, req);
  }
  throw badRequest('validation_failed', 'unsupported_grant_type');
}

async function passwordGrant(ctx: ServerContext, req: IncomingMessage): Promise<SessionResponse> {
  const body = await readJson(req);
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  if (email && phone) throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.');
  if (phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw badRequest('validation_failed', 'missing email or phone');

  const user = await findUserByEmail(ctx.pool, email, 'authenticated');
  // An unknown address costs a bcrypt comparison too (verifyPassword of no hash), so the answer's time does not
  // tell which addresses have accounts.
  if (!(await verifyPassword(password, user?.row.encrypted_password ?? null)) || !user) {
    throw badRequest('invalid_credentials', INVALID_LOGIN);
  }
  if (isBanned(user.row)) throw badRequest('user_banned', 'User is banned');
  if (!user.row.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  return inTransaction(ctx, (db) => issueSession(ctx, db, req, user.row.id, 'password'));
}

async function refreshTokenGrant(ctx: ServerContext, req: IncomingMessage): Promise<SessionResponse> {
  const body = await readJson(req);
  const refreshToken = stringField(body, 'refresh_token');
  if (!refreshToken) throw badRequest('validation_failed', 'refresh_token required');
  return inTransaction(ctx, (db) => refreshSession(ctx, db, req, refreshToken));
}
