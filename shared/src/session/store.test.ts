import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@sikka/shared/domain/staff';
import { exampleUser } from './staticStore';
import { createSessionStore, type DeferredAuth, type SessionAuth } from './store';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const sessionFor = (
  id: string,
  extra: Parameters<typeof exampleUser>[0] = {},
  token = `token-${id}`,
  expiresAt = inAnHour(),
): Session => ({
  access_token: token,
  refresh_token: 'refresh',
  expires_in: 3600,
  expires_at: expiresAt,
  token_type: 'bearer',
  user: exampleUser({ id, ...extra }),
});

function fakeAuth(stored: Session | null = null) {
  let listener: ((event: AuthChangeEvent, session: Session | null) => void) | undefined;
  const unsubscribe = vi.fn(() => {
    listener = undefined;
  });
  const auth = {
    getSession: vi.fn(async () => ({ data: { session: stored }, error: null })),
    onAuthStateChange: vi.fn((callback: (event: AuthChangeEvent, session: Session | null) => void) => {
      listener = callback;
      return { data: { subscription: { unsubscribe } } };
    }),
    signOut: vi.fn<SessionAuth['signOut']>(async () => ({ error: null })),
    refreshSession: vi.fn<SessionAuth['refreshSession']>(async () => ({ error: null })),
  } satisfies SessionAuth;
  return { auth, unsubscribe, emit: (event: AuthChangeEvent, session: Session | null) => listener?.(event, session) };
}

const admins = new Set(['admin-1']);
const readStaffRole = vi.fn(async (id: string): Promise<StaffRole | null> => (admins.has(id) ? 'owner' : null));
// Two turns of the timers: the store reads the admin flag in a timer of its own, then answers in promises
// (one 10 ms turn failed once in CI on a loaded machine).
const turn = () => new Promise((resolve) => setTimeout(resolve, 10));
const settle = () => turn().then(turn);

function started(stored: Session | null = null, reader = readStaffRole) {
  const fake = fakeAuth(stored);
  const store = createSessionStore({ auth: fake.auth, readStaffRole: reader });
  store.start();
  return { ...fake, store };
}

afterEach(() => {
  readStaffRole.mockClear();
  vi.restoreAllMocks();
});

