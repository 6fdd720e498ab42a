import type { StaffRole } from '../domain/staff';
import type { RemoteModuleId } from '../federation/contracts';

// Route facts the shell and the back office share: plain data, so the shop's Node server reads them too.

/** The remote that is the back office: rendered in the browser only, for staff only, never fetched ahead of time. */
export const BACK_OFFICE_MODULE: RemoteModuleId = 'admin/AdminApp';

/**
 * The back office's screens (spec §2 route table and "Admin screens"): the one list. The shell's route
 * table sends each path to the back office; AdminApp picks the screen by it. Paths are the absolute spec
 * URLs, because the admin screens span /admin/*, /upload, /bulk-upload and /edit/{id} rather than one prefix.
 * `roles` are the staff roles that may use a screen besides the owner, who may use all (issue 51); the
 * database enforces the same rule in each table's policies and each function.
 */
export const ADMIN_SCREENS = [
  { path: '/admin/orders', title: 'Orders Dashboard', tab: 'Orders', roles: ['staff'] },
  { path: '/admin/collectibles', title: 'Manage Collectibles', tab: 'Collectibles', roles: ['editor'] },
  { path: '/admin/users', title: 'Manage Users', tab: 'Users', roles: [] },
  { path: '/admin/submissions', title: 'Seller Submissions - Admin', tab: 'Seller Submissions', roles: ['editor'] },
  { path: '/admin/blog', title: 'Manage Blog', tab: 'Blog', roles: ['editor'] },
  { path: '/admin/blog/new', title: 'New Post', tab: 'New Post', roles: ['editor'] },
  { path: '/admin/blog/edit/:id', title: 'Edit Post', tab: 'Edit Post', roles: ['editor'] },
  { path: '/admin/promo-codes', title: 'Manage Promo Codes - Admin', tab: 'Promo Codes', roles: [] },
  { path: '/admin/system', title: 'System', tab: 'System', roles: [] },
  { path: '/upload', title: 'Create New Listing', tab: 'New Listing', roles: ['editor'] },
  { path: '/bulk-upload', title: 'Bulk Upload', tab: 'Bulk Upload', roles: ['editor'] },
  { path: '/edit/:id', title: 'Edit Listing', tab: 'Edit Listing', roles: ['editor'] },
] as const satisfies readonly { path: string; title: string; tab: string; roles: readonly StaffRole[] }[];

export type AdminScreen = (typeof ADMIN_SCREENS)[number];
