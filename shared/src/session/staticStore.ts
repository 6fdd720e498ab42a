import type { User } from '@supabase/supabase-js';
import { SIGNED_OUT_STATE, type SessionState, type SessionStore, sessionAtomStore } from './store';

/**
 * A store frozen in one state: stories and component tests render each session state with it. A state
 * that says only `isAdmin: true` is the owner's; one that names a `staffRole` is an admin by it.
 */
export function staticSessionStore(state: Partial<SessionState>): SessionStore {
  const staffRole = state.staffRole !== undefined ? state.staffRole : state.isAdmin ? 'owner' : null;
  const snapshot: SessionState = { ...SIGNED_OUT_STATE, ...state, staffRole, isAdmin: staffRole !== null };
  return {
    atoms: sessionAtomStore(snapshot),
    getState: () => snapshot,
    subscribe: () => () => {},
    start: () => {},
    stop: () => {},
    signOut: async () => {},
  };
}

/** A minimal user for such stores. */
export function exampleUser(overrides: Partial<User> = {}): User {
  return {
    id: '7f3c1a52-9d4e-4b8a-a1c2-3e5f6a7b8c9d',
    aud: 'authenticated',
    email: 'collector@example.com',
    app_metadata: {},
    user_metadata: {},
    created_at: '2024-03-15T10:00:00Z',
    ...overrides,
  };
}
