import {
  authStorageKey,
  getSupabase,
  loadSupabase,
  mayHaveSession,
  onSupabaseLoaded,
  type SikkaDataClient,
} from '@sikka/shared/supabase';
import { STAFF_ROLES } from '@sikka/shared/domain/staff';
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

/** Reads profiles.staff_role for a user id: a role the shop knows, else null (a buyer). */
export function staffRoleReader(client: SikkaDataClient): SessionDeps['readStaffRole'] {
  return async (userId) => {
    const { data, error } = await client.from('profiles').select('staff_role').eq('id', userId).single();
    if (error) throw error;
    const role = data?.staff_role;
    return STAFF_ROLES.find((known) => known === role) ?? null;
  };
}

/** Wires the session store to the real client: deferred auth, and the profile's back-office role. */
export function sessionDeps(): SessionDeps {
  return { auth: deferredAuth, readStaffRole: staffRoleReader(getSupabase()) };
}
