// @sikka/shared/supabase: the one client, from runtime config (ARCHITECTURE rule 5).
export {
  loadRuntimeConfig,
  defaultRuntimeConfig,
  parseRuntimeConfig,
  LOCAL_ANON_KEY,
  type RuntimeConfig,
} from './runtimeConfig';
export {
  accessToken,
  authStorageKey,
  configureSupabase,
  getSupabase,
  isSupabaseConfigured,
  loadSupabase,
  mayHaveSession,
  onSupabaseLoaded,
  openChannel,
  publicObjectUrl,
  storageAuth,
  type RealtimeSource,
  type SikkaDataClient,
  type SikkaSupabaseClient,
} from './client';
export { ilikeContains } from './ilike';
