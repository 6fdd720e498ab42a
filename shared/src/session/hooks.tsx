import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { User } from '@supabase/supabase-js';
import { isSupabaseConfigured } from '@sikka/shared/supabase';
import { sessionDeps } from './deps';
import { createSessionStore, LOADING_STATE, type SessionDeps, type SessionState, type SessionStore } from './store';

let globalStore: SessionStore | undefined;

/**
 * Starts the one session store. Call once at app start, after configureSupabase (the shell does; a
 * standalone remote does in its dev entry). Later calls return the same store.
 */
export function initSession(deps?: SessionDeps): SessionStore {
  if (!globalStore) {
    globalStore = createSessionStore(deps ?? sessionDeps());
    globalStore.start();
  }
  return globalStore;
}

// Before anything is configured (e.g. a story) the hooks report 'loading' instead of throwing.
const idleStore: SessionStore = {
  getState: () => LOADING_STATE,
  subscribe: () => () => {},
  start: () => {},
  stop: () => {},
  signOut: async () => {},
};

function currentStore(): SessionStore {
  return globalStore ?? (isSupabaseConfigured() ? initSession() : idleStore);
}

/** Overrides the store for a subtree: stories and component tests render each session state. */
const SessionStoreContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children?: ReactNode }) {
  return <SessionStoreContext.Provider value={store}>{children}</SessionStoreContext.Provider>;
}

/**
 * What the server renders (it knows no visitor's session) and so what hydration starts from: the
 * signed-in parts fill in right after, from the browser's store.
 */
const serverSnapshot = () => LOADING_STATE;

export function useSession(): SessionState {
  const store = useContext(SessionStoreContext) ?? currentStore();
  return useSyncExternalStore(store.subscribe, store.getState, serverSnapshot);
}

/** The signed-in user, or null; anonymous users are returned too (check `useSession().isAnonymous`). */
export function useUser(): User | null {
  return useSession().user;
}

export function useIsAdmin(): boolean {
  return useSession().isAdmin;
}

/** Signs out; the local session is cleared even if the server call fails. */
export function signOut(): Promise<void> {
  return currentStore().signOut();
}

/** `signOut` of the store this component reads (the one store, or a SessionProvider's in tests). */
export function useSignOut(): () => Promise<void> {
  const store = useContext(SessionStoreContext) ?? currentStore();
  return store.signOut;
}
