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