describe('session store', () => {
  it('is loading until the stored session is known, then signed out when there is none', async () => {
    const { store } = started();
    expect(store.getState()).toMatchObject({ status: 'loading', user: null });
    await settle();
    expect(store.getState()).toEqual({
      status: 'ready',
      session: null,
      user: null,
      staffRole: null,
      isAdmin: false,
      isAnonymous: false,
    });
    expect(readStaffRole).not.toHaveBeenCalled();
  });

  it('stays loading until the admin flag of a stored user is read', async () => {
    let answer!: (role: StaffRole | null) => void;
    const { store } = started(
      sessionFor('admin-1'),
      vi.fn(
        () =>
          new Promise<StaffRole | null>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    await settle();
    expect(store.getState()).toMatchObject({ status: 'loading', isAdmin: false });
    expect(store.getState().user?.id).toBe('admin-1');
    answer('owner');
    await settle();
    expect(store.getState()).toMatchObject({ status: 'ready', isAdmin: true, isAnonymous: false });
  });

  it('reads profiles.is_admin for the signed-in user', async () => {
    const { store, emit } = started();
    await settle();
    emit('SIGNED_IN', sessionFor('buyer-1'));
    await settle();
    expect(readStaffRole).toHaveBeenCalledWith('buyer-1');
    expect(store.getState()).toMatchObject({ status: 'ready', isAdmin: false });
    expect(store.getState().user?.id).toBe('buyer-1');
  });

  it('treats a failed profile read as not admin', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = started(
      sessionFor('admin-1'),
      vi.fn(async () => {
        throw new Error('network down');
      }),
    );
    await settle();
    expect(store.getState()).toMatchObject({ status: 'ready', isAdmin: false });
  });

  it('re-reads the flag when the user changes, and forgets it on sign-out', async () => {
    const { store, emit } = started(sessionFor('admin-1'));
    await settle();
    expect(store.getState().isAdmin).toBe(true);

    emit('SIGNED_IN', sessionFor('buyer-1'));
    expect(store.getState()).toMatchObject({ status: 'loading', isAdmin: false });
    await settle();
    expect(store.getState()).toMatchObject({ status: 'ready', isAdmin: false });

    emit('SIGNED_OUT', null);
    expect(store.getState()).toMatchObject({ status: 'ready', user: null, session: null, isAdmin: false });
  });

  it('keeps the flag through a token refresh without asking again', async () => {
    const { store, emit } = started(sessionFor('admin-1'));
    await settle();
    readStaffRole.mockClear();
    const refreshed = sessionFor('admin-1', {}, 'new-token');
    emit('TOKEN_REFRESHED', refreshed);
    await settle();
    expect(readStaffRole).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ status: 'ready', isAdmin: true, session: refreshed });
  });

  it('re-reads the flag on USER_UPDATED while staying ready', async () => {
    const { store, emit } = started(sessionFor('admin-1'));
    await settle();
    readStaffRole.mockClear();
    emit('USER_UPDATED', sessionFor('admin-1', { email: 'new@example.com' }));
    expect(store.getState()).toMatchObject({ status: 'ready', isAdmin: true });
    expect(store.getState().user?.email).toBe('new@example.com');
    await settle();
    expect(readStaffRole).toHaveBeenCalledWith('admin-1');
  });

  it.each(['PASSWORD_RECOVERY', 'MFA_CHALLENGE_VERIFIED'] as const)(
    'takes the new session on %s and keeps the flag',
    async (event) => {
      const { store, emit } = started(sessionFor('admin-1'));
      await settle();
      readStaffRole.mockClear();
      const next = sessionFor('admin-1', {}, 'aal2-token');
      emit(event, next);
      await settle();
      expect(readStaffRole).not.toHaveBeenCalled();
      expect(store.getState()).toMatchObject({ status: 'ready', isAdmin: true, session: next });
    },
  );

  it('signs a visitor in and out again through auth events', async () => {
    const { store, emit } = started();
    await settle();
    emit('SIGNED_IN', sessionFor('admin-1'));
    expect(store.getState()).toMatchObject({ status: 'loading', isAdmin: false });
    await settle();
    expect(store.getState()).toMatchObject({ status: 'ready', isAdmin: true, isAnonymous: false });
    emit('SIGNED_OUT', null);
    expect(store.getState()).toEqual({
      status: 'ready',
      session: null,
      user: null,
      staffRole: null,
      isAdmin: false,
      isAnonymous: false,
    });
  });

  it('drops an admin answer that arrives after the user changed', async () => {
    const answers: Array<(role: StaffRole | null) => void> = [];
    const reader = vi.fn(() => new Promise<StaffRole | null>((resolve) => answers.push(resolve)));
    const { store, emit } = started(null, reader);
    await settle();
    emit('SIGNED_IN', sessionFor('admin-1'));
    await settle();
    emit('SIGNED_IN', sessionFor('buyer-1'));
    await settle();
    answers[0]?.('owner'); // the admin's late answer
    await settle();
    expect(store.getState()).toMatchObject({ status: 'loading', isAdmin: false });
    answers[1]?.(null);
    await settle();
    expect(store.getState()).toMatchObject({ status: 'ready', isAdmin: false });
    expect(store.getState().user?.id).toBe('buyer-1');
  });

  it('marks anonymous users and never looks them up', async () => {
    const { store } = started(sessionFor('anon-1', { is_anonymous: true }));
    await settle();
    expect(store.getState()).toMatchObject({ status: 'ready', isAnonymous: true, isAdmin: false });
    expect(readStaffRole).not.toHaveBeenCalled();
  });

  it("recognises the shop's 'anonymous-' phone users as anonymous", async () => {
    const { store } = started(sessionFor('anon-2', { phone: 'anonymous-4f2a' }));
    await settle();
    expect(store.getState().isAnonymous).toBe(true);
  });

  it('prefers an auth event over a slower stored-session read', async () => {
    const fake = fakeAuth(sessionFor('admin-1'));
    let release!: () => void;
    fake.auth.getSession.mockImplementation(async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { data: { session: sessionFor('admin-1') }, error: null };
    });
    const store = createSessionStore({ auth: fake.auth, readStaffRole });
    store.start();
    fake.emit('SIGNED_OUT', null);
    release();
    await settle();
    expect(store.getState()).toMatchObject({ status: 'ready', user: null });
  });

  it('notifies subscribers and stops listening when stopped', async () => {
    const { store, emit, unsubscribe } = started();
    const listener = vi.fn();
    const off = store.subscribe(listener);
    await settle();
    expect(listener).toHaveBeenCalled();
    off();
    listener.mockClear();
    emit('SIGNED_IN', sessionFor('buyer-1'));
    expect(listener).not.toHaveBeenCalled();
    store.stop();
    expect(unsubscribe).toHaveBeenCalled();
  });

  describe('refresh at start (spec §9)', () => {
    it('refreshes a stored session that expires within 5 minutes', async () => {
      const { auth } = started(sessionFor('admin-1', {}, 'old', Math.floor(Date.now() / 1000) + 4 * 60));
      await settle();
      expect(auth.refreshSession).toHaveBeenCalledOnce();
    });

    it('leaves a session with more than 5 minutes left to the auto-refresh', async () => {
      const { auth } = started(sessionFor('admin-1', {}, 'fresh', Math.floor(Date.now() / 1000) + 6 * 60));
      await settle();
      expect(auth.refreshSession).not.toHaveBeenCalled();
    });

    it('keeps the stored session when the refresh fails', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const fake = fakeAuth(sessionFor('admin-1', {}, 'old', Math.floor(Date.now() / 1000) + 60));
      fake.auth.refreshSession.mockResolvedValueOnce({ error: new Error('HTTP 503') });
      const store = createSessionStore({ auth: fake.auth, readStaffRole });
      store.start();
      await settle();
      expect(warn).toHaveBeenCalledWith('[sikka] could not refresh the session', expect.any(Error));
      expect(store.getState()).toMatchObject({ status: 'ready', isAdmin: true });
    });
  });

  describe('signOut', () => {
    it('signs out on the server and clears the session', async () => {
      const { store, auth } = started(sessionFor('admin-1'));
      await settle();
      await store.signOut();
      expect(auth.signOut).toHaveBeenCalledWith();
      expect(store.getState()).toMatchObject({ status: 'ready', user: null, isAdmin: false });
    });

    it.each([
      ['returns an error', async () => ({ error: new Error('502 Bad Gateway') })],
      [
        'throws',
        async () => {
          throw new TypeError('Failed to fetch');
        },
      ],
    ])('clears the local session when the server call %s', async (_case, failing) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { store, auth } = started(sessionFor('admin-1'));
      await settle();
      auth.signOut.mockImplementationOnce(failing);
      await store.signOut();
      expect(auth.signOut).toHaveBeenLastCalledWith({ scope: 'local' });
      expect(store.getState()).toMatchObject({ status: 'ready', user: null, session: null, isAdmin: false });
    });
  });

  describe('with auth whose code arrives on first need', () => {
    /** A deferred auth client: `arrive` is the code coming in (for the store's start, or for a sign-in). */
    function deferred(mayHaveSession: boolean, stored: Session | null = null) {
      const fake = fakeAuth(stored);
      let loaded: ((auth: SessionAuth) => void) | undefined;
      let resolveLoad: ((auth: SessionAuth) => void) | undefined;
      const loading = new Promise<SessionAuth>((resolve) => {
        resolveLoad = resolve;
      });
      const arrive = () => {
        resolveLoad?.(fake.auth);
        loaded?.(fake.auth);
      };
      const auth: DeferredAuth = {
        mayHaveSession: () => mayHaveSession,
        load: vi.fn(() => loading),
        onLoaded: (callback) => {
          loaded = callback;
        },
      };
      const store = createSessionStore({ auth, readStaffRole });
      store.start();
      return { ...fake, store, deferredAuth: auth, arrive };
    }

    it('is signed out at once, without fetching auth, when no session can be stored', async () => {
      const { store, deferredAuth, auth } = deferred(false);
      expect(store.getState()).toEqual({
        status: 'ready',
        session: null,
        user: null,
        staffRole: null,
        isAdmin: false,
        isAnonymous: false,
      });
      await settle();
      expect(deferredAuth.load).not.toHaveBeenCalled();
      expect(auth.onAuthStateChange).not.toHaveBeenCalled();
    });

    it('hears a sign-in once the auth code has arrived for it', async () => {
      const { store, arrive, emit } = deferred(false);
      arrive();
      await settle();
      emit('SIGNED_IN', sessionFor('admin-1'));
      await settle();
      expect(store.getState()).toMatchObject({ status: 'ready', user: { id: 'admin-1' }, isAdmin: true });
    });

    it('fetches auth at start when a session may be stored, and reads it', async () => {
      const { store, deferredAuth, arrive } = deferred(true, sessionFor('user-2'));
      expect(deferredAuth.load).toHaveBeenCalledOnce();
      expect(store.getState().status).toBe('loading');
      arrive();
      await settle();
      expect(store.getState()).toMatchObject({ status: 'ready', user: { id: 'user-2' }, isAdmin: false });
    });

    it('is signed out when the auth code cannot be fetched', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const store = createSessionStore({
        auth: { mayHaveSession: () => true, load: () => Promise.reject(new TypeError('Failed to fetch')), onLoaded: () => {} },
        readStaffRole,
      });
      store.start();
      await settle();
      expect(store.getState()).toMatchObject({ status: 'ready', user: null });
    });
  });
});
