import type { ComponentType } from 'react';
import type { RemoteModuleId } from '@sikka/shared/federation';
import PrivacyPolicy from './policies/PrivacyPolicy';
import ReturnPolicy from './policies/ReturnPolicy';
import ShippingPolicy from './policies/ShippingPolicy';
import TermsConditions from './policies/TermsConditions';
import { ROUTE_TABLE, type ShellPageName } from './routeTable';

const PAGES: Record<ShellPageName, ComponentType> = {
  'privacy-policy': PrivacyPolicy,
  'terms-conditions': TermsConditions,
  'return-policy': ReturnPolicy,
  'shipping-policy': ShippingPolicy,
};

/**
 * The shop's one route table (routeTable.ts, spec §2 "Route table") with the shell's own page
 * components. A route shows a remote's exposed module (loaded at runtime through federation), one of
 * the shell's own pages, or redirects. Order matters only for readability: react-router ranks static
 * segments above `/:slug`.
 */
export type ShellRoute = { path: string } & ({ remote: RemoteModuleId } | { page: ComponentType } | { redirectTo: string });

export const ROUTES: readonly ShellRoute[] = ROUTE_TABLE.map((route) =>
  'page' in route ? { path: route.path, page: PAGES[route.page] } : route,
);
