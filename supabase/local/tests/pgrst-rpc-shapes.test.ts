// Issue 35, causes 1–3 and the RPC part of 9: hand-written functions' result types and arguments, as
// PostgREST's RpcSpec answers them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from './helpers.ts';
import { getJson, startPgrstFixture } from './pgrst-helpers.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startPgrstFixture();
});
afterAll(() => fx?.stop());

const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('functions returning record, SETOF record, composites and domains', () => {
  it('answers a record as an object', async () => {
    const { data, error } = await fx.client().rpc('returns_record');
    expect(error).toBeNull();
    expect(data).toEqual({ id: 1, name: 'Windows 7', client_id: 1 });
  });

  it('answers SETOF record as an array of objects', async () => {
    const { data, error } = await fx.client().rpc('returns_setof_record');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, name: 'Windows 7', client_id: 1 },
      { id: 2, name: 'Windows 10', client_id: 1 },
    ]);
  });

  it('answers a composite type that is not a table', async () => {
    const { data, error } = await fx.client().rpc('ret_point_2d');
    expect(error).toBeNull();
    expect(data).toEqual({ x: 10, y: 5 });
    const filtered = await getJson(fx, '/rpc/ret_point_2d?select=y');
    expect(filtered.body).toEqual({ y: 5 });
  });

  it('answers a domain over a composite type or over a table type', async () => {
    expect((await fx.client().rpc('ret_point_domain')).data).toEqual({ x: 1, y: 2 });
    expect((await fx.client().rpc('ret_project_row')).data).toEqual({ id: 3, name: 'IOS', client_id: 2 });
  });
});

describe('RPC arguments', () => {
  it('passes repeated GET parameters to a variadic parameter', async () => {
    expect((await getJson(fx, '/rpc/variadic_param?v=hi')).body).toEqual(['hi']);
    expect((await getJson(fx, '/rpc/variadic_param?v=hi&v=there')).body).toEqual(['hi', 'there']);
    expect((await getJson(fx, '/rpc/variadic_param')).body).toEqual([]);
    const { data, error } = await fx.client().rpc('variadic_param', { v: ['hi', 'hello'] });
    expect(error).toBeNull();
    expect(data).toEqual(['hi', 'hello']);
  });

  it('widens char(n) and bit(n) parameters as PostgREST does', async () => {
    const { body, status } = await getJson(fx, '/rpc/char_param_select?char_=abcdefg&bit_=101010');
    expect(status).toBe(200);
    expect(body).toEqual([{ char_: 'abcdefg', bit_: '101010' }]);
  });

  it('takes a value with an operator as a filter, even where a parameter has the name', async () => {
    const { body, status } = await getJson(fx, '/rpc/projects_from?id=1&id=gt.2&select=id');
    expect(status).toBe(200);
    expect(body).toEqual([{ id: 3 }]);
  });

  it('ignores body keys not named in ?columns=', async () => {
    const res = await getJson(fx, '/rpc/add_them?columns=a,b', post({ a: 1, b: 2, other: 'stuff' }));
    expect(res.status).toBe(200);
    expect(res.body).toBe(3);
  });

  it('uses the first object of an array body', async () => {
    const res = await getJson(
      fx,
      '/rpc/add_them',
      post([
        { a: 1, b: 2 },
        { a: 4, b: 6 },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toBe(3);
  });
});

describe('scalar answers carry a Content-Range', () => {
  it('counts 1 for a function returning a single scalar or composite', async () => {
    const scalar = await getJson(fx, '/rpc/add_them?a=3&b=4', { headers: { Prefer: 'count=exact' } });
    expect(scalar.body).toBe(7);
    expect(scalar.headers.get('content-range')).toBe('0-0/1');
    const composite = await getJson(fx, '/rpc/ret_point_2d', { headers: { Prefer: 'count=exact' } });
    expect(composite.headers.get('content-range')).toBe('0-0/1');
    const { count, data } = await fx.client().rpc('add_them', { a: 1, b: 1 }, { count: 'exact' });
    expect(data).toBe(2);
    expect(count).toBe(1);
  });

  it('answers 0-0/* without a count', async () => {
    const { headers } = await getJson(fx, '/rpc/add_them?a=3&b=4');
    expect(headers.get('content-range')).toBe('0-0/*');
  });
});

describe('media types of single-object RPC answers', () => {
  it('answers application/json for a composite unless an object was asked for', async () => {
    const plain = await fx.fetch('/rest/v1/rpc/ret_point_2d');
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const single = await fx.fetch('/rest/v1/rpc/add_them?a=1&b=2', {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(single.status).toBe(200);
    expect(single.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(await single.json()).toBe(3);
    const { data, error } = await fx.client().rpc('ret_point_2d').single();
    expect(error).toBeNull();
    expect(data).toEqual({ x: 10, y: 5 });
    const value = await fx.client().rpc('project_names').limit(1).single();
    expect(value.error).toBeNull();
    expect(value.data).toBe('Windows 7');
  });
});
