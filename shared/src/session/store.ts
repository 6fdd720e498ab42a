import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { atom, createStore } from 'jotai/vanilla';
import type { StaffRole } from '@sikka/shared/domain/staff';

/** The auth session as every remote sees it (spec §4 "Session"). */
export interface SessionState {
  /** 'loading' until the session and, for a signed-in user, the back-office role are known. */
  status: 'loading' | 'ready';
  session: Session | null;
  user: User | null;
  /** The user's back-office role (profiles.staff_role, issue 51), or null for a buyer or a visitor. */
  staffRole: StaffRole | null;
  /** Has a back-office role (any): shows the Admin menu. What each role may use is `staffRole`'s. */
  isAdmin: boolean;
  /** Anonymous users (used by checkout) count as signed out in the header and admin checks. */
  isAnonymous: boolean;
}

/** The slice of `supabase.auth` the store needs; tests pass a fake. */
export interface SessionAuth {
  getSession(): Promise<{ data: { session: Session | null }; error: unknown }>;
  onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): {
    data: { subscription: { unsubscribe(): void } };
  };
  signOut(options?: { scope?: 'global' | 'local' | 'others' }): Promise<{ error: unknown }>;
  refreshSession(): Promise<{ error: unknown }>;
}

/**
 * An auth client whose code arrives on first need: the store loads it at start only when a session may
 * be waiting, and otherwise starts signed out and listens once it loads for any other reason (a
 * sign-in, checkout's guest session, another tab signing in).
 */
export interface DeferredAuth {
  mayHaveSession(): boolean;
  load(): Promise<SessionAuth>;
  onLoaded(callback: (auth: SessionAuth) => void): void;
}

export interface SessionDeps {
  auth: SessionAuth | DeferredAuth;
  /** Reads profiles.staff_role for a user id (null: a buyer); throws (or rejects) on failure. */
  readStaffRole(userId: string): Promise<StaffRole | null>;
}

/** Jotai's store: the session is an atom in it (sessionAtom), read by React through jotai (hooks.tsx). */
export type AtomStore = ReturnType<typeof createStore>;

/**
 * The session as an atom: each store holds its own value of it (one per browser page; on the server,
 * one per request: it renders the visitor the server cannot know, 'loading').
 */
export const sessionAtom = atom<SessionState>({
  status: 'loading',
  session: null,
  user: null,
  staffRole: null,
  isAdmin: false,
  isAnonymous: false,
});

/**
 * Where a password recovery stands on this page (spec §4 session event 'password recovery'):
 * - 'setPassword': the e-mailed link opened a recovery session (supabase-js's PASSWORD_RECOVERY);
 * - 'linkFailed': GoTrue sent the browser back with an error (a reused or expired link);
 * - 'none': no recovery here (always, on the server).
 */
export type PasswordRecovery = { kind: 'none' } | { kind: 'setPassword' } | { kind: 'linkFailed'; message: string };

/** The password recovery as an atom, in the same store as the session. */
export const passwordRecoveryAtom = atom<PasswordRecovery>({ kind: 'none' });

/**
 * The sign-in dialog (the shell header's), in the same store: open, and the control a page opened it
 * from (a lot's 'Sign In'), which has the focus back when it closes with no one signed in.
 */
export interface SignInDialogState {
  open: boolean;
  opener?: HTMLElement | null;
}

export const signInDialogAtom = atom<SignInDialogState>({ open: false });

/** A jotai store whose session atom holds `state`. */
export function sessionAtomStore(state: SessionState): AtomStore {
  const store = createStore();
  store.set(sessionAtom, state);
  return store;
}

export interface SessionStore {
  /** Where the session atom lives. */
  atoms: AtomStore;
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  start(): void;
  stop(): void;
  signOut(): Promise<void>;
}

export const LOADING_STATE: SessionState = {
  status: 'loading',
  session: null,
  user: null,
  staffRole: null,
  isAdmin: false,
  isAnonymous: false,
};
export const SIGNED_OUT_STATE: SessionState = { ...LOADING_STATE, status: 'ready' };

export function isAnonymousUser(user: User): boolean {
  return user.is_anonymous === true || (user.phone ?? '').startsWith('anonymous-');
}

/**
 * Spec §9: a stored session that expires within 5 minutes is refreshed at start. supabase-js's own
 * auto-refresh (a tick every 30 s, refreshing when under 3 ticks — 90 s — remain) covers the rest.
 */
export const REFRESH_WITHIN_MS = 5 * 60 * 1000;

export function expiresSoon(session: Session, now = Date.now()): boolean {
  return session.expires_at !== undefined && session.expires_at * 1000 - now < REFRESH_WITHIN_MS;
}

