import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';
import type { RuntimeConfig } from './runtimeConfig';

export type SikkaSupabaseClient = SupabaseClient<Database>;

// Kept on globalThis, not only in this module: if federation ever loaded two copies of this package,
// two GoTrue clients would fight over the same stored session. One client per page, whatever happens.
const CLIENT_KEY = Symbol.for('sikka.supabase.client');
const CONFIG_KEY = Symbol.for('sikka.supabase.config');
type Slots = { [CLIENT_KEY]?: SikkaSupabaseClient; [CONFIG_KEY]?: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'> };
const slots = globalThis as Slots;

/** Sets the backend the one client talks to. Must run before the first `getSupabase()`. */
export function configureSupabase(config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>): void {
  const current = slots[CONFIG_KEY];
  if (
    slots[CLIENT_KEY] &&
    current &&
    (current.supabaseUrl !== config.supabaseUrl || current.supabaseAnonKey !== config.supabaseAnonKey)
  ) {
    console.warn('[sikka] configureSupabase called after the client was created; keeping the first configuration');
    return;
  }
  slots[CONFIG_KEY] = { supabaseUrl: config.supabaseUrl, supabaseAnonKey: config.supabaseAnonKey };
}

/**
 * What a Storage REST call made without supabase-js needs, as supabase-js would send it (an upload with
 * progress, @sikka/shared/upload): the Storage URL, the anon key, and the session's token or else the key.
 */
export async function storageAuth(): Promise<{ storageUrl: string; apikey: string; bearer: string }> {
  const config = slots[CONFIG_KEY];
  if (!config) throw new Error('storageAuth() called before configureSupabase(): load the runtime config first');
  const { data } = await getSupabase().auth.getSession();
  return {
    storageUrl: `${config.supabaseUrl.replace(/\/+$/, '')}/storage/v1`,
    apikey: config.supabaseAnonKey,
    bearer: data.session?.access_token ?? config.supabaseAnonKey,
  };
}

export function isSupabaseConfigured(): boolean {
  return slots[CONFIG_KEY] !== undefined;
}

/** The one typed Supabase client, created lazily on first use. */
export function getSupabase(): SikkaSupabaseClient {
  const existing = slots[CLIENT_KEY];
  if (existing) return existing;
  const config = slots[CONFIG_KEY];
  if (!config) throw new Error('getSupabase() called before configureSupabase(): load the runtime config first');
  const client = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  slots[CLIENT_KEY] = client;
  return client;
}
