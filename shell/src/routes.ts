import type { ComponentType } from 'react';
import type { RemoteModuleId } from '@sikka/shared';
import PrivacyPolicy from './policies/PrivacyPolicy';
import ReturnPolicy from './policies/ReturnPolicy';
import ShippingPolicy from './policies/ShippingPolicy';
import TermsConditions from './policies/TermsConditions';

/**
 * The shop's one route table, mirroring spec §2 "Route table". A route shows a remote's exposed module
 * (loaded at runtime through federation), one of the shell's own pages, or redirects.
 * Order matters only for readability: react-router ranks static segments above `/:slug`.
 */
export type ShellRoute = { path: string } & (
  | { remote: RemoteModuleId }
  | { page: ComponentType }
  | { redirectTo: string }
);

export const ROUTES: readonly ShellRoute[] = [
  { path: '/', remote: 'catalog/HomePage' },
  // The home hero's 'Browse Collection' link points here (spec §2 "Home / browse").
  { path: '/collections', remote: 'catalog/HomePage' },
  { path: '/upload', remote: 'admin/AdminApp' },
  { path: '/bulk-upload', remote: 'admin/AdminApp' },
  { path: '/sell', remote: 'sell/SellPage' },
  { path: '/blog', remote: 'blog/BlogListPage' },
  { path: '/blog/:slug', remote: 'blog/BlogPostPage' },
  { path: '/privacy-policy', page: PrivacyPolicy },
  { path: '/terms-conditions', page: TermsConditions },
  { path: '/return-policy', page: ReturnPolicy },
  { path: '/shipping-policy', page: ShippingPolicy },
  // /admin/orders, /admin/collectibles, /admin/users, /admin/submissions, /admin/blog(/new, /edit/{id}),
  // /admin/promo-codes: the admin remote routes them itself.
  { path: '/admin/*', remote: 'admin/AdminApp' },
  { path: '/edit/:id', remote: 'admin/AdminApp' },
  { path: '/:slug', remote: 'catalog/ListingPage' },
  { path: '*', redirectTo: '/' },
];
