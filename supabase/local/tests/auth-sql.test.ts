import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthEnv, uniqueEmail, type AuthEnv } from './auth-env.ts';

let env: AuthEnv;
beforeAll(async () => {
  env = await startAuthEnv();
}, 60_000);
afterAll(async () => env?.stop());

/** The GoTrue columns of auth.users hosted Supabase has (seeds and dashboards rely on every one). */
const GOTRUE_USER_COLUMNS = [
  'instance_id',
  'id',
  'aud',
  'role',
  'email',
  'encrypted_password',
  'email_confirmed_at',
  'invited_at',
  'confirmation_token',
  'confirmation_sent_at',
  'recovery_token',
  'recovery_sent_at',
  'email_change_token_new',
  'email_change',
  'email_change_sent_at',
  'last_sign_in_at',
  'raw_app_meta_data',
  'raw_user_meta_data',
  'is_super_admin',
  'created_at',
  'updated_at',
  'phone',
  'phone_confirmed_at',
  'phone_change',
  'phone_change_token',
  'phone_change_sent_at',
  'confirmed_at',
  'email_change_token_current',
  'email_change_confirm_status',
  'banned_until',
  'reauthentication_token',
  'reauthentication_sent_at',
  'is_sso_user',
  'deleted_at',
  'is_anonymous',
];

describe('the auth schema', () => {
  it('has every GoTrue column on auth.users, in order', async () => {
    const { rows } = await env.db.pool.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'auth' and table_name = 'users' order by ordinal_position`,
    );
    expect(rows.map((r) => r.column_name)).toEqual(GOTRUE_USER_COLUMNS);
  });

  it('runs a seed written for hosted Supabase unchanged, and that user signs in', async () => {
    const email = uniqueEmail('seeded');
    // The shape `supabase db dump` and most project seeds use: unqualified crypt()/gen_salt(), '' tokens.
    await env.db.pool.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, email_change,
         email_change_token_new, recovery_token)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
         crypt('seed-password', gen_salt('bf')), now(), '{"provider":"email","providers":["email"]}',
         '{"full_name":"Seeded"}', now(), now(), '', '', '', '')`,
      [email],
    );
    await env.db.pool.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       select id::text, id, json_build_object('sub', id::text, 'email', email)::jsonb, 'email', now(), now(), now()
         from auth.users where email = $1`,
      [email],
    );
    const { data, error } = await env.client().auth.signInWithPassword({ email, password: 'seed-password' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Seeded' } });
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', email });
    expect((await env.client().auth.signInWithPassword({ email, password: 'not-it' })).error?.code).toBe('invalid_credentials');
  });

  it('stores $2a$ bcrypt hashes that pgcrypto crypt() verifies', async () => {
    const email = uniqueEmail('hash');
    await env.client().auth.signUp({ email, password: 'rare-coins-1' });
    const { rows } = await env.db.pool.query<{ hash: string; ok: boolean; bad: boolean }>(
      `select encrypted_password as hash,
              encrypted_password = crypt('rare-coins-1', encrypted_password) as ok,
              encrypted_password = crypt('rare-coins-2', encrypted_password) as bad
         from auth.users where email = $1`,
      [email],
    );
    expect(rows[0]).toMatchObject({ ok: true, bad: false });
    expect(rows[0]!.hash).toMatch(/^\$2a\$10\$/);
  });

  it('fires triggers a project defines on auth.users (a profile per new user)', async () => {
    await env.db.pool.query(`
      create table if not exists public.profiles (id uuid primary key references auth.users on delete cascade, full_name text);
      create or replace function public.handle_new_user() returns trigger language plpgsql security definer set search_path = '' as $$
      begin
        insert into public.profiles (id, full_name) values (new.id, new.raw_user_meta_data ->> 'full_name');
        return new;
      end $$;
      drop trigger if exists on_auth_user_created on auth.users;
      create trigger on_auth_user_created after insert on auth.users for each row execute procedure public.handle_new_user();
    `);
    const { data } = await env
      .client()
      .auth.signUp({ email: uniqueEmail('profile'), password: 'rare-coins-1', options: { data: { full_name: 'Meera' } } });
    const { rows } = await env.db.pool.query(`select full_name from public.profiles where id = $1`, [data.user!.id]);
    expect(rows).toEqual([{ full_name: 'Meera' }]);
    const anon = await env.client().auth.signInAnonymously();
    expect((await env.db.pool.query(`select 1 from public.profiles where id = $1`, [anon.data.user!.id])).rowCount).toBe(1);
  });

  it('answers "Database error saving new user" when a trigger fails, and saves nothing', async () => {
    await env.db.pool.query(`
      create or replace function public.reject_user() returns trigger language plpgsql as $$
      begin
        if new.email like 'rejected.%' then raise exception 'no thanks'; end if;
        return new;
      end $$;
      drop trigger if exists reject_user on auth.users;
      create trigger reject_user before insert on auth.users for each row execute procedure public.reject_user();
    `);
    const email = uniqueEmail('rejected');
    // supabase-js reports 5xx as AuthRetryableFetchError, so read the body raw.
    const res = await env.call('/signup', {
      body: { email, password: 'rare-coins-1' },
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: 'unexpected_failure', message: 'Database error saving new user' });
    expect((await env.db.pool.query(`select 1 from auth.users where email = $1`, [email])).rowCount).toBe(0);
    await env.db.pool.query('drop trigger reject_user on auth.users');
  });

  it('computes confirmed_at from the confirmation timestamps', async () => {
    const { rows } = await env.db.pool.query(
      `insert into auth.users (id, email, email_confirmed_at) values (gen_random_uuid(), $1, '2024-05-01T00:00:00Z') returning confirmed_at`,
      [uniqueEmail('confirmed')],
    );
    expect(new Date(rows[0].confirmed_at).toISOString()).toBe('2024-05-01T00:00:00.000Z');
  });

  it('auth.uid(), auth.role(), auth.email() and auth.jwt() read the request claims, for anon and authenticated', async () => {
    const claims = { sub: '6f1c4a52-3c5e-4d5b-9a63-0f1c0b2a9e11', role: 'authenticated', email: 'a@b.in', aal: 'aal1' };
    const row = await env.server.ctx.withRole(claims, async (client) => {
      const { rows } = await client.query(
        `select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> 'aal' as aal, current_user as who`,
      );
      return rows[0];
    });
    expect(row).toEqual({ uid: claims.sub, role: 'authenticated', email: 'a@b.in', aal: 'aal1', who: 'authenticated' });
    const anon = await env.server.ctx.withRole(
      { role: 'anon' },
      async (client) => (await client.query('select auth.uid() as uid, auth.role() as role')).rows[0],
    );
    expect(anon).toEqual({ uid: null, role: 'anon' });
    // The legacy per-claim setting still wins, as in Supabase's definition.
    const client = await env.db.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `select set_config('request.jwt.claim.sub', $1, true), set_config('request.jwt.claims', '{"sub":"00000000-0000-0000-0000-000000000001"}', true)`,
        [claims.sub],
      );
      expect((await client.query('select auth.uid() as uid')).rows[0].uid).toBe(claims.sub);
      await client.query('rollback');
    } finally {
      client.release();
    }
  });
});
