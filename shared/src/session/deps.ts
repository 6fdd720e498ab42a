import type { SikkaSupabaseClient } from '@sikka/shared/supabase';
import type { SessionDeps } from './store';

/** Wires the session store to the real client: its auth, and the profile's admin flag. */
export function sessionDepsFromClient(client: SikkaSupabaseClient): SessionDeps {
  return {
    auth: client.auth,
    async readIsAdmin(userId) {
      const { data, error } = await client.from('profiles').select('is_admin').eq('id', userId).single();
      if (error) throw error;
      return data?.is_admin === true;
    },
  };
}
