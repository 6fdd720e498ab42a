import { createContext, useContext, type ReactNode } from 'react';
import { useAtomValue } from 'jotai/react';
import type { User } from '@supabase/supabase-js';
import type { StaffRole } from '@sikka/shared/domain/staff';
import { isSupabaseConfigured } from '@sikka/shared/supabase';
import { sessionDeps } from './deps';
import { useHydrated } from '@sikka/shared/federation';
import {
  createSessionStore,
  LOADING_STATE,
  type PasswordRecovery,
  passwordRecoveryAtom,
  type SessionDeps,
  type SessionState,
  type SessionStore,
  sessionAtom,
  sessionAtomStore,
  signInDialogAtom,
  type SignInDialogState,
} from './store';

let globalStore: SessionStore | undefined;

/**
 * This page's atoms (jotai): the session's and the password recovery's. Made with the module, so a
 * recovery read before the session starts (the shell reads a failed link as its code loads) is kept.
 */
const pageAtoms = sessionAtomStore(LOADING_STATE);

/**
 * Starts the one session store. Call once at app start, after configureSupabase (the shell does; a
 * standalone remote does in its dev entry). Later calls return the same store.
 */
export function initSession(deps?: SessionDeps): SessionStore {
  if (!globalStore) {
    globalStore = createSessionStore(deps ?? sessionDeps(), pageAtoms);
    globalStore.start();
  }
  return globalStore;
}

// Before anything is configured (e.g. a story) the hooks report 'loading' instead of throwing.
const idleStore: SessionStore = {
  atoms: pageAtoms,
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
 * The session atom of this page's store (a SessionProvider's, else the one store). While a page the
 * server rendered is being hydrated it reads 'loading', as the server rendered it (the server knows no
 * visitor's session): the signed-in parts fill in right after, from the browser's store.
 */
export function useSession(): SessionState {
  const store = useContext(SessionStoreContext) ?? currentStore();
  const state = useAtomValue(sessionAtom, { store: store.atoms });
  return useHydrated() ? state : LOADING_STATE;
}

/** Where a password recovery stands on this page (the server renders 'none'). */
export function usePasswordRecovery(): PasswordRecovery {
  const store = useContext(SessionStoreContext) ?? currentStore();
  return useAtomValue(passwordRecoveryAtom, { store: store.atoms });
}

/** Sets where this page's password recovery stands (the shell: a failed link, a recovery session, its end). */
export function setPasswordRecovery(next: PasswordRecovery): void {
  pageAtoms.set(passwordRecoveryAtom, next);
}

/** The sign-in dialog's state and its setter: the shell's header shows the dialog and opens or closes it. */
export function useSignInDialog(): [SignInDialogState, (next: SignInDialogState) => void] {
  const store = useContext(SessionStoreContext) ?? currentStore();
  return [useAtomValue(signInDialogAtom, { store: store.atoms }), (next) => store.atoms.set(signInDialogAtom, next)];
}

/**
 * Opens the sign-in dialog from a page (a lot's 'Sign In', My Orders): on a phone the header's own
 * button is inside the menu. The focus comes back to the control that asked if the dialog is closed.
 */
export function useAskToSignIn(): () => void {
  const [, set] = useSignInDialog();
  return () => set({ open: true, opener: document.activeElement instanceof HTMLElement ? document.activeElement : null });
}

/** The signed-in user, or null; anonymous users are returned too (check `useSession().isAnonymous`). */
export function useUser(): User | null {
  return useSession().user;
}

export function useIsAdmin(): boolean {
  return useSession().isAdmin;
}

/** The signed-in user's back-office role (issue 51), or null for a buyer or a visitor. */
export function useStaffRole(): StaffRole | null {
  return useSession().staffRole;
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
