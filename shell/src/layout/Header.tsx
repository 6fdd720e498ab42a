import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Logo } from '@sikka/shared';
import { MobileMenu } from './MobileMenu';
import { useRouteChange } from './useRouteChange';
import styles from './Header.module.css';

export const TRUST_BANNER = 'Trusted by 10,000+ collectors across India';
const MOBILE_MENU_ID = 'mobile-menu';

export interface HeaderProps {
  /** Opens the sign-in dialog (the shell wires it; the dialog itself belongs to the auth issue). */
  onSignIn(): void;
}

export function Header({ onSignIn }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuToggle = useRef<HTMLButtonElement>(null);
  useRouteChange(() => setMenuOpen(false));
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuToggle.current?.focus();
  }, []);

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
          <Button onClick={onSignIn}>Sign In</Button>
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
        onClose={closeMenu}
        onSignIn={() => {
          setMenuOpen(false);
          onSignIn();
        }}
      />
    </header>
  );
}
