import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link } from '@sikka/shared/router';
import { Button, Logo } from '@sikka/shared/ui';
import { usePasswordRecovery, useSession, useSignInDialog, useSignOut } from '@sikka/shared/session';
import { endRecovery } from '../auth/passwordRecovery';
import { accountToAsk } from '../auth/guestOrdersPrompt';
import type { SignInView } from '../auth/SignInDialog';
import { TRUST_BANNER } from './chromeCopy';
import { ADMIN_ACTIONS, ADMIN_LINKS, accountView, linksForRole, MENU_LABEL } from './accountView';
import { MobileMenu } from './MobileMenu';
import { useHeaderFocus } from './useHeaderFocus';
import { useRouteChange } from './useRouteChange';
import accountStyles from './AccountMenu.module.css';
import styles from './Header.module.css';

// The sign-in form (react-hook-form, zod) is fetched when a visitor first opens it, not on every page.
const SignInDialog = lazy(() =>
  import(/* webpackChunkName: "sign-in" */ '../auth/SignInDialog').then((module) => ({ default: module.SignInDialog })),
);

// 'Set a new password' (a recovery link was followed): fetched only then.
const SetPasswordDialog = lazy(() =>
  import(/* webpackChunkName: "set-password" */ '../auth/SetPasswordDialog').then((module) => ({
    default: module.SetPasswordDialog,
  })),
);

// After a sign-in, the guest orders of this browser are offered to the account (issue 50): fetched for
// signed-in people only, never on a visitor's page.
const GuestOrdersPrompt = lazy(() =>
  import(/* webpackChunkName: "guest-orders" */ '../auth/GuestOrdersPrompt').then((module) => ({
    default: module.GuestOrdersPrompt,
  })),
);

// The signed-in menu (radix DropdownMenu, @sikka/shared/menu) is fetched for signed-in users only: a
// visitor's first page never downloads it. Until it arrives, a look-alike button holds its place.
const AccountMenu = lazy(() =>
  import(/* webpackChunkName: "account-menu" */ './AccountMenu').then((module) => ({ default: module.AccountMenu })),
);

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The sticky header (spec §2 "App shell"): Sell Your Coins, then 'Sign In' for visitors, or the
 * 'Account' / 'Admin' menu — admins also get Add New Listing and Bulk Upload. It owns the sign-in
 * dialog; the session itself comes from @sikka/shared like everywhere else.
 */
export function Header() {
  const session = useSession();
  const view = accountView(session);
  // Each role sees only the screens it may use (issue 51).
  const adminLinks = linksForRole(ADMIN_LINKS, session.staffRole);
  const adminActions = linksForRole(ADMIN_ACTIONS, session.staffRole);
  const email = session.user?.email;
  const signOut = useSignOut();
  const account = accountToAsk(session);

  const [menuOpen, setMenuOpen] = useState(false);
  // In the session's store: a page may open it too (useAskToSignIn).
  const [signIn, setSignIn] = useSignInDialog();
  const setSignInOpen = (open: boolean) => setSignIn({ open });
  const [signInView, setSignInView] = useState<SignInView>('signIn');
  const recovery = usePasswordRecovery();
  // A tap on the menu's stand-in (its code still on the way) opens the menu as soon as it is there.
  const [accountMenuWanted, setAccountMenuWanted] = useState(false);
  const wantAccountMenu = () => setAccountMenuWanted(true);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const signInButton = useRef<HTMLButtonElement>(null);
  const accountTrigger = useRef<HTMLButtonElement>(null);
  const { focusHeaderSoon, controlReady } = useHeaderFocus(view, [signInButton, accountTrigger, menuToggle]);
  useRouteChange(() => setMenuOpen(false));

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuToggle.current?.focus();
  }, []);

  const changeSignInOpen = (open: boolean) => {
    setSignInOpen(open);
    if (!open) {
      setSignInView('signIn');
      // Back to the page's control that asked, while it is there; else (and once someone signs in) the header's.
      const { opener } = signIn;
      if (opener?.isConnected) requestAnimationFrame(() => opener.focus());
      else focusHeaderSoon();
    }
  };

  const askForNewLink = () => {
    endRecovery();
    setSignInView('forgot');
    setSignInOpen(true);
  };

  return (
    <header className={styles.header}>
      <p className={styles.banner}>{TRUST_BANNER}</p>
      <div className={styles.bar}>
        <Link to="/" className={styles.home} aria-label="Sikka home">
          <Logo />
        </Link>
        <nav className={styles.actions} aria-label="Main">
          <Button asChild variant="ghost">
            <Link to="/auctions">Auctions</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/sell">Sell Your Coins</Link>
          </Button>
          {view === 'admin' &&
            adminActions.map((action) => (
              <Button key={action.to} asChild variant="ghost">
                <Link to={action.to}>{action.label}</Link>
              </Button>
            ))}
          {view === 'signedOut' && (
            <Button ref={signInButton} onClick={() => setSignInOpen(true)}>
              Sign In
            </Button>
          )}
          {(view === 'account' || view === 'admin') && (
            <Suspense
              fallback={
                <Button
                  ref={accountTrigger}
                  variant="secondary"
                  className={accountStyles.trigger}
                  data-pending=""
                  // The menu's own trigger opens on pointerdown: if its code arrives between a tap's
                  // pointerdown and its click, the click lands on a button that ignores it.
                  onPointerDown={wantAccountMenu}
                  onClick={wantAccountMenu}
                >
                  {MENU_LABEL[view]}
                </Button>
              }
            >
              <AccountMenu
                kind={view}
                email={email}
                triggerRef={accountTrigger}
                onSignOut={() => void signOut()}
                onReady={controlReady}
                openAtStart={accountMenuWanted}
                adminLinks={adminLinks}
              />
            </Suspense>
          )}
        </nav>
        <button
          ref={menuToggle}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label="Menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.burger} aria-hidden="true" />
        </button>
      </div>
      <MobileMenu
        id={MOBILE_MENU_ID}
        open={menuOpen}
        view={view}
        email={email}
        adminLinks={adminLinks}
        adminActions={adminActions}
        onClose={closeMenu}
        onSignIn={() => {
          setMenuOpen(false);
          setSignInOpen(true);
        }}
        onSignOut={() => {
          closeMenu();
          void signOut();
        }}
      />
      {signIn.open && (
        <Suspense fallback={null}>
          <SignInDialog open onOpenChange={changeSignInOpen} initialView={signInView} />
        </Suspense>
      )}
      {account && (
        <Suspense fallback={null}>
          <GuestOrdersPrompt accountId={account} />
        </Suspense>
      )}
      {recovery.kind !== 'none' && (
        <Suspense fallback={null}>
          <SetPasswordDialog
            recovery={recovery}
            onClose={() => {
              endRecovery();
              focusHeaderSoon();
            }}
            onAskAgain={askForNewLink}
          />
        </Suspense>
      )}
    </header>
  );
}
