import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminScreen } from '@sikka/shared/config';

type ScreenPage = LazyExoticComponent<ComponentType<{ params: Record<string, string | undefined> }>>;

/**
 * Each back-office screen's page, loaded when it is first opened (an admin on the orders screen never
 * downloads the listing editor). Every screen of the one list (ADMIN_SCREENS) has its page: the type says so.
 */
export const SCREEN_PAGES: Record<AdminScreen['path'], ScreenPage> = {
  '/upload': lazy(() => import('./pages/CreateListingPage')),
  '/bulk-upload': lazy(() => import('./pages/BulkUploadPage')),
  '/edit/:id': lazy(() => import('./pages/EditListingPage')),
  '/admin/blog': lazy(() => import('./pages/BlogAdminPage')),
  '/admin/blog/new': lazy(() => import('./pages/BlogEditorPage')),
  '/admin/blog/edit/:id': lazy(() => import('./pages/BlogEditorPage')),
  '/admin/orders': lazy(() => import('./pages/OrdersPage')),
  '/admin/collectibles': lazy(() => import('./pages/CollectiblesPage')),
  '/admin/users': lazy(() => import('./pages/UsersPage')),
  '/admin/submissions': lazy(() => import('./pages/SellerSubmissionsPage')),
  '/admin/promo-codes': lazy(() => import('./pages/PromoCodesPage')),
  '/admin/settings': lazy(() => import('./pages/SettingsPage')),
  '/admin/staff': lazy(() => import('./pages/StaffPage')),
  '/admin/activity': lazy(() => import('./pages/ActivityPage')),
  '/admin/join': lazy(() => import('./pages/JoinPage')),
  '/admin/accounts': lazy(() => import('./pages/AccountsPage')),
  '/admin/system': lazy(() => import('./pages/SystemPage')),
};
