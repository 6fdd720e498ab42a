import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@sikka/shared';
import styles from './Header.module.css';

interface MobileMenuProps {
  id: string;
  open: boolean;
  /** Escape, or a link was followed. */
  onClose(): void;
  onSignIn(): void;
}

/** The header's actions for small screens (spec §2: "A mobile menu mirrors this"). */
export function MobileMenu({ id, open, onClose, onSignIn }: MobileMenuProps) {
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  return (
    <nav id={id} className={styles.mobileMenu} aria-label="Mobile" hidden={!open}>
      <Button asChild variant="secondary" fullWidth>
        <Link to="/sell" onClick={onClose}>
          Sell Your Coins
        </Link>
      </Button>
      <Button fullWidth onClick={onSignIn}>
        Sign In
      </Button>
    </nav>
  );
}
