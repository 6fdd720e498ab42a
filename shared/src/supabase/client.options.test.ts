import { describe, expect, it, vi } from 'vitest';

// The options the one client is created with are the contract here (spec §4 "Session", §7 "Auth calls").
const createClient = vi.hoisted(() => vi.fn(() => ({ auth: {} })));
vi.mock('@supabase/supabase-js', () => ({ createClient }));

const { configureSupabase, getSupabase } = await import('./client');

describe('the Supabase client options', () => {
  it('uses the PKCE flow and keeps the session persisted and refreshed', () => {
    configureSupabase({ supabaseUrl: 'http://localhost:54321', supabaseAnonKey: 'anon' });
    getSupabase();
    expect(createClient).toHaveBeenCalledOnce();
    expect(createClient).toHaveBeenCalledWith('http://localhost:54321', 'anon', {
      auth: expect.objectContaining({ flowType: 'pkce', persistSession: true, autoRefreshToken: true }),
    });
  });
});
