import { describe, expect, it, vi } from 'vitest';
import { configureSupabase, getSupabase, isSupabaseConfigured } from './client';

describe('the one Supabase client', () => {
  it('refuses to exist before it is configured, then is created once', () => {
    expect(isSupabaseConfigured()).toBe(false);
    expect(() => getSupabase()).toThrow(/configureSupabase/);

    configureSupabase({ supabaseUrl: 'http://localhost:54321', supabaseAnonKey: 'anon' });
    const client = getSupabase();
    expect(getSupabase()).toBe(client);
  });

  it('keeps the first configuration once the client exists', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = getSupabase();
    configureSupabase({ supabaseUrl: 'https://other.supabase.co', supabaseAnonKey: 'other' });
    expect(warn).toHaveBeenCalledOnce();
    expect(getSupabase()).toBe(client);
  });
});
