import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchCollectibleBySlug = vi.fn(async (slug: string) => ({ slug, images: [] }));
let configured = true;
vi.mock('@sikka/shared/domain/collectibles', async (original) => ({
  ...(await original<typeof import('@sikka/shared/domain/collectibles')>()),
  fetchCollectibleBySlug: (slug: string) => fetchCollectibleBySlug(slug),
}));
vi.mock('@sikka/shared/supabase', () => ({ isSupabaseConfigured: () => configured }));

const { prefetchListingAt, readListing } = await import('./listingPrefetch');

beforeEach(() => {
  fetchCollectibleBySlug.mockClear();
  configured = true;
});

describe('prefetchListingAt', () => {
  it('reads the listing of a slug address once; the page then uses that read', async () => {
    prefetchListingAt('/kushan-gold-dinar');
    prefetchListingAt('/kushan-gold-dinar');
    expect(fetchCollectibleBySlug).toHaveBeenCalledTimes(1);
    await expect(readListing('kushan-gold-dinar')).resolves.toMatchObject({ slug: 'kushan-gold-dinar' });
    expect(fetchCollectibleBySlug).toHaveBeenCalledTimes(1);
    // Used once: a later visit reads again, so it never shows an old copy.
    await readListing('kushan-gold-dinar');
    expect(fetchCollectibleBySlug).toHaveBeenCalledTimes(2);
  });

  it('does nothing for addresses that cannot be a listing, or before the backend is configured', () => {
    prefetchListingAt('/');
    prefetchListingAt('/blog/some-post');
    prefetchListingAt('/Not_A_Slug');
    configured = false;
    prefetchListingAt('/1947-one-rupee');
    expect(fetchCollectibleBySlug).not.toHaveBeenCalled();
  });
});
