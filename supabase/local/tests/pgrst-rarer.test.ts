// Issue 35 causes 10–11, the rarer behaviours: empty selects, a negative offset, JSON keys with special
// characters, request.cookies, db-pre-request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from './helpers.ts';
import { getJson, startPgrstFixture } from './pgrst-helpers.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startPgrstFixture();
});
afterAll(() => fx?.stop());

describe('query string corners', () => {
  it('reads select= as every column', async () => {
    const { status, body } = await getJson(fx, '/projects?select=&id=eq.1');
    expect(status).toBe(200);
    expect(body).toEqual([{ id: 1, name: 'Windows 7', client_id: 1 }]);
  });

  it('takes a negative offset as no offset', async () => {
    const { status, body, headers } = await getJson(fx, '/projects?select=id&offset=-4&order=id');
    expect(status).toBe(200);
    expect(body).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(headers.get('content-range')).toBe('0-2/*');
  });

  it('reads JSON keys with special characters', async () => {
    const select = encodeURIComponent('bang:data->>!@#$%^&*_a,cd:data->a+b->>c d');
    const { status, body } = await getJson(fx, `/json_keys?select=${select}`);
    expect(status).toBe(200);
    expect(body).toEqual([{ bang: '1', cd: '2' }]);
    const { data, error } = await fx.client().from('json_keys').select('id').eq('data->>!@#$%^&*_a', '1');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1 }]);
  });
});

describe('request settings', () => {
  it('sets request.cookies and keeps the cookie out of request.headers', async () => {
    const headers = { Cookie: 'theme=dark; sid=abc' };
    expect((await getJson(fx, '/rpc/cookie_value?name=sid', { headers })).body).toBe('abc');
    const names = (await getJson(fx, '/rpc/header_names', { headers })).body as string[];
    expect(names).toContain('apikey');
    expect(names).not.toContain('cookie');
  });

  it('runs pgrst.db_pre_request before every request', async () => {
    await fx.sql("alter role authenticator set pgrst.db_pre_request = 'public.check_request'");
    await fx.sql("notify pgrst, 'reload config'");
    try {
      await expect
        .poll(async () => (await fx.fetch('/rest/v1/projects?select=id&id=eq.1')).headers.get('x-pre-request'))
        .toBe('ran');
      const refused = await getJson(fx, '/projects?select=id', { headers: { 'X-Refuse': 'yes' } });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'PT403', message: 'refused before the request' });
      const { error, status } = await fx.client().rpc('add_them', { a: 1, b: 2 }).setHeader('X-Refuse', 'yes');
      expect(status).toBe(403);
      expect(error?.message).toBe('refused before the request');
    } finally {
      await fx.sql('alter role authenticator reset pgrst.db_pre_request');
      await fx.sql("notify pgrst, 'reload config'");
    }
  });
});

describe('aggregates', () => {
  it('counts an embedding by `count`, aggregates enabled or not', async () => {
    const { data, error } = await fx.client().from('car_brands').select('name, car_models(count)').order('name');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'DeLorean', car_models: [{ count: 1 }] },
      { name: 'Ford', car_models: [{ count: 1 }] },
    ]);
  });

  it('refuses aggregate functions while pgrst.db_aggregates_enabled is off (PGRST123)', async () => {
    const { status, body } = await getJson(fx, '/projects?select=id.sum()');
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'PGRST123', details: null, hint: null, message: 'Use of aggregate functions is not allowed' });
  });

  it('aggregates, grouped by the other columns, once pgrst.db_aggregates_enabled is on', async () => {
    await fx.sql("alter role authenticator set pgrst.db_aggregates_enabled = 'true'");
    await fx.sql("notify pgrst, 'reload config'");
    try {
      await expect.poll(async () => (await getJson(fx, '/projects?select=id.sum()')).body).toEqual([{ sum: 6 }]);
      const grouped = await getJson(fx, '/projects?select=c:count(),client_id&order=client_id.desc');
      expect(grouped.body).toEqual([
        { c: 1, client_id: 2 },
        { c: 2, client_id: 1 },
      ]);
      expect((await getJson(fx, '/projects?select=top:id.max()::text')).body).toEqual([{ top: '3' }]);
      const embedded = await fx.client().from('shelves').select('id, shelf_items(id.count(), id.max())');
      expect(embedded.data).toEqual([{ id: 1, shelf_items: [{ count: 150, max: 150 }] }]);
      const byBrand = await fx.client().from('car_models').select('brand, count(), car_brands(name)').order('brand');
      expect(byBrand.error).toBeNull();
      expect(byBrand.data).toEqual([
        { brand: 'DeLorean', count: 1, car_brands: { name: 'DeLorean' } },
        { brand: 'Ford', count: 1, car_brands: { name: 'Ford' } },
      ]);
      const spread = await getJson(fx, '/car_brands?select=name,...car_models(year.sum())');
      expect(spread.status).toBe(400);
      expect(spread.body).toMatchObject({ code: 'PGRST127' });
    } finally {
      await fx.sql('alter role authenticator reset pgrst.db_aggregates_enabled');
      await fx.sql("notify pgrst, 'reload config'");
    }
  });
});
