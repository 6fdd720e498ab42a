import { BACK_OFFICE_SCREENS, screenRemote } from '@sikka/shared/config';
import type { RemoteModuleId } from '@sikka/shared/federation';
import { matchRoutes } from '@sikka/shared/router';

/**
 * The shop's route table as data (spec §2 "Route table"): path → remote module, shell page or
 * redirect; routes.ts puts the shell's page components in. The server's render, the client router,
 * the preloads, the sitemap and the admin gate all read it.
 */
export type ShellPageName = 'privacy-policy' | 'terms-conditions' | 'return-policy' | 'shipping-policy';

/**
 * A remote page's data is its module's `loader` (the page contract, @sikka/shared/federation PageLoad).
 * `query`: the query parameters the page reads, its loader and its components alike. The server renders
 * the page for these only (sorted; any other is the browser's alone, e.g. ?utm_source), and the shop's
 * page cache keys on them, so an unread ?u=<random> cannot force a render (issue 50). A parameter the
 * page starts to read is added here, or the server's page ignores it.
 * `personal`: a signed-in visitor's own page, never in the sitemap (and rendered in the browser only).
 * `private`: one person's data shown to whoever holds the page's link: no shared cache may keep it.
 * `streamed`: the page's loader never decides the answer (always 200, never a redirect): when its data
 * is slow, the server sends the frame and the page's loading state first and the page after, in the
 * same response (shell/src/ssr/render.tsx). Any other page's answer waits for its loader (its 404, its
 * redirect).
 * `backOffice`: a back-office screen (BACK_OFFICE_SCREENS), whichever remote serves it: rendered in the
 * browser only, for staff only, never fetched ahead of time nor in the sitemap.
 */
export type RouteTarget = { path: string } & (
  | {
      remote: RemoteModuleId;
      query?: readonly string[];
      personal?: true;
      private?: true;
      streamed?: true;
      backOffice?: true;
    }
  | { page: ShellPageName }
  | { redirectTo: string }
);

/**
 * The browse view's parameters (catalog-mfe/src/model/browseQuery.ts readBrowseState, and the facets of
 * browseFacets.ts): `search` is the old name of `q`, still read.
 */
const BROWSE_QUERY = [
  'q',
  'search',
  'category',
  'sort',
  'min',
  'max',
  'page',
  'period',
  'metal',
  'type',
  'grade',
  'year_from',
  'year_to',
] as const;

export const ROUTE_TABLE: readonly RouteTarget[] = [
  { path: '/', remote: 'catalog/HomePage', query: BROWSE_QUERY, streamed: true },
  // The home hero's 'Browse Collection' link points here (spec §2 "Home / browse").
  { path: '/collections', remote: 'catalog/HomePage', query: BROWSE_QUERY, streamed: true },
  { path: '/sell', remote: 'sell/SellPage', streamed: true },
  { path: '/blog', remote: 'blog/BlogListPage', streamed: true },
  { path: '/blog/:slug', remote: 'blog/BlogPostPage' },
  // Timed auctions (issue 47): the list, an auction with its lots, and one lot by its number in the sale.
  { path: '/auctions', remote: 'auction/AuctionsPage', streamed: true },
  { path: '/auctions/:slug', remote: 'auction/AuctionPage' },
  { path: '/auctions/:slug/lot/:number', remote: 'auction/LotPage' },
  // The buyer's order by its unguessable link, and their list of orders (issue 33).
  { path: '/order/:token', remote: 'checkout/OrderPage', private: true },
  { path: '/account/orders', remote: 'checkout/MyOrdersPage', personal: true },
  // A certificate of authenticity, by the code printed on it and in its QR code (issue 34).
  // ?code=: the look-up form's own GET, answered with a redirect to the code's page (its loader).
  { path: '/verify', remote: 'catalog/VerifyPage', query: ['code'] },
  { path: '/verify/:code', remote: 'catalog/VerifyPage' },
  { path: '/privacy-policy', page: 'privacy-policy' },
  { path: '/terms-conditions', page: 'terms-conditions' },
  { path: '/return-policy', page: 'return-policy' },
  { path: '/shipping-policy', page: 'shipping-policy' },
  // The back-office screens, from their one list, each to the remote that serves it (which routes them
  // itself): any other /admin path is an unknown path and goes home, without asking a visitor's browser
  // for admin code.
  ...BACK_OFFICE_SCREENS.map((screen) => ({ path: screen.path, remote: screenRemote(screen), backOffice: true as const })),
  // Not a listing slug: the back office has no index page.
  { path: '/admin', redirectTo: '/' },
  // ?checkout: the checkout is open (CheckoutLauncher), so a reload or a return from the UPI app reopens it.
  { path: '/:slug', remote: 'catalog/ListingPage', query: ['checkout'] },
  { path: '*', redirectTo: '/' },
];

export interface RouteMatch {
  route: RouteTarget;
  params: Record<string, string | undefined>;
}

/**
 * The route of `pathname`, by react-router's own ranking (static segments before `/:slug`): the one
 * matcher of the shop, for the server's render, the first address's preload and the client router.
 */
export function routeAt(pathname: string): RouteMatch | undefined {
  const known = matched.get(pathname);
  if (known) return known.match;
  const [found] = matchRoutes(ROUTES_TO_MATCH, pathname) ?? [];
  const match = found && { route: found.route, params: found.params };
  // matchRoutes flattens and ranks the whole table on every call (a tenth of a server render's time):
  // an address asked again (a page's render, its preloads, the browser's router) is answered from here.
  if (matched.size >= MATCHES_KEPT) matched.delete(matched.keys().next().value as string);
  matched.set(pathname, { match });
  return match;
}
const ROUTES_TO_MATCH = [...ROUTE_TABLE];
const MATCHES_KEPT = 1000;
const matched = new Map<string, { match: RouteMatch | undefined }>();

/**
 * The remote module shown at `pathname` (following a redirect). With `exceptAdmin` (what may be
 * fetched ahead of time) the admin remote counts as none: a visitor opening /admin/orders must not
 * download admin code (issue 15 item 8).
 */
export function remoteModuleAt(pathname: string, exceptAdmin = false): RemoteModuleId | undefined {
  const route = routeAt(pathname)?.route;
  if (!route || 'page' in route) return undefined;
  if ('redirectTo' in route) return route.redirectTo === pathname ? undefined : remoteModuleAt(route.redirectTo, exceptAdmin);
  // A back-office remote is fetched only once the session says "admin" (App.tsx): never ahead of time.
  if (exceptAdmin && isBackOffice(route)) return undefined;
  return route.remote;
}

/** Whether a route shows the back office (rendered in the browser only, for staff, never in the sitemap). */
export function isBackOffice(route: RouteTarget): boolean {
  return 'remote' in route && route.backOffice === true;
}

/**
 * The address as the server renders and caches it: the path, and of its query only the parameters the
 * route reads (`query`), sorted by name (a name's values keep their order). Two addresses that differ only
 * in what the page ignores are one page.
 */
export function pageAddress(url: string): string {
  const parsed = new URL(url, 'http://shop.invalid');
  const route = routeAt(parsed.pathname)?.route;
  const read = new Set(route && 'query' in route ? route.query : []);
  const kept = new URLSearchParams([...parsed.searchParams].filter(([name]) => read.has(name)));
  kept.sort();
  const query = kept.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}
