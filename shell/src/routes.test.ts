import { matchRoutes } from '@sikka/shared/router';
import { describe, expect, it } from 'vitest';
import { ROUTES, type ShellRoute } from './routes';

function targetOf(pathname: string) {
  const match = matchRoutes(
    ROUTES.map((route) => ({ path: route.path, route })),
    pathname,
  )?.at(-1);
  const route = (match?.route as { route: ShellRoute } | undefined)?.route;
  if (!route) return 'none';
  if ('remote' in route) return route.remote;
  if ('redirectTo' in route) return `redirect ${route.redirectTo}`;
  return `page ${route.path}`;
}

describe('the route table of spec §2', () => {
  it.each([
    ['/', 'catalog/HomePage'],
    ['/collections', 'catalog/HomePage'],
    ['/upload', 'admin/AdminApp'],
    ['/bulk-upload', 'admin/AdminApp'],
    ['/sell', 'sell/SellPage'],
    ['/blog', 'blog/BlogListPage'],
    ['/blog/the-story-of-the-anna', 'blog/BlogPostPage'],
    ['/privacy-policy', 'page /privacy-policy'],
    ['/terms-conditions', 'page /terms-conditions'],
    ['/return-policy', 'page /return-policy'],
    ['/shipping-policy', 'page /shipping-policy'],
    ['/admin/orders', 'admin/AdminApp'],
    ['/admin/collectibles', 'admin/AdminApp'],
    ['/admin/users', 'admin/AdminApp'],
    ['/admin/submissions', 'admin/AdminApp'],
    ['/admin/blog', 'admin/AdminApp'],
    ['/admin/blog/new', 'admin/AdminApp'],
    ['/admin/blog/edit/7', 'admin/AdminApp'],
    ['/admin/promo-codes', 'admin/AdminApp'],
    ['/edit/7', 'admin/AdminApp'],
    ['/1947-one-rupee-coin', 'catalog/ListingPage'],
  ])('%s → %s', (pathname, target) => {
    expect(targetOf(pathname)).toBe(target);
  });

  it('redirects any other path to /', () => {
    expect(targetOf('/no/such/page')).toBe('redirect /');
    expect(targetOf('/blog/a/b')).toBe('redirect /');
  });
});
