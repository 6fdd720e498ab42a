// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_ANON_KEY, loadRuntimeConfig, parseRuntimeConfig, resetRuntimeConfig } from './runtimeConfig';

const respond = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => {
  resetRuntimeConfig();
  vi.restoreAllMocks();
});

describe('loadRuntimeConfig', () => {
  it("reads /config.json from the page's origin: the API's URL and anon key only", async () => {
    const fetchConfig = respond(200, {
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'public-anon',
      business: { email: 'care@sikka.in' },
    });
    const config = await loadRuntimeConfig(fetchConfig);
    expect(fetchConfig).toHaveBeenCalledWith(`${location.origin}/config.json`, { cache: 'no-cache' });
    // The shop's facts are settings in the database (issue 51): an older file's business object is ignored.
    expect(config).toEqual({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'public-anon' });
  });

  it('fetches once for every caller', async () => {
    const fetchConfig = respond(200, { supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'k' });
    await Promise.all([loadRuntimeConfig(fetchConfig), loadRuntimeConfig(fetchConfig)]);
    expect(fetchConfig).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a missing file', respond(404, {})],
    ['a file without the anon key', respond(200, { supabaseUrl: 'https://abc.supabase.co' })],
    [
      'an unreachable origin',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ],
  ])('falls back to the local Supabase on this host for %s', async (_case, fetchConfig) => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const config = await loadRuntimeConfig(fetchConfig);
    expect(config).toEqual({ supabaseUrl: `http://${location.hostname}:54321`, supabaseAnonKey: LOCAL_ANON_KEY });
  });
});

describe('parseRuntimeConfig', () => {
  it('accepts a URL and a key, and nothing else', () => {
    expect(
      parseRuntimeConfig({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'k', business: { phone: '1' } }),
    ).toEqual({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'k' });
  });

  it.each([
    ['not an object', []],
    ['a URL that is not http(s)', { supabaseUrl: 'ftp://x', supabaseAnonKey: 'k' }],
    ['no key', { supabaseUrl: 'https://x.supabase.co', supabaseAnonKey: '' }],
  ])('refuses %s', (_case, json) => {
    expect(() => parseRuntimeConfig(json)).toThrow();
  });
});
