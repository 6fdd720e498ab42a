import type { ComponentType, ReactNode } from 'react';
import { BACK_OFFICE_SCREENS } from '@sikka/shared/config';
import { LazySlot, loadRemoteModule, PageLoad, type PageModule, RemoteSlot, useHydrated } from '@sikka/shared/federation';
import { Navigate, Route, Routes, useLocation } from '@sikka/shared/router';
import { AdminOnly } from '@sikka/shared/session';
import { Spinner } from '@sikka/shared/ui';
import { ShellLayout } from './layout/ShellLayout';
import { isBackOffice, ROUTE_TABLE, type RouteTarget, routeAt, type ShellPageName } from './routeTable';
// With the shell's first files, not the policies' chunk: a policy page rendered on the server is painted
// with it (arriving at hydration, it moved the whole text down).
import './policies/PolicyLayout.module.css';

const policies = () => import(/* webpackChunkName: "policies" */ './policies');

/** The shell's own pages, each fetched when first shown. */
const PAGES: Record<ShellPageName, () => Promise<{ default: ComponentType }>> = {
  'privacy-policy': () => policies().then((module) => ({ default: module.PrivacyPolicy })),
  'terms-conditions': () => policies().then((module) => ({ default: module.TermsConditions })),
  'return-policy': () => policies().then((module) => ({ default: module.ReturnPolicy })),
  'shipping-policy': () => policies().then((module) => ({ default: module.ShippingPolicy })),
};

/** Back-office screens without the guard: a staff invitation's page, whose visitor has no role yet. */
const OPEN_SCREENS = new Set<string>(BACK_OFFICE_SCREENS.filter((screen) => 'open' in screen).map((screen) => screen.path));

/**
 * The back office has no server build: an open screen (no guard waiting on the session) is loaded once the
 * page is the browser's, and the server sends its loading state.
 */
function InBrowser({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <Spinner size="lg" />;
}

function screenOf(route: RouteTarget) {
  if ('redirectTo' in route) return <Navigate to={route.redirectTo} replace />;
  if ('page' in route) return <LazySlot key={route.path} name={`page ${route.page}`} load={PAGES[route.page]} />;
  // Keyed by path: moving between two routes of one remote must not carry a failed state across.
  const slot = <RemoteSlot key={route.path} id={route.remote} />;
  // Anyone but an admin gets Access Denied (spec §6) without a single request to the back office's remote.
  if (isBackOffice(route))
    return OPEN_SCREENS.has(route.path) ? (
      <InBrowser key={route.path}>{slot}</InBrowser>
    ) : (
      <AdminOnly key={route.path}>{slot}</AdminOnly>
    );
  // The page contract: the page module's loader runs here (unless the server's page data answers it).
  const loader = () => loadRemoteModule(route.remote).then((module) => (module as PageModule).loader);
  return (
    <PageLoad key={route.path} loader={loader}>
      {slot}
    </PageLoad>
  );
}

const SCREENS = new Map(ROUTE_TABLE.map((route) => [route.path, screenOf(route)]));

/**
 * `<Routes>` is handed only the route routeAt found (kept per address): given the whole table, react-router
 * flattened and ranked it on every render. It still matches that route, so params and outlet are its own.
 */
export function App() {
  const route = routeAt(useLocation().pathname)?.route;
  return (
    <ShellLayout>
      <Routes>{route && <Route key={route.path} path={route.path} element={SCREENS.get(route.path)} />}</Routes>
    </ShellLayout>
  );
}
