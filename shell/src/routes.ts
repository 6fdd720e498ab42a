import type { ComponentType } from 'react';
import type { RemoteModuleId } from '@sikka/shared/federation';
import { ROUTE_TABLE, type ShellPageName } from './routeTable';

// The policy pages' stylesheet comes with the shell's first files, not with their chunk: a policy
// page rendered on the server is painted with it. Fetched with the chunk, it arrived at hydration and
// moved the whole text down (layout shift 0.39 at 1280 px, 0.20 at 390). 1.1 kB.
import './policies/PolicyLayout.module.css';

type Page = { default: ComponentType };
const policies = () => import(/* webpackChunkName: "policies" */ './policies');

/** The shell's own pages, each fetched when first shown (App.tsx shows them in a LazySlot). */
const PAGES: Record<ShellPageName, () => Promise<Page>> = {
  'privacy-policy': () => policies().then((module) => ({ default: module.PrivacyPolicy })),
  'terms-conditions': () => policies().then((module) => ({ default: module.TermsConditions })),
  'return-policy': () => policies().then((module) => ({ default: module.ReturnPolicy })),
  'shipping-policy': () => policies().then((module) => ({ default: module.ShippingPolicy })),
};

/**
 * The shop's one route table (routeTable.ts, spec §2 "Route table") with the shell's own page
 * components. A route shows a remote's exposed module (loaded at runtime through federation), one of
 * the shell's own pages, or redirects. Order matters only for readability: react-router ranks static
 * segments above `/:slug`.
 */
export type ShellRoute = { path: string } & (
  | { remote: RemoteModuleId }
  | { page: ShellPageName; load(): Promise<Page> }
  | { redirectTo: string }
);

export const ROUTES: readonly ShellRoute[] = ROUTE_TABLE.map((route) =>
  'page' in route ? { ...route, load: PAGES[route.page] } : route,
);
