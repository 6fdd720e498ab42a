import { BACK_OFFICE_SCREENS, screenRemote } from '@sikka/shared/config';
import type { RemoteModuleId } from '@sikka/shared/federation';
import { matchRoutes } from '@sikka/shared/router';

/**
 * The shop's route table (spec §2 "Route table"): path → remote page, shell page or redirect. The server's
 * render, the client router (App.tsx), the preloads, the sitemap and the admin gate all read it.
 */
export type ShellPageName = 'privacy-policy' | 'terms-conditions' | 'return-policy' | 'shipping-policy';

export type RouteTarget = { path: string } & (
  | {
      /** The page module; its data is its `loader` (the page contract). */
      remote: RemoteModuleId;
      /**
       * The query parameters the page reads: the server renders and caches the page for these only
       * (pageAddress), so an unread ?u=<random> cannot force a render. A parameter the page starts to
       * read is added here, or the server's page ignores it.
       */
      query?: readonly string[];
      /** A signed-in visitor's own page: rendered in the browser only, never in the sitemap. */
      personal?: true;
      /** One person's data shown to whoever holds the link: no shared cache may keep it. */
      private?: true;
      /**
       * The loader never decides the answer (always 200, never a redirect), so when its data is slow the
       * server sends the frame and loading state first and the page after. Any other page waits for its loader.
       */
      streamed?: true;
      /** A back-office screen: rendered in the browser only, for staff only, never fetched ahead nor in the sitemap. */
      backOffice?: true;
    }
  | { page: ShellPageName }
  | { redirectTo: string }
);

/** The browse view's parameters (catalog-mfe browseQuery.ts and browseFacets.ts): `search` is `q`'s old name. */
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
  { path: '/auctions', remote: 'auction/AuctionsPage', streamed: true },
  { path: '/auctions/:slug', remote: 'auction/AuctionPage' },
  { path: '/auctions/:slug/lot/:number', remote: 'auction/LotPage' },
  // The buyer's order by its unguessable link.
  { path: '/order/:token', remote: 'checkout/OrderPage', private: true },
  { path: '/account/orders', remote: 'checkout/MyOrdersPage', personal: true },
  // ?code=: the look-up form's GET, which the loader redirects to the code's page.
  { path: '/verify', remote: 'catalog/VerifyPage', query: ['code'] },
  { path: '/verify/:code', remote: 'catalog/VerifyPage' },
  { path: '/privacy-policy', page: 'privacy-policy' },
  { path: '/terms-conditions', page: 'terms-conditions' },
  { path: '/return-policy', page: 'return-policy' },
  { path: '/shipping-policy', page: 'shipping-policy' },
  // Any other /admin path is unknown and goes home, without asking a visitor's browser for admin code.
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

const ROUTES_TO_MATCH = [...ROUTE_TABLE];
// matchRoutes flattens and ranks the whole table on every call: an address asked again is answered from here.
const matched = new Map<string, RouteMatch | undefined>();
const MATCHES_KEPT = 1000;

/** The route of `pathname` by react-router's ranking (static segments before `/:slug`): the shop's one matcher. */
export function routeAt(pathname: string): RouteMatch | undefined {
  if (matched.has(pathname)) return matched.get(pathname);
  const [found] = matchRoutes(ROUTES_TO_MATCH, pathname) ?? [];
  const match = found && { route: found.route, params: found.params };
  if (matched.size >= MATCHES_KEPT) matched.delete(matched.keys().next().value as string);
  matched.set(pathname, match);
  return match;
}

/**
 * The remote module shown at `pathname` (following a redirect). With `exceptAdmin` (what may be fetched
 * ahead of time, before the session says "admin") the back office counts as none: a visitor opening
 * /admin/orders must not download admin code.
 */
export function remoteModuleAt(pathname: string, exceptAdmin = false): RemoteModuleId | undefined {
  const route = routeAt(pathname)?.route;
  if (!route || 'page' in route) return undefined;
  if ('redirectTo' in route) return route.redirectTo === pathname ? undefined : remoteModuleAt(route.redirectTo, exceptAdmin);
  if (exceptAdmin && isBackOffice(route)) return undefined;
  return route.remote;
}

export function isBackOffice(route: RouteTarget): boolean {
  return 'remote' in route && route.backOffice === true;
}

/**
 * The address as the server renders and caches it: the path and the query parameters the route reads,
 * sorted by name (a name's values keep their order): addresses differing only in what the page ignores are one.
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
