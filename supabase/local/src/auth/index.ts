import type { ApiHandler, ServerContext } from '../context.ts';
import { getUser, signOut, updateUser } from './account.ts';
import { admin } from './admin.ts';
import { AuthError, authHeaders, notFound, sendAuthError, sendAuthJson, unexpectedFailure } from './errors.ts';
import { authRateLimiter } from './rate-limit.ts';
import { recover } from './recover.ts';
import { signup } from './signup.ts';
import { token } from './token.ts';
import { verify } from './verify.ts';

/** What GET /settings reports: the providers this server offers and how signups behave. */
function settings(ctx: ServerContext): Record<string, unknown> {
  const { auth } = ctx.config;
  return {
    external: {
      anonymous_users: auth.enableAnonymousSignIns,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      facebook: false,
      figma: false,
      fly: false,
      github: false,
      gitlab: false,
      google: false,
      keycloak: false,
      kakao: false,
      linkedin_oidc: false,
      notion: false,
      slack_oidc: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
      email: true,
      phone: false,
    },
    disable_signup: !auth.enableSignup,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

/** GoTrue-compatible `/auth/v1`: email/password and anonymous accounts, sessions, admin users. */
export function createAuthHandler(ctx: ServerContext): ApiHandler {
  const limit = authRateLimiter(ctx.config.auth.rateLimit);
  return async (req, res, path, url) => {
    const method = req.method ?? 'GET';
    const route = path.replace(/\/+$/, '') || '/';
    try {
      if (method === 'OPTIONS') {
        res.writeHead(204, authHeaders(req));
        res.end();
        return;
      }
      if (route === '/signup' && method === 'POST') return sendAuthJson(req, res, 200, await signup(ctx, req, limit));
      if (route === '/token' && method === 'POST') return sendAuthJson(req, res, 200, await token(ctx, req, url, limit));
      if (route === '/recover' && method === 'POST') return sendAuthJson(req, res, 200, await recover(ctx, req, url));
      if (route === '/verify' && method === 'GET') return verify(ctx, req, res, url);
      if (route === '/user' && method === 'GET') return sendAuthJson(req, res, 200, await getUser(ctx, req));
      if (route === '/user' && method === 'PUT') return sendAuthJson(req, res, 200, await updateUser(ctx, req));
      if (route === '/logout' && method === 'POST') {
        await signOut(ctx, req, url);
        res.writeHead(204, authHeaders(req));
        res.end();
        return;
      }
      if (route === '/settings' && method === 'GET') return sendAuthJson(req, res, 200, settings(ctx));
      if (route === '/health' && method === 'GET') {
        return sendAuthJson(req, res, 200, {
          version: 'supabase-local',
          name: 'GoTrue',
          description: 'GoTrue is a user registration and authentication API',
        });
      }
      if (route === '/.well-known/jwks.json' && method === 'GET') {
        // HS256 secrets are never published; an empty key set tells clients to verify through GET /user.
        return sendAuthJson(req, res, 200, { keys: [] });
      }
      if (route.startsWith('/admin/')) {
        const reply = await admin(ctx, req, route, url);
        if (reply) return sendAuthJson(req, res, reply.status, reply.body, reply.headers);
      }
      throw notFound('not_found', 'Not Found');
    } catch (err) {
      if (!(err instanceof AuthError)) console.error('[auth]', err);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendAuthError(req, res, err instanceof AuthError ? err : unexpectedFailure());
    }
  };
}
