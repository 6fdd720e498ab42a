import { describe, expect, it, vi } from 'vitest';
import { remoteOfPath } from './federation/preloadRoute';
import { remoteModuleAt as moduleAt, ROUTE_TABLE } from './routeTable';

const remoteModuleAt = (pathname: string) => moduleAt(ROUTE_TABLE, pathname);

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn() }));

// The entry chunk's matcher must pick the remote react-router's ranking picks (remoteOfPath).
const PATHS = [
  '/', '/collections', '/COLLECTIONS', '/upload', '/bulk-upload', '/sell', '/sell/', '/blog', '/blog/',
  '/blog/the-story-of-the-anna', '/blog/a/b', '/privacy-policy', '/terms-conditions', '/return-policy',
  '/shipping-policy', '/admin', '/admin/', '/admin/orders', '/admin/blog/edit/7', '/edit/7', '/edit',
  '/edit/7/more', '/1947-one-rupee-coin', '/kushan-vasudeva-gold-dinar/', '/no/such/page', '/upload/x',
];

describe('remoteModuleAt (the entry chunk’s route matcher)', () => {
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
});
