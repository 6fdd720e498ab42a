import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from './helpers.ts';
import { getJson, startPgrstFixture } from './pgrst-helpers.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startPgrstFixture();
});
afterAll(() => fx?.stop());

describe('range operators', () => {
  it('nxr (rangeLte) keeps ranges that do not extend to the right of the value', async () => {
    const { data, error } = await fx.client().from('reservations').select('id').rangeLte('during', '[2,8]').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
    const raw = await getJson(fx, '/reservations?select=id&during=nxr.[2,8]&order=id');
    expect(raw.body).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('nxl (rangeGte) keeps ranges that do not extend to the left of the value', async () => {
    const { data } = await fx.client().from('reservations').select('id').rangeGte('during', '[2,4]').order('id');
    expect(data).toEqual([{ id: 2 }, { id: 3 }]);
    const raw = await getJson(fx, '/reservations?select=id&during=nxl.[2,4]&order=id');
    expect(raw.body).toEqual([{ id: 2 }, { id: 3 }]);
  });
});

describe('RPC result shapes', () => {
  it('answers a single-column RETURNS TABLE with objects keyed by the column', async () => {
    const { data, error } = await fx.client().rpc('single_column_table');
    expect(error).toBeNull();
    expect(data).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }]);
    const raw = await getJson(fx, '/rpc/single_column_table?a=gt.1&order=a.desc');
    expect(raw.status).toBe(200);
    expect(raw.body).toEqual([{ a: 3 }, { a: 2 }]);
  });

  it('answers a single OUT parameter as an object keyed by its name', async () => {
    const { data } = await fx.client().rpc('single_out_param', { num: 5 });
    expect(data).toEqual({ num_plus_one: 6 });
    const raw = await getJson(fx, '/rpc/single_out_param?num=1');
    expect(raw.status).toBe(200);
    expect(raw.body).toEqual({ num_plus_one: 2 });
  });

  it('answers several OUT parameters as one object', async () => {
    const { data } = await fx.client().rpc('two_out_params', { num: 3 });
    expect(data).toEqual({ doubled: 6, squared: 9 });
  });
});

describe('response GUCs', () => {
  it('applies response.status and response.headers, several Set-Cookie included', async () => {
    const res = await fx.fetch('/rest/v1/rpc/set_cookie_and_status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('x-custom')).toBe('yes');
    expect(res.headers.getSetCookie()).toEqual(['sid=abc; Path=/', 'theme=dark']);
    const { data, status } = await fx.client().rpc('set_cookie_and_status');
    expect(status).toBe(202);
    expect(data).toEqual({ ok: true });
  });

  it('overrides the 204 of a void function', async () => {
    const res = await fx.fetch('/rest/v1/rpc/created_without_body', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe('/items/9');
    expect(await res.text()).toBe('');
  });

  it('answers PGRST112 for a status that is not one', async () => {
    const { status, body, headers } = await getJson(fx, '/rpc/bad_status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(status).toBe(500);
    expect(body).toEqual({
      code: 'PGRST112',
      details: null,
      hint: null,
      message: 'response.status guc must be a valid status code',
    });
    expect(headers.get('proxy-status')).toBe('PostgREST; error=PGRST112');
  });

  it('answers PGRST111 for headers that are not an array of one-key objects', async () => {
    const { status, body } = await getJson(fx, '/rpc/bad_headers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(status).toBe(500);
    expect(body).toEqual({
      code: 'PGRST111',
      details: null,
      hint: null,
      message: 'response.headers guc must be a JSON array composed of objects with a single key and a string value',
    });
  });

  it('applies headers a trigger sets during a write', async () => {
    const res = await fx.fetch('/rest/v1/ledger', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"id":1,"name":"first"}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-written')).toBe('first');
  });
});

describe('RPC arguments', () => {
  it('answers PGRST202 for an empty-named argument', async () => {
    const { status, body } = await getJson(fx, '/rpc/single_out_param', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"": 1}',
    });
    expect(status).toBe(404);
    expect(body).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.single_out_param with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.single_out_param(num)',
      message: 'Could not find the function public.single_out_param() in the schema cache',
    });
  });

  it('suggests the closest function, or the closest parameters of one, for PGRST202', async () => {
    const misspelt = await getJson(fx, '/rpc/single_out_parm?num=1');
    expect(misspelt.status).toBe(404);
    expect(misspelt.body).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.single_out_parm with parameter num, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.single_out_param',
      message: 'Could not find the function public.single_out_parm(num) in the schema cache',
    });
    const { error } = await fx.client().rpc('two_out_params', { nmu: 3 });
    expect(error?.hint).toBe('Perhaps you meant to call the function public.two_out_params(num)');
    const far = await getJson(fx, '/rpc/no_such_thing_at_all');
    expect((far.body as { hint: unknown }).hint).toBeNull();
  });
});
