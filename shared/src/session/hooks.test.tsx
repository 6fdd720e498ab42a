import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  SessionProvider,
  setPasswordRecovery,
  useAskToSignIn,
  useIsAdmin,
  usePasswordRecovery,
  useSession,
  useSignInDialog,
  useSignOut,
  useUser,
} from './hooks';
import { exampleUser, staticSessionStore } from './staticStore';
import { createSessionStore } from './store';

function Probe() {
  const { status } = useSession();
  const user = useUser();
  const isAdmin = useIsAdmin();
  return <p>{`${status} ${user?.email ?? 'nobody'} ${isAdmin ? 'admin' : 'buyer'}`}</p>;
}

describe('session hooks', () => {
  it('re-render as the session changes', async () => {
    let emit!: (event: AuthChangeEvent, session: Session | null) => void;
    const store = createSessionStore({
      auth: {
        getSession: async () => ({ data: { session: null }, error: null }),
        onAuthStateChange: (callback) => {
          emit = callback;
          return { data: { subscription: { unsubscribe: () => {} } } };
        },
        signOut: async () => ({ error: null }),
        refreshSession: async () => ({ error: null }),
      },
      readStaffRole: vi.fn(async () => 'owner' as const),
    });
    store.start();
    render(
      <SessionProvider store={store}>
        <Probe />
      </SessionProvider>,
    );
    expect(await screen.findByText('ready nobody buyer')).toBeInTheDocument();

    const session = {
      access_token: 't',
      refresh_token: 'r',
      expires_in: 3600,
      token_type: 'bearer',
      user: exampleUser(),
    } as Session;
    act(() => emit('SIGNED_IN', session));
    expect(await screen.findByText('ready collector@example.com admin')).toBeInTheDocument();

    await act(() => store.signOut());
    expect(screen.getByText('ready nobody buyer')).toBeInTheDocument();
  });

  it("useSignOut signs out of the provider's store", async () => {
    const signOut = vi.fn(async () => {});
    function SignOutButton() {
      const signOutHere = useSignOut();
      return (
        <button type="button" onClick={() => void signOutHere()}>
          Sign Out
        </button>
      );
    }
    render(
      <SessionProvider store={{ ...staticSessionStore({ user: exampleUser() }), signOut }}>
        <SignOutButton />
      </SessionProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('report loading, not an error, when nothing is configured yet', () => {
    render(<Probe />);
    expect(screen.getByText('loading nobody buyer')).toBeInTheDocument();
  });
});

describe('the password recovery atom', () => {
  function Recovery() {
    const recovery = usePasswordRecovery();
    return <p>{recovery.kind === 'linkFailed' ? recovery.message : recovery.kind}</p>;
  }

  it("is this page's: set before anything renders, read and updated by every reader", () => {
    setPasswordRecovery({ kind: 'linkFailed', message: 'That link has expired.' });
    render(<Recovery />);
    expect(screen.getByText('That link has expired.')).toBeInTheDocument();
    act(() => setPasswordRecovery({ kind: 'setPassword' }));
    expect(screen.getByText('setPassword')).toBeInTheDocument();
    act(() => setPasswordRecovery({ kind: 'none' }));
    expect(screen.getByText('none')).toBeInTheDocument();
  });

  it("is 'none' in a store of its own (the server's, one per request)", () => {
    setPasswordRecovery({ kind: 'setPassword' });
    render(
      <SessionProvider store={staticSessionStore({ status: 'loading' })}>
        <Recovery />
      </SessionProvider>,
    );
    expect(screen.getByText('none')).toBeInTheDocument();
    setPasswordRecovery({ kind: 'none' });
  });
});

describe('the sign-in dialog atom', () => {
  /** The shell's header: shows whether the dialog is open, and closes it. */
  function Header() {
    const [dialog, set] = useSignInDialog();
    return (
      <button type="button" onClick={() => set({ open: false })}>
        {dialog.open ? `open from ${dialog.opener?.textContent ?? 'the header'}` : 'closed'}
      </button>
    );
  }
  /** A page of another remote asking for it. */
  function Page() {
    const askToSignIn = useAskToSignIn();
    return (
      <button type="button" onClick={askToSignIn}>
        Sign in to bid
      </button>
    );
  }

  it("opens from any page, remembering the control that asked, and the header's close closes it", async () => {
    const user = userEvent.setup();
    const store = staticSessionStore({ status: 'ready' });
    render(
      <SessionProvider store={store}>
        <Header />
        <Page />
      </SessionProvider>,
    );
    expect(screen.getByText('closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in to bid' }));
    expect(screen.getByText('open from Sign in to bid')).toBeInTheDocument();
    await user.click(screen.getByText('open from Sign in to bid'));
    expect(screen.getByText('closed')).toBeInTheDocument();
  });
});
