import type { RemoteModuleId } from '@sikka/shared/federation';

/**
 * The shop's route table as data (spec §2 "Route table"): path → remote module, shell page or
 * redirect. It imports no code (only a type), so the entry chunk can read it before the shared
 * modules have loaded; routes.ts puts the shell's page components in.
 */
export type ShellPageName = 'privacy-policy' | 'terms-conditions' | 'return-policy' | 'shipping-policy';

/** `personal`: a signed-in visitor's own page, never in the sitemap. */
export type RouteTarget = { path: string } & (
  | { remote: RemoteModuleId; personal?: true }
  | { page: ShellPageName }
  | { redirectTo: string }
);

export const ROUTE_TABLE: readonly RouteTarget[] = [
  { path: '/', remote: 'catalog/HomePage' },
  // The home hero's 'Browse Collection' link points here (spec §2 "Home / browse").
  { path: '/collections', remote: 'catalog/HomePage' },
  { path: '/upload', remote: 'admin/AdminApp' },
  { path: '/bulk-upload', remote: 'admin/AdminApp' },
  { path: '/sell', remote: 'sell/SellPage' },
  { path: '/blog', remote: 'blog/BlogListPage' },
  { path: '/blog/:slug', remote: 'blog/BlogPostPage' },
  // The buyer's order by its unguessable link, and their list of orders (issue 33).
  { path: '/order/:token', remote: 'checkout/OrderPage' },
  { path: '/account/orders', remote: 'checkout/MyOrdersPage', personal: true },
  // A certificate of authenticity, by the code printed on it and in its QR code (issue 34).
  { path: '/verify', remote: 'catalog/VerifyPage' },
  { path: '/verify/:code', remote: 'catalog/VerifyPage' },
  { path: '/privacy-policy', page: 'privacy-policy' },
  { path: '/terms-conditions', page: 'terms-conditions' },
  { path: '/return-policy', page: 'return-policy' },
  { path: '/shipping-policy', page: 'shipping-policy' },
  // The back-office screens, each listed (the admin remote routes them itself): any other /admin path
  // is an unknown path and goes home, without asking a visitor's browser for admin code.
  { path: '/admin/orders', remote: 'admin/AdminApp' },
  { path: '/admin/collectibles', remote: 'admin/AdminApp' },
  { path: '/admin/users', remote: 'admin/AdminApp' },
  { path: '/admin/submissions', remote: 'admin/AdminApp' },
  { path: '/admin/blog', remote: 'admin/AdminApp' },
  { path: '/admin/blog/new', remote: 'admin/AdminApp' },
  { path: '/admin/promo-codes', remote: 'admin/AdminApp' },
  { path: '/admin/blog/edit/:id', remote: 'admin/AdminApp' },
  // Not a listing slug: the back office has no index page.
  { path: '/admin', redirectTo: '/' },
  { path: '/edit/:id', remote: 'admin/AdminApp' },
  { path: '/:slug', remote: 'catalog/ListingPage' },
  { path: '*', redirectTo: '/' },
];

/**
 * The remote module `table` shows at `pathname` (following a redirect), for the page's first script
 * (startup/earlyStartup.ts), which runs before react-router has loaded. Self-contained, because it
 * is serialized into the page: it uses nothing from outside its body. The table lists static paths
 * before dynamic ones, so the first match is react-router's best match; routeTable.test.ts holds the
 * two to the same answers. With `exceptAdmin` (what may be fetched ahead of time) the admin remote
 * counts as none: a visitor opening /admin/orders must not download admin code (issue 15 item 8).
 */
export function remoteModuleAt(table: readonly RouteTarget[], pathname: string, exceptAdmin = false): RemoteModuleId | undefined {
  const segmentsOf = (path: string) => path.split('/').filter(Boolean);
  // Static segments, `:param` and a trailing `*`, matched as react-router does (case-insensitively).
  const matches = (pattern: string): boolean => {
    const wanted = segmentsOf(pattern);
    const given = segmentsOf(pathname);
    const splat = wanted.at(-1) === '*';
    if (splat) wanted.pop();
    if (splat ? given.length < wanted.length : given.length !== wanted.length) return false;
    return wanted.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === given[i]?.toLowerCase());
  };
  const route = table.find((candidate) => matches(candidate.path));
  if (!route || 'page' in route) return undefined;
  if ('redirectTo' in route)
    return route.redirectTo === pathname ? undefined : remoteModuleAt(table, route.redirectTo, exceptAdmin);
  // The admin remote is fetched only once the session says "admin" (App.tsx): never ahead of time.
  if (exceptAdmin && route.remote.startsWith('admin/')) return undefined;
  return route.remote;
}
