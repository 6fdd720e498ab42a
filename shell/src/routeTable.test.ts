import { describe, expect, it } from 'vitest';
import { isBackOffice, pageAddress, remoteModuleAt, routeAt } from './routeTable';

describe('routeAt (react-router’s ranking over the one table)', () => {
  it.each([
    ['/sell', '/sell'],
    ['/blog/the-story-of-the-anna', '/blog/:slug'],
    ['/admin/orders', '/admin/orders'],
    ['/admin', '/admin'],
    ['/auctions', '/auctions'],
    ['/auctions/winter-sale-2026', '/auctions/:slug'],
    ['/auctions/winter-sale-2026/lot/3', '/auctions/:slug/lot/:number'],
    ['/admin/auctions/5b0e', '/admin/auctions/:id'],
    ['/kushan-vasudeva-gold-dinar', '/:slug'],
    ['/no/such/page', '*'],
  ])('%s is the route %s', (pathname, path) => {
    expect(routeAt(pathname)?.route.path).toBe(path);
  });

  it('reads the parameters', () => {
    expect(routeAt('/blog/the-story-of-the-anna')?.params.slug).toBe('the-story-of-the-anna');
  });

  it('answers an address asked again alike, also once more addresses than it keeps have been asked', () => {
    const first = routeAt('/blog/a-post-asked-twice');
    for (let i = 0; i < 1500; i++) expect(routeAt(`/listing-${i}`)?.params.slug).toBe(`listing-${i}`);
    expect(routeAt('/blog/a-post-asked-twice')).toEqual(first);
    expect(routeAt('/listing-3')?.route.path).toBe('/:slug');
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
    ['/auctions', 'auction/AuctionsPage'],
    ['/auctions/winter-sale-2026', 'auction/AuctionPage'],
    ['/auctions/winter-sale-2026/lot/3', 'auction/LotPage'],
    ['/admin/auctions', 'auction/AuctionAdminApp'],
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
  it.each(['/admin/orders', '/admin/users', '/upload', '/bulk-upload', '/edit/7', '/admin/auctions', '/admin/auctions/5b0e'])(
    '%s: no back-office remote',
    (pathname) => {
      expect(remoteModuleAt(pathname, true)).toBeUndefined();
    },
  );

  it('counts a screen as the back office by its entry, whichever remote serves it (issue 47)', () => {
    expect(isBackOffice(routeAt('/admin/auctions')!.route)).toBe(true);
    expect(isBackOffice(routeAt('/admin/orders')!.route)).toBe(true);
    expect(isBackOffice(routeAt('/auctions/winter-sale-2026')!.route)).toBe(false);
  });

  it('still preloads every other remote', () => {
    expect(remoteModuleAt('/', true)).toBe('catalog/HomePage');
    expect(remoteModuleAt('/no/such/page', true)).toBe('catalog/HomePage');
    expect(remoteModuleAt('/sell', true)).toBe('sell/SellPage');
  });
});

describe('pageAddress (what the server renders and its page cache keys on, issue 50)', () => {
  it('keeps only the parameters the route reads, sorted by name', () => {
    expect(pageAddress('/?sort=price_asc&u=8f3a&q=anna&utm_source=x')).toBe('/?q=anna&sort=price_asc');
    expect(pageAddress('/collections?year_to=1900&metal=gold&year_from=1800')).toBe(
      '/collections?metal=gold&year_from=1800&year_to=1900',
    );
    expect(pageAddress('/kushan-vasudeva-gold-dinar?checkout&u=1')).toBe('/kushan-vasudeva-gold-dinar?checkout=');
    expect(pageAddress('/verify?code=SK-1234&u=1')).toBe('/verify?code=SK-1234');
  });

  it('drops every parameter of a route that reads none', () => {
    expect(pageAddress('/blog/the-story-of-the-anna?u=123')).toBe('/blog/the-story-of-the-anna');
    expect(pageAddress('/sell?ref=home')).toBe('/sell');
    expect(pageAddress('/blog?')).toBe('/blog');
  });

  it("keeps a name's values in their order", () => {
    expect(pageAddress('/?q=b&page=2&q=a')).toBe('/?page=2&q=b&q=a');
  });
});

function targetOf(pathname: string) {
  const route = routeAt(pathname)?.route;
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
