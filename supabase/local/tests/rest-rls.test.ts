import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../src/jwt.ts';
import { ASHA, RAVI, startFixture, type Fixture } from './helpers.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(() => fx?.stop());

const postIds = async (client: ReturnType<Fixture['client']>) =>
  ((await client.from('posts').select('id').order('id')).data ?? []).map((p) => p.id);

describe('row level security per role', () => {
  it('shows anon only what the policies allow', async () => {
    expect(await postIds(fx.client())).toEqual([1, 2, 3, 5]);
  });

  it('shows a signed-in user their own drafts too', async () => {
    expect(await postIds(fx.client({ token: await fx.userToken(RAVI) }))).toEqual([1, 2, 3, 4, 5]);
    expect(await postIds(fx.client({ token: await fx.userToken(ASHA) }))).toEqual([1, 2, 3, 5]);
  });

  it('lets service_role bypass RLS', async () => {
    expect(await postIds(fx.client({ key: fx.serviceRoleKey }))).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers 401 42501 to anon when a policy refuses an insert', async () => {
    const { error, status } = await fx.client().from('comments').insert({ post_id: 1, body: 'anonymous' });
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "comments"' });
  });

  it('answers 403 42501 to a signed-in user when a policy refuses an insert', async () => {
    const asha = fx.client({ token: await fx.userToken(ASHA) });
    const { error, status } = await asha.from('posts').insert({ author_id: 2, title: 'Not my author' });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  it('allows the insert a policy permits', async () => {
    const asha = fx.client({ token: await fx.userToken(ASHA) });
    const { data, error, status } = await asha
      .from('comments')
      .insert({ post_id: 3, body: 'From Asha' })
      .select('body, user_id')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({ body: 'From Asha', user_id: ASHA });
  });

  it('updates and deletes only rows the policies expose', async () => {
    const asha = fx.client({ token: await fx.userToken(ASHA) });
    const foreign = await asha.from('posts').update({ rating: 1 }).eq('id', 3).select();
    expect(foreign.error).toBeNull();
    expect(foreign.data).toEqual([]);
    const own = await asha.from('posts').update({ rating: 2 }).eq('id', 2).select('id, rating');
    expect(own.data).toEqual([{ id: 2, rating: 2 }]);
    const deleted = await asha.from('posts').delete().eq('id', 3).select();
    expect(deleted.data).toEqual([]);
    expect(await postIds(fx.client())).toContain(3);
  });

  it('answers 401 42501 to anon for a table it was never granted', async () => {
    const { error, status } = await fx.client().from('secrets').select();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table secrets' });
  });

  it('hides every row of a table with RLS and no policy, except from service_role', async () => {
    const user = await fx
      .client({ token: await fx.userToken(RAVI) })
      .from('secrets')
      .select('value');
    expect(user.data).toEqual([]);
    const service = await fx.client({ key: fx.serviceRoleKey }).from('secrets').select('value');
    expect(service.data).toEqual([{ value: 'the vault code' }]);
  });
});

describe('JWT handling', () => {
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('treats a request without a token as anon', async () => {
    const res = await fetch(`${fx.rest}/posts?select=id`);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(4);
  });

  it('answers 401 PGRST303 for an expired token, with WWW-Authenticate', async () => {
    const expired = await fx.userToken(ASHA, { exp: Math.floor(Date.now() / 1000) - 60 });
    const res = await fx.fetch('/rest/v1/posts', { headers: bearer(expired) });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
    expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="JWT expired"');
  });

  it('answers 401 PGRST301 for a token signed with another secret', async () => {
    const forged = await signJwt('another-secret-that-is-at-least-32-chars!', { role: 'service_role' });
    const res = await fx.fetch('/rest/v1/secrets', { headers: bearer(forged) });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST301', message: 'JWT cryptographic operation failed' });
  });

  it('answers 401 PGRST301 for malformed tokens and unsigned (alg none) tokens', async () => {
    const parts = await fx.fetch('/rest/v1/posts', { headers: bearer('not-a-jwt') });
    expect(parts.status).toBe(401);
    expect(await parts.json()).toMatchObject({ code: 'PGRST301', message: 'Expected 3 parts in JWT; got 1' });
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role' })}.`;
    const none = await fx.fetch('/rest/v1/secrets', { headers: bearer(unsigned) });
    expect(none.status).toBe(401);
    expect((await none.json()).code).toBe('PGRST301');
  });

  it('refuses a validly signed token for a role the API cannot switch to', async () => {
    const superuser = await signJwt(fx.jwtSecret, { role: 'postgres' });
    const res = await fx.fetch('/rest/v1/secrets', { headers: bearer(superuser) });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: '42501', message: 'permission denied to set role "postgres"' });
    const unknown = await signJwt(fx.jwtSecret, { role: 'nobody' });
    const res2 = await fx.fetch('/rest/v1/posts', { headers: bearer(unknown) });
    expect(res2.status).toBe(401);
    expect(await res2.json()).toMatchObject({ code: '22023', message: 'role "nobody" does not exist' });
  });

  it('runs a valid token without a role claim as anon', async () => {
    const roleless = await signJwt(fx.jwtSecret, { sub: ASHA });
    const res = await fx.fetch('/rest/v1/posts?select=id', { headers: bearer(roleless) });
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(4);
  });

  it('reads the apikey header when no Authorization is sent, as the hosted gateway does', async () => {
    const res = await fetch(`${fx.rest}/secrets?select=value`, { headers: { apikey: fx.serviceRoleKey } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ value: 'the vault code' }]);
  });
});
