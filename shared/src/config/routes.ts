import type { RemoteModuleId } from '../federation/contracts';

// Route facts the shell and the back office share: plain data, so the shop's Node server reads them too.

/** The remote that is the back office: rendered in the browser only, for staff only, never fetched ahead of time. */
export const BACK_OFFICE_MODULE: RemoteModuleId = 'admin/AdminApp';

/**
 * The back office's screens (spec §2 route table and "Admin screens"): the one list. The shell's route
 * table sends each path to the back office; AdminApp picks the screen by it. Paths are the absolute spec
 * URLs, because the admin screens span /admin/*, /upload, /bulk-upload and /edit/{id} rather than one prefix.
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
