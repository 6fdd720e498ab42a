// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const createClient = vi.hoisted(() => vi.fn());
vi.mock('@supabase/supabase-js', () => ({ createClient }));
const realtime = vi.hoisted(() => ({
  made: [] as { url: string; options: Record<string, unknown> }[],
  removed: [] as unknown[],
}));
vi.mock('@supabase/realtime-js', () => ({
  RealtimeClient: class {
    constructor(url: string, options: Record<string, unknown>) {
      realtime.made.push({ url, options });
    }
    channel(name: string) {
      return { name };
    }
    removeChannel(channel: unknown) {
      realtime.removed.push(channel);
      return Promise.resolve('ok');
    }
  },
}));

const { configureSupabase, mayHaveSession, openChannel } = await import('./client');
configureSupabase({ supabaseUrl: 'https://abcd.supabase.co', supabaseAnonKey: 'anon-key' });

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

// When false, the visitor is signed out and supabase-js's auth code is not fetched (session store).
describe('mayHaveSession', () => {
  it('is false for a visitor with nothing stored and a plain URL', () => {
    localStorage.setItem('sikka.cart', '1');
    window.history.replaceState(null, '', '/kushan-vasudeva-gold-dinar?code=SALE#photos');
    expect(mayHaveSession()).toBe(false);
  });

  it.each([
    ['a stored session', 'sb-abcd-auth-token'],
    ['a PKCE code verifier (a sign-in redirect on its way back)', 'sb-abcd-auth-token-code-verifier'],
  ])('is true with %s under the client’s storage key', (_what, key) => {
    localStorage.setItem(key, 'x');
    expect(mayHaveSession()).toBe(true);
  });

  it.each(['/#access_token=abc&refresh_token=def', '/?error=access_denied&error_description=Email+link+is+invalid'])(
    'is true when GoTrue redirected back with a grant or its error: %s',
    (url) => {
      window.history.replaceState(null, '', url);
      expect(mayHaveSession()).toBe(true);
    },
  );

  it('never fetched the auth code to answer', () => {
    expect(createClient).not.toHaveBeenCalled();
  });
});

describe('openChannel for a visitor without a session', () => {
  it('joins through realtime-js alone, with the anon key as supabase-js would, and leaves', async () => {
    const make = vi.fn((client: { channel(name: string): unknown }) => client.channel('collectible:kushan'));
    const close = openChannel(make as never);
    await vi.waitFor(() => expect(make).toHaveBeenCalledOnce());
    expect(realtime.made).toHaveLength(1);
    const { url, options } = realtime.made[0] ?? { url: '', options: {} };
    expect(url).toBe('wss://abcd.supabase.co/realtime/v1');
    expect(options.params).toEqual({ apikey: 'anon-key' });
    await expect((options.accessToken as () => Promise<string>)()).resolves.toBe('anon-key');
    close();
    expect(realtime.removed).toEqual([{ name: 'collectible:kushan' }]);
    expect(createClient).not.toHaveBeenCalled();
  });
});
