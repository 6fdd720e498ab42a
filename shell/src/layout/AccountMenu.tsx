import { useState, type Ref } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router-dom';
import { Button } from '@sikka/shared';
import { ADMIN_LINKS, MENU_LABEL } from './accountView';
import { useRouteChange } from './useRouteChange';
import styles from './AccountMenu.module.css';

export interface AccountMenuProps {
  kind: 'account' | 'admin';
  /** Shown at the top of the menu so the user sees who is signed in. */
  email?: string;
  onSignOut(): void;
  triggerRef?: Ref<HTMLButtonElement>;
}

/**
 * The signed-in header menu (spec §2): 'Account', or 'Admin' with the back-office links; both end in
 * Sign Out. Radix gives it the menu button pattern: arrow keys, Home/End, type-ahead, Escape.
 */
export function AccountMenu({ kind, email, onSignOut, triggerRef }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  useRouteChange(() => setOpen(false));
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <Button ref={triggerRef} variant="secondary" className={styles.trigger}>
          {MENU_LABEL[kind]}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6} collisionPadding={8}>
          {email && (
            <>
              <DropdownMenu.Label className={styles.email}>{email}</DropdownMenu.Label>
              <DropdownMenu.Separator className={styles.separator} />
            </>
          )}
          {kind === 'admin' && (
            <>
              <DropdownMenu.Group>
                {ADMIN_LINKS.map((link) => (
                  <DropdownMenu.Item key={link.to} asChild className={styles.item}>
                    <Link to={link.to}>{link.label}</Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Group>
              <DropdownMenu.Separator className={styles.separator} />
            </>
          )}
          <DropdownMenu.Item className={styles.item} onSelect={onSignOut}>
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