// Events after which the profile is read again even for the same user id.
const RECHECK_EVENTS = new Set<string>(['SIGNED_IN', 'USER_UPDATED']);

const isDeferred = (auth: SessionAuth | DeferredAuth): auth is DeferredAuth => 'load' in auth;

export function createSessionStore(
  { auth: given, readStaffRole }: SessionDeps,
  atoms: AtomStore = sessionAtomStore(LOADING_STATE),
): SessionStore {
  const deferred: DeferredAuth = isDeferred(given)
    ? given
    : { mayHaveSession: () => true, load: () => Promise.resolve(given), onLoaded: (callback) => callback(given) };
  let ticket = 0; // id of the latest admin lookup: older answers are stale and dropped
  let lookupFor: string | null = null;
  let heardEvent = false;
  let started = false;
  let unsubscribe: (() => void) | undefined;

  const set = (next: SessionState) => atoms.set(sessionAtom, next);
  const state = () => atoms.get(sessionAtom);

  const signedOut = () => {
    ticket++;
    lookupFor = null;
    set(SIGNED_OUT_STATE);
  };

  async function lookupAdmin(userId: string, mine: number) {
    let staffRole: StaffRole | null = null;
    try {
      staffRole = await readStaffRole(userId);
    } catch (error) {
      console.warn('[sikka] could not read the back-office role; treating the user as a buyer', error);
    }
    if (mine !== ticket) return;
    lookupFor = null;
    set({ ...state(), status: 'ready', staffRole, isAdmin: staffRole !== null });
  }

  function receive(event: AuthChangeEvent, session: Session | null) {
    const user = session?.user ?? null;
    if (!user) return signedOut();
    const isAnonymous = isAnonymousUser(user);
    const sameUser = state().user?.id === user.id;
    if (sameUser && (lookupFor === user.id || !RECHECK_EVENTS.has(event))) {
      return set({ ...state(), session, user, isAnonymous });
    }
    const mine = ++ticket;
    if (isAnonymous) {
      lookupFor = null;
      return set({ status: 'ready', session, user, staffRole: null, isAdmin: false, isAnonymous });
    }
    // A new user is not admin until the profile says so; the same user keeps its flag meanwhile.
    set(
      sameUser
        ? { ...state(), session, user, isAnonymous }
        : { status: 'loading', session, user, staffRole: null, isAdmin: false, isAnonymous },
    );
    lookupFor = user.id;
    // Deferred: supabase-js holds its auth lock while it runs this callback, and the profile query
    // needs that lock for the access token.
    setTimeout(() => void lookupAdmin(user.id, mine), 0);
  }

  /** Follows the auth client's events and reads the stored session (refreshing it when it expires soon). */
  function listen(auth: SessionAuth) {
    const { data } = auth.onAuthStateChange((event, session) => {
      heardEvent = true;
      receive(event, session);
    });
    unsubscribe = () => data.subscription.unsubscribe();
    auth.getSession().then(
      ({ data: { session }, error }) => {
        if (error) console.warn('[sikka] could not read the stored session', error);
        if (!heardEvent) receive('INITIAL_SESSION', session);
        // The new session arrives as TOKEN_REFRESHED; a refused refresh token as SIGNED_OUT.
        if (session && expiresSoon(session)) {
          auth.refreshSession().then(
            ({ error: refreshError }) => refreshError && console.warn('[sikka] could not refresh the session', refreshError),
            (refreshError: unknown) => console.warn('[sikka] could not refresh the session', refreshError),
          );
        }
      },
      (error: unknown) => {
        console.warn('[sikka] could not read the stored session', error);
        if (!heardEvent) signedOut();
      },
    );
  }

  return {
    atoms,
    getState: state,
    subscribe: (listener) => atoms.sub(sessionAtom, listener),
    start() {
      if (started) return;
      started = true;
      deferred.onLoaded((auth) => {
        if (started && !unsubscribe) listen(auth);
      });
      if (!deferred.mayHaveSession()) return signedOut();
      deferred.load().catch((error: unknown) => {
        console.warn('[sikka] could not load the auth client; treating the visitor as signed out', error);
        if (!heardEvent) signedOut();
      });
    },
    stop() {
      started = false;
      unsubscribe?.();
      unsubscribe = undefined;
    },
    async signOut() {
      const auth = await deferred.load().catch(() => undefined);
      if (!auth) return signedOut();
      try {
        const { error } = await auth.signOut();
        if (error) throw error;
      } catch (error) {
        // Spec §4: sign-out clears local auth state even if the call fails.
        console.warn('[sikka] sign-out failed on the server; clearing the local session', error);
        await auth.signOut({ scope: 'local' }).catch((e: unknown) => console.warn('[sikka] local sign-out failed', e));
      } finally {
        signedOut();
      }
    },
  };
}
