import { matchPath } from '@sikka/shared/router';

/**
 * The back office's screens (spec §2 route table and "Admin screens"). The shell sends every path
 * below to AdminApp; AdminApp picks the screen here. Paths are the absolute spec URLs, because the
 * admin screens span /admin/*, /upload, /bulk-upload and /edit/{id} rather than one prefix.
 */
export const ADMIN_SCREENS = [
  { path: '/admin/orders', title: 'Orders Dashboard', tab: 'Orders' },
  { path: '/admin/collectibles', title: 'Manage Collectibles', tab: 'Collectibles' },
  { path: '/admin/users', title: 'Manage Users', tab: 'Users' },
  { path: '/admin/submissions', title: 'Seller Submissions - Admin', tab: 'Seller Submissions' },
  { path: '/admin/blog', title: 'Manage Blog', tab: 'Blog' },
  { path: '/admin/blog/new', title: 'New Post', tab: 'New Post' },
  { path: '/admin/blog/edit/:id', title: 'Edit Post', tab: 'Edit Post' },
  { path: '/admin/promo-codes', title: 'Manage Promo Codes - Admin', tab: 'Promo Codes' },
  { path: '/upload', title: 'Create New Listing', tab: 'New Listing' },
  { path: '/bulk-upload', title: 'Bulk Upload', tab: 'Bulk Upload' },
  { path: '/edit/:id', title: 'Edit Listing', tab: 'Edit Listing' },
] as const;

export type AdminScreen = (typeof ADMIN_SCREENS)[number];

/**
 * The browser tab's title of a screen ('Orders — Sikka Admin'): the screen's short name first, so an
 * admin with several back-office tabs open tells them apart from the start of each tab.
 */
export const adminTabTitle = (screen: Pick<AdminScreen, 'tab'>) => `${screen.tab} — Sikka Admin`;

export interface AdminMatch {
  screen: AdminScreen;
  params: Record<string, string | undefined>;
}

/** The screen for a pathname, or null when the path is none of the back office's. */
export function matchAdminScreen(pathname: string): AdminMatch | null {
  for (const screen of ADMIN_SCREENS) {
    const match = matchPath({ path: screen.path, end: true }, pathname);
    if (match) return { screen, params: match.params };
  }
  return null;
}
