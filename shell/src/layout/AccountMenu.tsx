import { useEffect, useState, type Ref } from 'react';
import { Link } from '@sikka/shared/router';
import { Button } from '@sikka/shared/ui';
import { DropdownMenu, DropdownMenuGroup, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '@sikka/shared/menu';
import { ADMIN_LINKS, BUYER_LINKS, MENU_LABEL, type AdminLink } from './accountView';
import { useRouteChange } from './useRouteChange';
import styles from './AccountMenu.module.css';

export interface AccountMenuProps {
  kind: 'account' | 'admin';
  /** Shown at the top of the menu so the user sees who is signed in. */
  email?: string;
  onSignOut(): void;
  triggerRef?: Ref<HTMLButtonElement>;
  /** Called once the menu is on the page (its code arrives after the header's first paint). */
  onReady?(): void;
  /** Open from the start: its stand-in was tapped while the menu's code was on its way. */
  openAtStart?: boolean;
  /** The back-office links the user's role may follow (linksForRole); all of them by default. */
  adminLinks?: readonly AdminLink[];
}

/**
 * The signed-in header menu (spec §2): 'Account', or 'Admin' with the back-office links; both end in
 * Sign Out. The design system's DropdownMenu gives it the menu button pattern (arrow keys, Escape…).
 */
export function AccountMenu({
  kind,
  email,
  onSignOut,
  triggerRef,
  onReady,
  openAtStart = false,
  adminLinks = ADMIN_LINKS,
}: AccountMenuProps) {
  const [open, setOpen] = useState(openAtStart);
  useEffect(() => onReady?.(), [onReady]);
  useRouteChange(() => setOpen(false));
  return (
    <DropdownMenu
      open={open}
      onOpenChange={setOpen}
      align="end"
      trigger={
        <Button ref={triggerRef} variant="secondary" className={styles.trigger}>
          {MENU_LABEL[kind]}
        </Button>
      }
    >
      {email && (
        <>
          <DropdownMenuLabel>{email}</DropdownMenuLabel>
          <DropdownMenuSeparator />
        </>
      )}
      {kind === 'admin' && (
        <>
          <DropdownMenuGroup>
            {adminLinks.map((link) => (
              <DropdownMenuItem key={link.to} asChild>
                <Link to={link.to}>{link.label}</Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
        </>
      )}
      {/* After the admin's links (the spec's menu comes first): the user's own orders. */}
      <DropdownMenuGroup>
        {BUYER_LINKS.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuGroup>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={onSignOut}>Sign Out</DropdownMenuItem>
    </DropdownMenu>
  );
}
