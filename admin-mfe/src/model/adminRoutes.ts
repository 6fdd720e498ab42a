import { matchPath } from '@sikka/shared/router';

/**
 * The back office's screens (spec §2 route table and "Admin screens"). The shell sends every path
 * below to AdminApp; AdminApp picks the screen here. Paths are absolute spec URLs under `basename`
 * (empty in the composed site), because the admin screens span /admin/*, /upload, /bulk-upload and
 * /edit/{id} rather than one prefix.
 */
export const ADMIN_SCREENS = [
  { path: '/admin/orders', title: 'Orders Dashboard' },
  { path: '/admin/collectibles', title: 'Manage Collectibles' },
  { path: '/admin/users', title: 'Manage Users' },
  { path: '/admin/submissions', title: 'Seller Submissions - Admin' },
  { path: '/admin/blog', title: 'Manage Blog' },
  { path: '/admin/blog/new', title: 'New Post' },
  { path: '/admin/blog/edit/:id', title: 'Edit Post' },
  { path: '/admin/promo-codes', title: 'Manage Promo Codes - Admin' },
  { path: '/upload', title: 'Create New Listing' },
  { path: '/bulk-upload', title: 'Bulk Upload' },
  { path: '/edit/:id', title: 'Edit Listing' },
] as const;

export type AdminScreen = (typeof ADMIN_SCREENS)[number];

export interface AdminMatch {
  screen: AdminScreen;
  params: Record<string, string | undefined>;
}

/** The screen for a pathname, or null when the path is none of the back office's. */
export function matchAdminScreen(pathname: string, basename = ''): AdminMatch | null {
  const base = basename.replace(/\/+$/, '');
  for (const screen of ADMIN_SCREENS) {
    const match = matchPath({ path: `${base}${screen.path}`, end: true }, pathname);
    if (match) return { screen, params: match.params };
  }
  return null;
}
