// Issue 35 causes 10–11, the rarer behaviours: empty selects, a negative offset, JSON keys with special
// characters, request.cookies, db-pre-request.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

  it("appends the connection's address to x-forwarded-for, after whatever the client sent", async () => {
    const alone = (await getJson(fx, '/rpc/header_value?name=x-forwarded-for')).body as string;
    expect(alone).toMatch(/^(127\.0\.0\.1|::1)$/);
    const forged = await getJson(fx, '/rpc/header_value?name=x-forwarded-for', {
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(forged.body).toBe(`203.0.113.9, ${alone}`);
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
      // The reload is asynchronous: the next test must not still find the pre-request in place.
      await expect
        .poll(async () => (await fx.fetch('/rest/v1/projects?select=id&id=eq.1')).headers.get('x-pre-request'), {
          timeout: 10_000,
        })
        .toBeNull();
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
      // The reload is asynchronous (a NOTIFY, then the config read again): on a loaded machine it has taken
      // longer than expect.poll's default second.
      await expect
        .poll(async () => (await getJson(fx, '/projects?select=id.sum()')).body, { timeout: 10_000 })
        .toEqual([{ sum: 6 }]);
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
      const bySpread = await fx.client().from('car_models').select('total:year.sum(), ...car_brands(name)');
      expect(bySpread.error).toBeNull();
      expect(bySpread.data?.sort((a, b) => b.total - a.total)).toEqual([
        { total: 1981, name: 'DeLorean' },
        { total: 1927, name: 'Ford' },
      ]);
      const hoisted = await getJson(fx, '/car_models?select=...car_brands(brands:name.count(),longest:name.max())');
      expect(hoisted.body).toEqual([{ brands: 2, longest: 'Ford' }]);
      const spread = await getJson(fx, '/car_brands?select=name,...car_models(year.sum())');
      expect(spread.status).toBe(400);
      expect(spread.body).toMatchObject({ code: 'PGRST127' });
    } finally {
      await fx.sql('alter role authenticator reset pgrst.db_aggregates_enabled');
      await fx.sql("notify pgrst, 'reload config'");
      // The reload is asynchronous: the next test must not still find aggregates enabled.
      await expect.poll(async () => (await getJson(fx, '/projects?select=id.sum()')).status, { timeout: 10_000 }).toBe(400);
    }
  });
});

describe('data representations', () => {
  // One test writes swatches (inserts 4–6, recolours 1): every test starts from the fixture's three.
  beforeEach(async () => {
    await fx.sql('delete from public.swatches where id > 3');
    await fx.sql('update public.swatches set label_color = 0 where id = 1');
  });

  it('answers a domain by its cast to json, in explicit and star selects and through views', async () => {
    const explicit = await getJson(fx, '/swatches?select=id,clr:label_color&id=lt.3&order=id');
    expect(explicit.body).toEqual([
      { id: 1, clr: '#000000' },
      { id: 2, clr: '#000100' },
    ]);
    const star = await fx.client().from('swatches').select('*').eq('id', 3);
    expect(star.data).toEqual([{ id: 3, name: 'green', label_color: '#01E240' }]);
    const view = await getJson(fx, '/swatch_names?id=eq.2');
    expect(view.body).toEqual([{ id: 2, label_color: '#000100' }]);
    const castOnTop = await getJson(fx, '/swatches?select=label_color::text&id=eq.1');
    expect(castOnTop.body).toEqual([{ label_color: '"#000000"' }]);
  });

  it('parses filter values by the cast from text', async () => {
    const { data, error } = await fx.client().from('swatches').select('id').eq('label_color', '000100');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2 }]);
    const listed = await getJson(fx, '/swatches?select=id&label_color=in.(000100,01E240)&order=id');
    expect(listed.body).toEqual([{ id: 2 }, { id: 3 }]);
    const negated = await getJson(fx, '/swatches?select=id&label_color=not.in.(000000,01E240)');
    expect(negated.body).toEqual([{ id: 2 }]);
  });

  it('parses body values by the cast from json, on insert and update', async () => {
    const inserted = await fx
      .client()
      .from('swatches')
      .insert({ id: 4, name: 'teal', label_color: '#001100' })
      .select('id, label_color');
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual([{ id: 4, label_color: '#001100' }]);
    const defaults = await fx
      .client()
      .from('swatches')
      .insert(
        [
          { id: 5, name: 'red', label_color: '#FF0000' },
          { id: 6, name: 'none' },
        ],
        { defaultToNull: false },
      )
      .select('id, label_color')
      .order('id');
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual([
      { id: 5, label_color: '#FF0000' },
      { id: 6, label_color: null },
    ]);
    const updated = await fx.client().from('swatches').update({ label_color: '#000200' }).eq('id', 1).select('label_color');
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual([{ label_color: '#000200' }]);
    expect((await fx.sql('select label_color::int as n from public.swatches where id = 1')).rows[0].n).toBe(512);
  });
});
