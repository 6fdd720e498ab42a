import { Navigate, Route, Routes, useLocation } from '@sikka/shared/router';
import type { RemoteModuleId } from '@sikka/shared/federation';
import { LazySlot, loadRemoteModule, PageLoad, type PageModule, RemoteSlot } from '@sikka/shared/federation';
import { BACK_OFFICE_SCREENS } from '@sikka/shared/config';
import { AdminOnly } from '@sikka/shared/session';
import { ShellLayout } from './layout/ShellLayout';
import { isBackOffice, routeAt } from './routeTable';
import { ROUTES, type ShellRoute } from './routes';

/** Back-office screens without the guard: a staff invitation's page, whose visitor has no role yet (issue 51). */
const OPEN_SCREENS = new Set<string>(BACK_OFFICE_SCREENS.filter((screen) => 'open' in screen).map((screen) => screen.path));

function screenOf(route: ShellRoute) {
  if ('redirectTo' in route) return <Navigate to={route.redirectTo} replace />;
  if ('page' in route) return <LazySlot key={route.path} name={`page ${route.page}`} load={route.load} />;
  // Keyed by path: moving between two routes of one remote must not carry a failed state across.
  const slot = <RemoteSlot key={route.path} id={route.remote} />;
  // The back office is loaded only for a signed-in admin: everyone else gets Access Denied (spec §6)
  // without a single request to the admin remote (issue 15 item 8). AdminApp checks again inside.
  if (isBackOffice(route)) return OPEN_SCREENS.has(route.path) ? slot : <AdminOnly key={route.path}>{slot}</AdminOnly>;
  // The page contract: the page module's loader runs here (unless the server's page data answers it).
  return (
    <PageLoad key={route.path} loader={() => pageLoader(route.remote)}>
      {slot}
    </PageLoad>
  );
}

/** A remote page's loader: its module's `loader` export, if it has one. */
const pageLoader = (id: RemoteModuleId) => loadRemoteModule(id).then((module) => (module as PageModule).loader);

/** Each route's screen, made once. */
const SCREENS = new Map(ROUTES.map((route) => [route.path, screenOf(route)]));

/**
 * The route is found by routeAt (react-router's own ranking, kept per address) and `<Routes>` is handed
 * that one route: given the whole table, react-router flattened and ranked it on every render (7 % of a
 * server render's CPU). It still matches the route itself, so its params and outlet are react-router's.
 */
export function App() {
  const route = routeAt(useLocation().pathname)?.route;
  return (
    <ShellLayout>
      <Routes>{route && <Route key={route.path} path={route.path} element={SCREENS.get(route.path)} />}</Routes>
    </ShellLayout>
  );
}
