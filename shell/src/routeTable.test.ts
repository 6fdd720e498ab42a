import { describe, expect, it } from 'vitest';
import { remoteModuleAt, routeAt } from './routeTable';

describe('routeAt (react-router’s ranking over the one table)', () => {
  it.each([
    ['/sell', '/sell'],
    ['/blog/the-story-of-the-anna', '/blog/:slug'],
    ['/admin/orders', '/admin/orders'],
    ['/admin', '/admin'],
    ['/kushan-vasudeva-gold-dinar', '/:slug'],
    ['/no/such/page', '*'],
  ])('%s is the route %s', (pathname, path) => {
    expect(routeAt(pathname)?.route.path).toBe(path);
  });

  it('reads the parameters', () => {
    expect(routeAt('/blog/the-story-of-the-anna')?.params.slug).toBe('the-story-of-the-anna');
  });
});

describe('remoteModuleAt (the first address’s preload)', () => {
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
    expect(remoteModuleAt(pathname, true)).toBeUndefined();
  });

  it('still preloads every other remote', () => {
    expect(remoteModuleAt('/', true)).toBe('catalog/HomePage');
    expect(remoteModuleAt('/no/such/page', true)).toBe('catalog/HomePage');
    expect(remoteModuleAt('/sell', true)).toBe('sell/SellPage');
  });
});
