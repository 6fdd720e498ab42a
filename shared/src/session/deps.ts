import {
  authStorageKey,
  getSupabase,
  loadSupabase,
  mayHaveSession,
  onSupabaseLoaded,
  type SikkaDataClient,
} from '@sikka/shared/supabase';
import type { DeferredAuth, SessionDeps } from './store';

/**
 * The auth client as the session store takes it: its code is fetched at start only when a session may
 * be stored, else when the visitor signs in, or when another tab writes a session under the key.
 */
export const deferredAuth: DeferredAuth = {
  mayHaveSession,
  load: async () => (await loadSupabase()).auth,
  onLoaded(callback) {
    onSupabaseLoaded((client) => callback(client.auth));
    const key = authStorageKey();
    const fromOtherTab = (event: StorageEvent) => {
      if (!event.key?.startsWith(key) || event.newValue === null) return;
      window.removeEventListener('storage', fromOtherTab);
      void loadSupabase();
    };
    window.addEventListener('storage', fromOtherTab);
  },
};

/** Reads profiles.is_admin for a user id. */
export function adminFlagReader(client: SikkaDataClient): SessionDeps['readIsAdmin'] {
  return async (userId) => {
    const { data, error } = await client.from('profiles').select('is_admin').eq('id', userId).single();
    if (error) throw error;
    return data?.is_admin === true;
  };
}

/** Wires the session store to the real client: deferred auth, and the profile's admin flag. */
export function sessionDeps(): SessionDeps {
  return { auth: deferredAuth, readIsAdmin: adminFlagReader(getSupabase()) };
}
