import { describe, expect, it } from 'vitest';
import { matchRoutes } from '@sikka/shared/router';
import type { RemoteModuleId } from '@sikka/shared/federation';
import { remoteModuleAt as moduleAt, ROUTE_TABLE } from './routeTable';
import { ROUTES } from './routes';

const remoteModuleAt = (pathname: string) => moduleAt(ROUTE_TABLE, pathname);

/** The oracle: the remote react-router's own ranking picks from the shell's routes (following a redirect). */
function remoteOfPath(pathname: string): RemoteModuleId | undefined {
  const route = matchRoutes([...ROUTES], pathname)?.[0]?.route;
  if (!route) return undefined;
  if ('redirectTo' in route) return route.redirectTo === pathname ? undefined : remoteOfPath(route.redirectTo);
  return 'remote' in route ? route.remote : undefined;
}

// The page script's matcher must pick the remote react-router's ranking picks (remoteOfPath).
const PATHS = [
  '/',
  '/collections',
  '/COLLECTIONS',
  '/upload',
  '/bulk-upload',
  '/sell',
  '/sell/',
  '/blog',
  '/blog/',
  '/blog/the-story-of-the-anna',
  '/blog/a/b',
  '/privacy-policy',
  '/terms-conditions',
  '/return-policy',
  '/shipping-policy',
  '/admin',
  '/admin/',
  '/admin/orders',
  '/admin/blog/edit/7',
  '/edit/7',
  '/edit',
  '/edit/7/more',
  '/1947-one-rupee-coin',
  '/kushan-vasudeva-gold-dinar/',
  '/no/such/page',
  '/upload/x',
];

describe('remoteModuleAt (the route matcher of the page script and the first render)', () => {
  it.each(PATHS)('%s: same remote as react-router’s match', (pathname) => {
    expect(remoteModuleAt(pathname)).toBe(remoteOfPath(pathname));
  });

  it('knows the remotes of spec §2 and none for the shell’s own pages', () => {
    expect(remoteModuleAt('/')).toBe('catalog/HomePage');
    expect(remoteModuleAt('/kushan-vasudeva-gold-dinar')).toBe('catalog/ListingPage');
    expect(remoteModuleAt('/admin/promo-codes')).toBe('admin/AdminApp');
    expect(remoteModuleAt('/no/such/page')).toBe('catalog/HomePage');
    expect(remoteModuleAt('/shipping-policy')).toBeUndefined();
  });

  it.each([
    ['/', 'catalog/HomePage'],
    ['/collections', 'catalog/HomePage'],
    ['/kushan-vasudeva-gold-dinar', 'catalog/ListingPage'],
    ['/sell', 'sell/SellPage'],
    ['/blog/the-story-of-the-anna', 'blog/BlogPostPage'],
    ['/admin/orders', 'admin/AdminApp'],
    ['/edit/42', 'admin/AdminApp'],
    // any other path redirects to /, whose remote is the one to load
    ['/no/such/page', 'catalog/HomePage'],
  ])('%s shows %s', (pathname, remote) => {
    expect(remoteModuleAt(pathname)).toBe(remote);
  });

  it('has no remote for the shell’s own policy pages', () => {
    expect(remoteModuleAt('/privacy-policy')).toBeUndefined();
  });
});

describe('what may be fetched ahead of the session (issue 15 item 8)', () => {
  it.each(['/admin/orders', '/admin/users', '/upload', '/bulk-upload', '/edit/7'])('%s: not the admin remote', (pathname) => {
    expect(moduleAt(ROUTE_TABLE, pathname, true)).toBeUndefined();
  });

  it('still preloads every other remote', () => {
    expect(moduleAt(ROUTE_TABLE, '/', true)).toBe('catalog/HomePage');
    expect(moduleAt(ROUTE_TABLE, '/no/such/page', true)).toBe('catalog/HomePage');
    expect(moduleAt(ROUTE_TABLE, '/sell', true)).toBe('sell/SellPage');
  });
});
