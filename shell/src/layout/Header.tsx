import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link } from '@sikka/shared/router';
import { Button, Logo } from '@sikka/shared/ui';
import { useSession, useSignOut } from '@sikka/shared/session';
import { AccountMenu } from './AccountMenu';
import { TRUST_BANNER } from './chromeCopy';
import { ADMIN_ACTIONS, accountView } from './accountView';
import { MobileMenu } from './MobileMenu';
import { useHeaderFocus } from './useHeaderFocus';
import { useRouteChange } from './useRouteChange';
import styles from './Header.module.css';

// The sign-in form (react-hook-form, zod) is fetched when a visitor first opens it, not on every page.
const SignInDialog = lazy(() =>
  import(/* webpackChunkName: "sign-in" */ '../auth/SignInDialog').then((module) => ({ default: module.SignInDialog })),
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
  const email = session.user?.email;
  const signOut = useSignOut();

  const [menuOpen, setMenuOpen] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const signInButton = useRef<HTMLButtonElement>(null);
  const accountTrigger = useRef<HTMLButtonElement>(null);
  const focusHeaderSoon = useHeaderFocus(view, [signInButton, accountTrigger, menuToggle]);
  useRouteChange(() => setMenuOpen(false));

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuToggle.current?.focus();
  }, []);

  const changeSignInOpen = (open: boolean) => {
    setSignInOpen(open);
    if (!open) focusHeaderSoon();
  };

  return (
    <header className={styles.header}>
      <p className={styles.banner}>{TRUST_BANNER}</p>
      <div className={styles.bar}>
        <Link to="/" className={styles.home} aria-label="Sikka home">
          <Logo />
        </Link>
        <nav className={styles.actions} aria-label="Main">
          <Button asChild variant="secondary">
            <Link to="/sell">Sell Your Coins</Link>
          </Button>
          {view === 'admin' &&
            ADMIN_ACTIONS.map((action) => (
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
            <AccountMenu kind={view} email={email} triggerRef={accountTrigger} onSignOut={() => void signOut()} />
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
      {signInOpen && (
        <Suspense fallback={null}>
          <SignInDialog open={signInOpen} onOpenChange={changeSignInOpen} />
        </Suspense>
      )}
    </header>
  );
}
