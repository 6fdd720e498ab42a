import { afterEach, describe, expect, it, vi } from 'vitest';

const createClient = vi.hoisted(() => vi.fn());
vi.mock('@supabase/supabase-js', () => ({ createClient }));

const { configureSupabase, mayHaveSession } = await import('./client');
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
