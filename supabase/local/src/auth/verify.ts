import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context.ts';
import { authEmailConfig } from './email-config.ts';
import { AuthError, authHeaders, badRequest, forbidden } from './errors.ts';
import { issueAuthCode } from './pkce.ts';
import { allowedRedirect } from './recover.ts';
import { inTransaction } from './request.ts';
import { issueSession } from './sessions.ts';
import { isBanned } from './users.ts';

const LINK_EXPIRED = () => forbidden('otp_expired', 'Email link is invalid or has expired');

/** GoTrue's oauthErrorMap for the statuses a link can fail with. */
const OAUTH_ERROR: Record<number, string> = { 400: 'invalid_request', 403: 'access_denied', 500: 'server_error' };

function redirect(req: IncomingMessage, res: ServerResponse, location: string): void {
  res.writeHead(303, { ...authHeaders(req), Location: location });
  res.end();
}

/**
 * GET /verify?token=…&type=recovery&redirect_to=… — the link of the recovery e-mail. The token is used up
 * here; PKCE links ("pkce_" tokens) redirect with `?code=` for exchangeCodeForSession, implicit ones with the
 * session in the fragment. Failures redirect too, with GoTrue's error, error_code and error_description.
 */
export async function verify(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const token = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type') ?? '';
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  if (type !== 'recovery') throw badRequest('validation_failed', 'Unsupported verification type');
  const target = new URL(allowedRedirect(ctx, url.searchParams.get('redirect_to')));
  const pkce = token.startsWith('pkce_');
  const { otpExpiry } = await authEmailConfig(ctx.projectDir);
  try {
    const outcome = await inTransaction(ctx, async (db) => {
      const { rows } = await db.query(
        `select *, recovery_sent_at + make_interval(secs => $2) < now() as expired
           from auth.users where recovery_token = $1 and recovery_token <> '' for update`,
        [token, otpExpiry],
      );
      const user = rows[0];
      if (!user) throw LINK_EXPIRED();
      if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
      if (user.expired) throw LINK_EXPIRED();
      // Used up at once; following the link proves the address, so an unconfirmed one is confirmed.
      await db.query(
        `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
                updated_at = now() where id = $1`,
        [user.id],
      );
      if (!pkce) return { session: await issueSession(ctx, db, req, user.id, 'otp') };
      const code = await issueAuthCode(db, user.id, 'recovery');
      if (!code) throw badRequest('flow_state_not_found', 'No associated flow state found.');
      return { code };
    });
    if (outcome.code) target.searchParams.set('code', outcome.code);
    if (outcome.session) {
      const s = outcome.session;
      target.hash = new URLSearchParams({
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        token_type: s.token_type,
        type,
      }).toString();
    }
    redirect(req, res, target.toString());
  } catch (err) {
    if (!(err instanceof AuthError)) throw err;
    const fields = {
      ...(OAUTH_ERROR[err.status] ? { error: OAUTH_ERROR[err.status]! } : {}),
      error_code: err.code,
      error_description: err.message,
    };
    if (pkce) for (const [k, v] of Object.entries(fields)) target.searchParams.set(k, v);
    target.hash = new URLSearchParams({ ...fields, sb: '' }).toString();
    redirect(req, res, target.toString());
  }
}
