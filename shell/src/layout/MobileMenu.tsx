import { useEffect } from 'react';
import { Link } from '@sikka/shared/router';
import { Button } from '@sikka/shared/ui';
import { ADMIN_ACTIONS, ADMIN_LINKS, BUYER_LINKS, MENU_LABEL, isSignedIn, type AccountView, type AdminLink } from './accountView';
import styles from './MobileMenu.module.css';

interface MobileMenuProps {
  id: string;
  open: boolean;
  view: AccountView;
  email?: string;
  /** Escape, or a link was followed. */
  onClose(): void;
  onSignIn(): void;
  onSignOut(): void;
  /** The back office's links and buttons the user's role may follow (linksForRole); all by default. */
  adminLinks?: readonly AdminLink[];
  adminActions?: readonly AdminLink[];
}

/** The header's actions for small screens (spec §2: "A mobile menu mirrors this"). */
export function MobileMenu({
  id,
  open,
  view,
  email,
  onClose,
  onSignIn,
  onSignOut,
  adminLinks = ADMIN_LINKS,
  adminActions = ADMIN_ACTIONS,
}: MobileMenuProps) {
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  const titleId = `${id}-account`;
  return (
    <nav id={id} className={styles.mobileMenu} aria-label="Mobile" hidden={!open}>
      <Button asChild variant="secondary" fullWidth>
        <Link to="/auctions" onClick={onClose}>
          Auctions
        </Link>
      </Button>
      <Button asChild variant="secondary" fullWidth>
        <Link to="/sell" onClick={onClose}>
          Sell Your Coins
        </Link>
      </Button>
      {view === 'admin' &&
        adminActions.map((action) => (
          <Button key={action.to} asChild variant="secondary" fullWidth>
            <Link to={action.to} onClick={onClose}>
              {action.label}
            </Link>
          </Button>
        ))}
      {view === 'signedOut' && (
        <Button fullWidth onClick={onSignIn}>
          Sign In
        </Button>
      )}
      {isSignedIn(view) && (
        // biome-ignore lint/a11y/useSemanticElements: a labelled group of actions, not a form fieldset
        <div role="group" aria-labelledby={titleId} className={styles.account}>
          <p id={titleId} className={styles.accountTitle}>
            {MENU_LABEL[view]}
          </p>
          {email && <p className={styles.email}>{email}</p>}
          <ul className={styles.links}>
            {[...(view === 'admin' ? adminLinks : []), ...BUYER_LINKS].map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={onClose} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <Button variant="secondary" fullWidth onClick={onSignOut}>
            Sign Out
          </Button>
        </div>
      )}
    </nav>
  );
}
