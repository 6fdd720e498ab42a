import { describe, expect, it, vi } from 'vitest';

// The options the one client is created with are the contract here (spec §4 "Session", §7 "Auth calls").
const createClient = vi.hoisted(() => vi.fn(() => ({ auth: {} })));
vi.mock('@supabase/supabase-js', () => ({ createClient }));

const { configureSupabase, getSupabase, loadSupabase } = await import('./client');

describe('the Supabase client options', () => {
  it('uses the PKCE flow and keeps the session persisted and refreshed, under supabase-js’s own key', async () => {
    configureSupabase({ supabaseUrl: 'http://localhost:54321', supabaseAnonKey: 'anon' });
    getSupabase();
    expect(createClient).not.toHaveBeenCalled();
    const client = await loadSupabase();
    expect(await loadSupabase()).toBe(client);
    expect(createClient).toHaveBeenCalledOnce();
    expect(createClient).toHaveBeenCalledWith('http://localhost:54321', 'anon', {
      auth: expect.objectContaining({
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: true,
        storageKey: 'sb-localhost-auth-token',
      }),
    });
  });
});
