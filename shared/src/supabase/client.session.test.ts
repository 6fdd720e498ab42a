// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The data client on every page reads as the session's user, but fetches the auth code only when
// there is a session to read: a visitor without one never downloads it.
const session = vi.hoisted(() => ({ token: null as string | null }));
const removeChannel = vi.hoisted(() => vi.fn());
const createClient = vi.hoisted(() =>
  vi.fn(() => ({
    auth: {
      getSession: async () => ({
        data: { session: session.token ? { access_token: session.token } : null },
        error: null,
      }),
    },
    channel: (name: string) => ({ name }),
    removeChannel,
  })),
);
vi.mock('@supabase/supabase-js', () => ({ createClient }));

const { configureSupabase, getSupabase, mayHaveSession, openChannel, publicObjectUrl, storageAuth } = await import('./client');

const KEY = 'sb-127-auth-token';
const fetchMock = vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }));
const sentHeaders = () => new Headers((fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit])[1].headers);

configureSupabase({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key' });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the data client', () => {
  it('sends the anon key as apikey and bearer, without loading auth, when no session is stored', async () => {
    const { error } = await getSupabase().from('collectibles').select('id').limit(1);
    expect(error).toBeNull();
    const [url] = fetchMock.mock.calls.at(-1) as unknown as [string];
    expect(url).toBe('http://127.0.0.1:54321/rest/v1/collectibles?select=id&limit=1');
    expect(sentHeaders().get('apikey')).toBe('anon-key');
    expect(sentHeaders().get('authorization')).toBe('Bearer anon-key');
    expect(createClient).not.toHaveBeenCalled();
  });

  it("loads auth and sends the session's token when a session is stored", async () => {
    localStorage.setItem(KEY, '{"access_token":"…"}');
    session.token = 'user-token';
    await getSupabase().rpc('validate_promo', { code: 'WELCOME10' });
    expect(createClient).toHaveBeenCalledOnce();
    expect(sentHeaders().get('authorization')).toBe('Bearer user-token');
    expect(sentHeaders().get('apikey')).toBe('anon-key');
    await expect(storageAuth()).resolves.toEqual({
      storageUrl: 'http://127.0.0.1:54321/storage/v1',
      apikey: 'anon-key',
      bearer: 'user-token',
    });
  });
});

describe('mayHaveSession', () => {
  it('is true once the whole client exists, whatever is stored', () => {
    // The previous test loaded it: from then on supabase-js answers for the session.
    expect(mayHaveSession()).toBe(true);
  });
});

describe('publicObjectUrl', () => {
  it('writes the URL storage-js getPublicUrl writes', () => {
    expect(publicObjectUrl('collectible-images', '/seller-submissions/a b.jpg')).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/collectible-images/seller-submissions/a%20b.jpg',
    );
  });
});

describe('openChannel', () => {
  it('makes the channel once the client has loaded, and leaves it', async () => {
    const make = vi.fn((client: { channel(name: string): unknown }) => client.channel('live'));
    const close = openChannel(make as never);
    await vi.waitFor(() => expect(make).toHaveBeenCalledOnce());
    close();
    expect(removeChannel).toHaveBeenCalledWith({ name: 'live' });
  });

  it('never makes a channel closed before the client arrived', async () => {
    const make = vi.fn();
    openChannel(make)();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(make).not.toHaveBeenCalled();
  });
});
