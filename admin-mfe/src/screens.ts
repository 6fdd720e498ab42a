import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminScreen } from './model/adminRoutes';

type ScreenPage = LazyExoticComponent<ComponentType<{ params: Record<string, string | undefined> }>>;

/**
 * Each back-office screen's page, loaded when it is first opened (an admin on the orders screen never
 * downloads the listing editor). A screen not listed here shows its title only.
 */
export const SCREEN_PAGES: Partial<Record<AdminScreen['path'], ScreenPage>> = {
  // one line per screen, e.g. '/admin/orders': lazy(() => import('./pages/OrdersPage')),
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
};
