import type { StaffRole } from '../domain/staff';
import type { RemoteModuleId } from '../federation/contracts';

// Plain data, so the shop's Node server reads it too.

/** The back office: rendered in the browser only, for staff only, never fetched ahead of time. */
export const BACK_OFFICE_MODULE: RemoteModuleId = 'admin/AdminApp';

/**
 * The back office's screens (spec §2): the one list. Paths are absolute spec URLs, as the screens span
 * /admin/*, /upload, /bulk-upload and /edit/{id}. A screen is served by its `remote`, else by
 * BACK_OFFICE_MODULE. `roles`: the staff roles that may use it besides the owner, who may use all (the
 * database enforces the same rule). An `open` screen has no guard: the invitee has no role yet.
 */
export const BACK_OFFICE_SCREENS = [
  { path: '/admin/orders', title: 'Orders Dashboard', tab: 'Orders', roles: ['staff'] },
  { path: '/admin/collectibles', title: 'Manage Collectibles', tab: 'Collectibles', roles: ['editor'] },
  { path: '/admin/users', title: 'Manage Users', tab: 'Users', roles: [] },
  { path: '/admin/submissions', title: 'Seller Submissions - Admin', tab: 'Seller Submissions', roles: ['editor'] },
  { path: '/admin/blog', title: 'Manage Blog', tab: 'Blog', roles: ['editor'] },
  { path: '/admin/blog/new', title: 'New Post', tab: 'New Post', roles: ['editor'] },
  { path: '/admin/blog/edit/:id', title: 'Edit Post', tab: 'Edit Post', roles: ['editor'] },
  { path: '/admin/promo-codes', title: 'Manage Promo Codes - Admin', tab: 'Promo Codes', roles: [] },
  { path: '/admin/settings', title: 'Settings', tab: 'Settings', roles: [] },
  { path: '/admin/accounts', title: 'Accounts', tab: 'Accounts', roles: ['accountant'] },
  { path: '/admin/system', title: 'System', tab: 'System', roles: [] },
  { path: '/upload', title: 'Create New Listing', tab: 'New Listing', roles: ['editor'] },
  { path: '/bulk-upload', title: 'Bulk Upload', tab: 'Bulk Upload', roles: ['editor'] },
  { path: '/edit/:id', title: 'Edit Listing', tab: 'Edit Listing', roles: ['editor'] },
  { path: '/admin/staff', title: 'Staff', tab: 'Staff', roles: [] },
  { path: '/admin/activity', title: 'Activity Log', tab: 'Activity', roles: [] },
  { path: '/admin/join', title: 'Join the Back Office', tab: 'Join', roles: [], open: true },
  { path: '/admin/auctions', title: 'Manage Auctions', tab: 'Auctions', roles: ['staff'], remote: 'auction/AuctionAdminApp' },
  { path: '/admin/auctions/:id', title: 'Auction', tab: 'Auction', roles: ['staff'], remote: 'auction/AuctionAdminApp' },
] as const satisfies readonly {
  path: string;
  title: string;
  tab: string;
  roles: readonly StaffRole[];
  open?: true;
  remote?: RemoteModuleId;
}[];

export type BackOfficeScreen = (typeof BACK_OFFICE_SCREENS)[number];
/** A screen AdminApp serves itself. */
export type AdminScreen = Exclude<BackOfficeScreen, { remote: RemoteModuleId }>;

export const screenRemote = (screen: BackOfficeScreen): RemoteModuleId =>
  'remote' in screen ? screen.remote : BACK_OFFICE_MODULE;

/** The screens AdminApp serves (admin-mfe/src/screens.ts maps each to its page). */
export const ADMIN_SCREENS: readonly AdminScreen[] = BACK_OFFICE_SCREENS.filter(
  (screen): screen is AdminScreen => !('remote' in screen),
);
