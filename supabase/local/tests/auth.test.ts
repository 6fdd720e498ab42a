import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthEnv, uniqueEmail, type AuthEnv } from './auth-env.ts';

let env: AuthEnv;
beforeAll(async () => {
  env = await startAuthEnv();
}, 60_000);
afterAll(async () => env?.stop());

describe('auth through supabase-js', () => {
  it('signs up with email and password: autoconfirmed user and a session with Supabase claims', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await env
      .client()
      .auth.signUp({ email, password: 'rare-coins-1', options: { data: { full_name: 'Asha' } } });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token).toMatch(/^\S{8,}$/);
    const user = data.user!;
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Asha' },
    });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.confirmed_at).toBeTruthy();
    expect(user.last_sign_in_at).toBeTruthy();
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({
      provider: 'email',
      id: user.id,
      user_id: user.id,
      identity_data: { email, sub: user.id },
    });

    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${env.server.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email' },
      user_metadata: { full_name: 'Asha' },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(session.expires_at).toBe(claims.exp);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  it('refuses a second signup with the same address: user_already_exists 422', async () => {
    const email = uniqueEmail('dup');
    await env.client().auth.signUp({ email, password: 'rare-coins-1' });
    const { data, error } = await env.client().auth.signUp({ email: email.toUpperCase(), password: 'other-pass-2' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('rejects a short password as weak_password 422 with reasons', async () => {
    const { error } = await env.client().auth.signUp({ email: uniqueEmail('weak'), password: '123' });
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
  });

  it('signs in with a password; wrong password or unknown email is invalid_credentials 400', async () => {
    const email = uniqueEmail('login');
    await env.client().auth.signUp({ email, password: 'rare-coins-1' });
    const ok = await env.client().auth.signInWithPassword({ email, password: 'rare-coins-1' });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.email).toBe(email);
    for (const attempt of [
      { email, password: 'wrong-pass' },
      { email: uniqueEmail('nobody'), password: 'rare-coins-1' },
    ]) {
      const { error } = await env.client().auth.signInWithPassword(attempt);
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('signs in anonymously with the is_anonymous claim and the anonymous amr', async () => {
    const { data, error } = await env.client().auth.signInAnonymously({ options: { data: { guest: true } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      is_anonymous: true,
      email: '',
      app_metadata: {},
      user_metadata: { guest: true },
      identities: [],
    });
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated', sub: data.user!.id });
    expect(claims.amr).toEqual([{ method: 'anonymous', timestamp: expect.any(Number) }]);
  });

  it('gets and updates the user: metadata merge, password change, email change', async () => {
    const client = env.client();
    const email = uniqueEmail('update');
    await client.auth.signUp({ email, password: 'rare-coins-1', options: { data: { city: 'Pune', keep: 1 } } });
    const got = await client.auth.getUser();
    expect(got.data.user?.email).toBe(email);

    const meta = await client.auth.updateUser({ data: { city: 'Delhi', keep: null, shop: 'Sikka' } });
    expect(meta.error).toBeNull();
    expect(meta.data.user?.user_metadata).toEqual({ city: 'Delhi', shop: 'Sikka' });

    const same = await client.auth.updateUser({ password: 'rare-coins-1' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    expect((await client.auth.updateUser({ password: 'new-coins-2' })).error).toBeNull();
    expect((await env.client().auth.signInWithPassword({ email, password: 'new-coins-2' })).error).toBeNull();
    expect((await env.client().auth.signInWithPassword({ email, password: 'rare-coins-1' })).error?.code).toBe(
      'invalid_credentials',
    );

    const newEmail = uniqueEmail('moved');
    const moved = await client.auth.updateUser({ email: newEmail });
    expect(moved.data.user?.email).toBe(newEmail);
    expect((await env.client().auth.signInWithPassword({ email: newEmail, password: 'new-coins-2' })).error).toBeNull();
  });

  it('turns an anonymous user permanent when it gains an email and password', async () => {
    const client = env.client();
    await client.auth.signInAnonymously();
    const email = uniqueEmail('convert');
    const { data, error } = await client.auth.updateUser({ email, password: 'rare-coins-1' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, is_anonymous: false, app_metadata: { provider: 'email', providers: ['email'] } });
    expect((await env.client().auth.signInWithPassword({ email, password: 'rare-coins-1' })).error).toBeNull();
  });

  it('rotates refresh tokens, returns the live token to a retried parent, and revokes the family on reuse', async () => {
    const client = env.client();
    const first = (await client.auth.signUp({ email: uniqueEmail('rotate'), password: 'rare-coins-1' })).data.session!;
    const second = (await client.auth.refreshSession({ refresh_token: first.refresh_token })).data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).session_id).toBe(decodeJwt(first.access_token).session_id);

    // A client that lost the response retries with the parent of the live token and gets the live one back.
    const retried = await env.call('/token?grant_type=refresh_token', { body: { refresh_token: first.refresh_token } });
    expect(retried.status).toBe(200);
    expect((await retried.json()).refresh_token).toBe(second.refresh_token);

    const third = (await env.client().auth.refreshSession({ refresh_token: second.refresh_token })).data.session!;
    const reuse = await env.client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reuse.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    const afterFamilyRevoked = await env.client().auth.refreshSession({ refresh_token: third.refresh_token });
    expect(afterFamilyRevoked.error?.code).toBe('refresh_token_already_used');
  });

  it('signs out: the session is gone for GET /user and its refresh token', async () => {
    const client = env.client();
    const session = (await client.auth.signUp({ email: uniqueEmail('logout'), password: 'rare-coins-1' })).data.session!;
    expect((await client.auth.signOut()).error).toBeNull();
    const user = await env.call('/user', { token: session.access_token, headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    const refreshed = await env.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error?.status).toBe(400);
  });

  it('logs out other sessions only with scope=others, and just this one with scope=local', async () => {
    const email = uniqueEmail('scopes');
    const a = env.client();
    const b = env.client();
    await a.auth.signUp({ email, password: 'rare-coins-1' });
    await b.auth.signInWithPassword({ email, password: 'rare-coins-1' });
    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a.auth.getUser()).error).toBeNull();
    expect((await b.auth.getUser()).error).not.toBeNull();
    const tokenA = (await a.auth.getSession()).data.session!.access_token;
    const local = await env.call('/logout?scope=local', { method: 'POST', token: tokenA });
    expect(local.status).toBe(204);
    expect((await env.call('/user', { token: tokenA })).status).toBe(403);
  });

  it('lets the service role create and list users; other callers get not_admin / no_authorization', async () => {
    const admin = env.adminClient();
    const email = uniqueEmail('admin');
    const created = await admin.auth.admin.createUser({
      email,
      password: 'rare-coins-1',
      email_confirm: true,
      user_metadata: { name: 'Ravi' },
      app_metadata: { seller: true },
    });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({
      email,
      user_metadata: { name: 'Ravi' },
      app_metadata: { provider: 'email', providers: ['email'], seller: true },
    });
    expect((await env.client().auth.signInWithPassword({ email, password: 'rare-coins-1' })).error).toBeNull();

    const unconfirmed = uniqueEmail('unconfirmed');
    await admin.auth.admin.createUser({ email: unconfirmed, password: 'rare-coins-1' });
    const blocked = await env.client().auth.signInWithPassword({ email: unconfirmed, password: 'rare-coins-1' });
    expect(blocked.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const listed = await admin.auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.email)).toContain(email);
    expect((listed.data as { total?: number }).total).toBeGreaterThanOrEqual(2);
    const raw = await fetch(`${env.server.url}/auth/v1/admin/users`, {
      headers: { Authorization: `Bearer ${env.server.serviceRoleKey}` },
    });
    expect(Object.keys(await raw.json()).sort()).toEqual(['aud', 'users']);
    expect(raw.headers.get('x-total-count')).toMatch(/^\d+$/);

    const dup = await admin.auth.admin.createUser({ email, password: 'rare-coins-1' });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });
    const asAnon = await env.call('/admin/users', {
      token: env.server.anonKey,
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(asAnon.status).toBe(403);
    expect(await asAnon.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    const noAuth = await env.call('/admin/users', { headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
    expect(noAuth.status).toBe(401);
    expect((await noAuth.json()).code).toBe('no_authorization');

    const deleted = await admin.auth.admin.deleteUser(created.data.user!.id);
    expect(deleted.error).toBeNull();
    expect((await env.client().auth.signInWithPassword({ email, password: 'rare-coins-1' })).error?.code).toBe(
      'invalid_credentials',
    );
  });
});
