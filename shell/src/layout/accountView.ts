import { BACK_OFFICE_SCREENS } from '@sikka/shared/config';
import { hasRole, type StaffRole } from '@sikka/shared/domain/staff';
import type { SessionState } from '@sikka/shared/session';

/**
 * What the header shows for a session (spec §2 "App shell"): 'Sign In' when signed out — anonymous
 * checkout sessions included — the 'Account' or 'Admin' menu when signed in, and nothing while the
 * stored session or the admin flag is still being read (no flash of the wrong menu).
 */
export type AccountView = 'pending' | 'signedOut' | 'account' | 'admin';

export function accountView({ status, user, isAnonymous, isAdmin }: SessionState): AccountView {
  if (user && isAnonymous) return 'signedOut';
  if (status === 'loading') return 'pending';
  if (!user) return 'signedOut';
  return isAdmin ? 'admin' : 'account';
}

export const isSignedIn = (view: AccountView): view is 'account' | 'admin' => view === 'account' || view === 'admin';

/** The admins' two header buttons. */
export const ADMIN_ACTIONS = [
  { to: '/upload', label: 'Add New Listing' },
  { to: '/bulk-upload', label: 'Bulk Upload' },
] as const;

/** Every signed-in user's own links (issue 33): their orders, including those placed as a guest here. */
export const BUYER_LINKS = [{ to: '/account/orders', label: 'My Orders' }] as const;

/** The admin menu's links, in the spec's order. */
export const ADMIN_LINKS = [
  { to: '/admin/orders', label: 'View Orders' },
  { to: '/admin/collectibles', label: 'Manage Collectibles' },
  { to: '/admin/users', label: 'Manage Users' },
  { to: '/admin/submissions', label: 'Seller Submissions' },
  { to: '/admin/blog', label: 'Manage Blog' },
  { to: '/admin/promo-codes', label: 'Promo Codes' },
  { to: '/admin/auctions', label: 'Auctions' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/staff', label: 'Staff' },
  { to: '/admin/activity', label: 'Activity Log' },
  { to: '/admin/accounts', label: 'Accounts' },
  { to: '/admin/system', label: 'System' },
] as const;

export interface AdminLink {
  to: string;
  label: string;
}

/**
 * The links (or buttons) of the back office a role may use (issue 51): those whose screen names the role
 * in BACK_OFFICE_SCREENS (an owner: all of them), so the menu never offers a screen that would refuse it.
 */
export function linksForRole<T extends AdminLink>(links: readonly T[], role: StaffRole | null): T[] {
  return links.filter((link) => {
    const screen = BACK_OFFICE_SCREENS.find((s) => s.path === link.to);
    return screen !== undefined && hasRole(role, screen.roles);
  });
}

export const MENU_LABEL = { account: 'Account', admin: 'Admin' } as const;
