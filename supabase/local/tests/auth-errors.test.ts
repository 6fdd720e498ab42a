import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './auth-harness.ts';
import { CURRENT, startAuthEnv, uniqueEmail, type AuthEnv } from './auth-env.ts';

let env: AuthEnv;
beforeAll(async () => {
  env = await startAuthEnv();
}, 60_000);
afterAll(async () => env?.stop());

async function signedUp(): Promise<{ access_token: string; refresh_token: string; user: { id: string } }> {
  const res = await env.call('/signup', { body: { email: uniqueEmail('err'), password: 'rare-coins-1' } });
  return res.json();
}

async function expectError(res: Response, status: number, code: string, message?: string): Promise<void> {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body.code).toBe(code);
  if (message !== undefined) expect(body.message).toBe(message);
}

describe('GoTrue error responses', () => {
  it('uses {code, message} and echoes the API version for current clients, the legacy shape otherwise', async () => {
    const body = { email: uniqueEmail('nobody'), password: 'whatever-1' };
    const current = await env.call('/token?grant_type=password', { body, headers: CURRENT });
    expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(current.headers.get('access-control-allow-origin')).toBe('*');
    expect(current.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/i);
    expect(await current.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });

    const legacy = await env.call('/token?grant_type=password', { body });
    expect(legacy.status).toBe(400);
    expect(await legacy.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('weak_password carries its reasons in both shapes', async () => {
    const res = await env.call('/signup', { body: { email: uniqueEmail('weak'), password: 'abc' }, headers: CURRENT });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
    const tooLong = await env.call('/signup', {
      body: { email: uniqueEmail('long'), password: 'x'.repeat(73) },
      headers: CURRENT,
    });
    await expectError(tooLong, 400, 'validation_failed', 'Password cannot be longer than 72 characters');
  });

  it('bounds user_metadata as GoTrue does: a request body over 1 MiB is a 413 request_entity_too_large', async () => {
    const data = { note: 'x'.repeat(1024 * 1024) };
    const res = await env.call('/signup', {
      body: { email: uniqueEmail('big'), password: 'rare-coins-1', data },
      headers: CURRENT,
    });
    await expectError(res, 413, 'request_entity_too_large', 'Request body too large (max 1048576 bytes)');
    const fits = await env.call('/signup', {
      body: { email: uniqueEmail('fits'), password: 'rare-coins-1', data: { note: 'x'.repeat(900) } },
      headers: CURRENT,
    });
    expect(fits.status).toBe(200);
  });

  it('caps user_metadata at 8 KiB of JSON at sign-up, anonymous sign-in and user update (it rides in every token)', async () => {
    const tooLarge = 'User metadata is too large (at most 8192 bytes of JSON)';
    const big = { note: 'x'.repeat(9_000) };
    await expectError(
      await env.call('/signup', { body: { email: uniqueEmail('meta'), password: 'rare-coins-1', data: big }, headers: CURRENT }),
      400,
      'validation_failed',
      tooLarge,
    );
    await expectError(await env.call('/signup', { body: { data: big }, headers: CURRENT }), 400, 'validation_failed', tooLarge);

    const session = await signedUp();
    const token = session.access_token;
    // Two updates that each fit but together do not: the merged metadata is what counts.
    const half = { a: 'x'.repeat(5_000) };
    expect((await env.call('/user', { method: 'PUT', body: { data: half }, token, headers: CURRENT })).status).toBe(200);
    await expectError(
      await env.call('/user', { method: 'PUT', body: { data: { b: 'y'.repeat(5_000) } }, token, headers: CURRENT }),
      400,
      'validation_failed',
      tooLarge,
    );
    const user = await (await env.call('/user', { token })).json();
    expect(Object.keys(user.user_metadata)).toEqual(['a']);
  });

  it('validates signup and login input', async () => {
    await expectError(
      await env.call('/signup', { body: { email: uniqueEmail() }, headers: CURRENT }),
      400,
      'validation_failed',
      'Signup requires a valid password',
    );
    await expectError(
      await env.call('/signup', { body: { email: 'not-an-email', password: 'rare-coins-1' }, headers: CURRENT }),
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
    await expectError(await env.call('/signup', { body: '{"email": ', headers: CURRENT }), 400, 'bad_json');
    await expectError(
      await env.call('/signup', { body: { email: 42, password: 'rare-coins-1' }, headers: CURRENT }),
      400,
      'bad_json',
    );
    await expectError(
      await env.call('/token?grant_type=password', { body: { password: 'x' }, headers: CURRENT }),
      400,
      'validation_failed',
      'missing email or phone',
    );
    await expectError(await env.call('/token?grant_type=magic', { body: {}, headers: CURRENT }), 400, 'validation_failed');
    await expectError(
      await env.call('/token?grant_type=refresh_token', { body: { refresh_token: 'no-such-token' }, headers: CURRENT }),
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  });

  it('rejects missing, forged, expired and orphaned JWTs on GET /user', async () => {
    await expectError(await env.call('/user', { headers: CURRENT }), 401, 'no_authorization');
    const session = await signedUp();
    const [header, payload] = session.access_token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    await expectError(await env.call('/user', { token: forged, headers: CURRENT }), 403, 'bad_jwt');
    await expectError(await env.call('/user', { token: 'not.a.jwt', headers: CURRENT }), 403, 'bad_jwt');
    const expired = await new SignJWT({ sub: session.user.id, role: 'authenticated', aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(1_600_000_000)
      .setExpirationTime(1_600_000_100)
      .sign(new TextEncoder().encode(env.server.jwtSecret));
    const res = await env.call('/user', { token: expired, headers: CURRENT });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toMatch(/^invalid JWT: unable to parse or verify signature, .*expired/);
    await expectError(
      await env.call('/user', { token: env.server.serviceRoleKey, headers: CURRENT }),
      403,
      'bad_jwt',
      'invalid claim: missing sub claim',
    );

    await env.db.pool.query('delete from auth.users where id = $1', [session.user.id]);
    await expectError(await env.call('/user', { token: session.access_token, headers: CURRENT }), 403, 'user_not_found');
  });

  it('refuses an unknown logout scope and answers logout with 204', async () => {
    const session = await signedUp();
    await expectError(
      await env.call('/logout?scope=everywhere', { method: 'POST', token: session.access_token, headers: CURRENT }),
      400,
      'validation_failed',
    );
    const res = await env.call('/logout', { method: 'POST', token: session.access_token, headers: CURRENT });
    expect(res.status).toBe(204);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.text()).toBe('');
  });

  it('answers preflights, /settings, /health and unknown routes', async () => {
    const preflight = await fetch(`${env.server.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/x-supabase-api-version/i);
    const settings = await (await env.call('/settings')).json();
    expect(settings).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      external: { email: true, anonymous_users: true },
    });
    expect((await (await env.call('/health')).json()).name).toBe('GoTrue');
    await expectError(await env.call('/nope', { headers: CURRENT }), 404, 'not_found');
  });
});

describe('config.toml [auth] settings', () => {
  let strict: Harness;
  beforeAll(async () => {
    strict = await startHarness(env.db, {
      auth: { enableSignup: false, enableAnonymousSignIns: false, minimumPasswordLength: 10 },
    });
  });
  afterAll(async () => strict?.stop());

  const post = (path: string, body: unknown) =>
    fetch(`${strict.url}/auth/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: strict.anonKey, ...CURRENT },
      body: JSON.stringify(body),
    });

  it('enable_signup = false refuses signups with signup_disabled 422', async () => {
    await expectError(
      await post('/signup', { email: uniqueEmail(), password: 'long-enough-pass' }),
      422,
      'signup_disabled',
      'Signups not allowed for this instance',
    );
  });

  it('enable_anonymous_sign_ins = false refuses anonymous sign-ins with anonymous_provider_disabled 422', async () => {
    await expectError(await post('/signup', {}), 422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  });

  it('minimum_password_length applies to new passwords (admin-created users too)', async () => {
    const res = await fetch(`${strict.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${strict.serviceRoleKey}`, ...CURRENT },
      body: JSON.stringify({ email: uniqueEmail(), password: 'short-pw' }),
    });
    await expectError(res, 422, 'weak_password', 'Password should be at least 10 characters.');
  });
});
