import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASHA, startFixture, type Fixture } from './helpers.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(() => fx?.stop());

describe('POST/GET /rpc/{fn}', () => {
  it('calls a scalar function with named arguments (POST)', async () => {
    const { data, error } = await fx.client().rpc('add_them', { a: 2, b: 3 });
    expect(error).toBeNull();
    expect(data).toBe(5);
  });

  it('calls it with GET and arguments in the query string', async () => {
    const { data } = await fx.client().rpc('add_them', { a: 20, b: 22 }, { get: true });
    expect(data).toBe(42);
    const res = await fx.fetch('/rest/v1/rpc/add_them?a=1&b=2');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('3');
  });

  it('fills parameters with defaults', async () => {
    expect((await fx.client().rpc('greet')).data).toBe('Hello, world');
    expect((await fx.client().rpc('greet', { name: 'Asha' })).data).toBe('Hello, Asha');
  });

  it('returns SETOF a table as rows that can be filtered, ordered, paged and embedded', async () => {
    const { data, error } = await fx
      .client()
      .rpc('search_posts', { term: 'coins' })
      .select('id, title, authors!author_id(name)')
      .order('id', { ascending: false })
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 5, title: 'Punch-marked coins', authors: { name: 'Meera' } }]);
    const filtered = await fx.client().rpc('search_posts', { term: 'i' }).eq('author_id', 2).select('id');
    expect(filtered.data).toEqual([{ id: 3 }]);
  });

  it('returns a TABLE (OUT columns) function as rows', async () => {
    const { data } = await fx.client().rpc('author_stats').order('author_id');
    expect(data).toEqual([
      { author_id: 1, post_count: 2 },
      { author_id: 2, post_count: 1 },
      { author_id: 3, post_count: 1 },
    ]);
  });

  it('returns a single composite as an object', async () => {
    const { data } = await fx.client().rpc('get_author', { author_id: 3 }).select('id, name');
    expect(data).toEqual({ id: 3, name: 'Meera' });
  });

  it('returns SETOF a scalar as an array of values', async () => {
    const { data } = await fx.client().rpc('tag_names');
    expect(data).toEqual(['ancient', 'gold', 'silver']);
  });

  it('passes the whole body to a function with one unnamed json parameter', async () => {
    const { data } = await fx.client().rpc('echo_json', { any: ['shape'] });
    expect(data).toEqual({ any: ['shape'] });
  });

  it('answers 204 for a void function', async () => {
    const res = await fx.fetch('/rest/v1/rpc/touch_tags', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${fx.serviceRoleKey}` },
      body: '{}',
    });
    expect(res.status).toBe(204);
    const { data, error } = await fx.client({ key: fx.serviceRoleKey }).rpc('touch_tags');
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it('runs GET read-only, so a volatile function fails with 405 (25006)', async () => {
    const res = await fx.fetch('/rest/v1/rpc/touch_tags', { headers: { Authorization: `Bearer ${fx.serviceRoleKey}` } });
    expect(res.status).toBe(405);
    expect((await res.json()).code).toBe('25006');
  });

  it('maps RAISE EXCEPTION to 400 P0001 with its hint', async () => {
    const { error, status } = await fx.client().rpc('fail_with', { message: 'no stock left' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'P0001', message: 'no stock left', hint: 'raised on purpose' });
  });

  it('answers with the status a function raises (PTxyz, and SQLSTATE PGRST with JSON)', async () => {
    const pay = await fx.client().rpc('pay');
    expect(pay.status).toBe(402);
    expect(pay.error).toMatchObject({
      code: 'PT402',
      message: 'Payment Required',
      details: 'Quota exceeded',
      hint: 'Upgrade your plan',
    });
    const res = await fx.fetch('/rest/v1/rpc/teapot', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(418);
    expect(res.headers.get('x-powered-by')).toBe('Tea');
    expect(await res.json()).toEqual({ code: '123', message: 'I am a teapot', details: 'short and stout', hint: null });
  });

  it('answers 404 PGRST202 for an unknown function or unknown arguments', async () => {
    const unknown = await fx.client().rpc('does_not_exist', { x: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.does_not_exist(x) in the schema cache',
    });
    const wrongArgs = await fx.client().rpc('add_them', { a: 1, c: 2 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.code).toBe('PGRST202');
  });

  it('answers 405 PGRST101 for other methods on /rpc', async () => {
    const res = await fx.fetch('/rest/v1/rpc/add_them', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(405);
    expect((await res.json()).code).toBe('PGRST101');
  });

  it('runs as the caller: auth.uid() and current_user come from the JWT', async () => {
    expect((await fx.client().rpc('whoami')).data).toEqual({ role: 'anon', sub: null });
    const token = await fx.userToken(ASHA);
    expect((await fx.client({ token }).rpc('whoami')).data).toEqual({ role: 'authenticated', sub: ASHA });
    expect((await fx.client({ key: fx.serviceRoleKey }).rpc('whoami')).data).toEqual({ role: 'service_role', sub: null });
  });
});
