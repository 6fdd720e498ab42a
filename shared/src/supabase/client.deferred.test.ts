// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostgrestClient } from '@supabase/postgrest-js';
import { configureSupabase, getSupabase } from './client';

// postgrest-js is not part of a page's first load (issue 52): the data client's first queries are noted
// until its code has arrived, then made exactly as postgrest-js makes them.
const fetchMock = vi.fn(
  async (_input: RequestInfo | URL, _init?: RequestInit) =>
    new Response('[{"id":1}]', { status: 200, headers: { 'content-type': 'application/json' } }),
);
const sent = () =>
  fetchMock.mock.calls.map((call) => {
    const [url, init] = call as unknown as [string, RequestInit];
    return { url, method: init.method, body: init.body ?? null, prefer: new Headers(init.headers).get('prefer') };
  });

configureSupabase({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key' });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

/** The same queries through postgrest-js itself, for the requests it sends. */
const direct = new PostgrestClient('http://127.0.0.1:54321/rest/v1', { fetch: (input, init) => fetchMock(input, init) });

describe('the data client before postgrest-js has loaded', () => {
  it('sends what postgrest-js sends, for a chain, a builder changed in place and a database function', async () => {
    // Made before the code has arrived: the client answers stand-ins.
    const query = getSupabase().from('collectibles').select('id, name', { count: 'exact' }).eq('status', 'available');
    expect(query).not.toBeInstanceOf(Object.getPrototypeOf(direct.from('collectibles').select('id')).constructor);
    query.order('created_at', { ascending: false }); // postgrest-js's filters change the builder itself
    const rpc = getSupabase().rpc('validate_promo', { code: 'WELCOME10' }).single();
    const [list, one] = await Promise.all([query.range(0, 11), rpc]);
    expect(list.data).toEqual([{ id: 1 }]);
    const deferred = sent();

    fetchMock.mockClear();
    const again = direct.from('collectibles').select('id, name', { count: 'exact' }).eq('status', 'available');
    again.order('created_at', { ascending: false });
    const rpcAgain = direct.rpc('validate_promo', { code: 'WELCOME10' }).single();
    const [listAgain, oneAgain] = await Promise.all([again.range(0, 11), rpcAgain]);
    expect(sent()).toEqual(deferred);
    expect([list, one]).toEqual([listAgain, oneAgain]);
  });

  it('answers postgrest-js’s own builders once its code is here', async () => {
    await getSupabase().from('collectibles').select('id');
    expect(getSupabase().from('collectibles').select('id')).toBeInstanceOf(
      Object.getPrototypeOf(direct.from('collectibles').select('id')).constructor,
    );
  });

  it('passes a refusal on to the one who awaits, as postgrest-js does', async () => {
    fetchMock.mockImplementationOnce(async () => new Response('{"code":"P0001","hint":"promo_invalid"}', { status: 400 }));
    const { error } = await getSupabase().rpc('validate_promo', { code: 'NOPE' });
    expect(error).toMatchObject({ code: 'P0001', hint: 'promo_invalid' });
  });
});
