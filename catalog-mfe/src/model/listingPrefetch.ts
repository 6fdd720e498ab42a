import { isSupabaseConfigured } from '@sikka/shared/supabase';
import { fetchCollectibleBySlug, listingMainImage, type Listing } from '@sikka/shared/domain/collectibles';
import { prefetcher } from './prefetcher';

// The same rule as the slug column's CHECK constraint: anything else is no listing's address.
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const listings = prefetcher(fetchCollectibleBySlug, (slug) => slug);

/**
 * In the shop, the shell loads this remote's listing page for the address it is about to show, then
 * shows its fallback a while longer (React reveals suspended content no sooner than 300 ms after a
 * fallback appeared). Reading the listing and its first photo meanwhile, the page paints at once.
 * Nothing happens before the shell has configured the backend (the catalog alone, the bench twin).
 */
export function prefetchListingAt(pathname: string): void {
  const slug = decodeURIComponent(pathname.replace(/^\/+|\/+$/g, ''));
  if (!SLUG.test(slug) || !isSupabaseConfigured()) return;
  void listings.start(slug)?.then(
    (found) => {
      const src = found && listingMainImage(found);
      if (!src) return;
      const photo = new Image();
      photo.fetchPriority = 'high';
      photo.src = src;
    },
    () => {},
  );
}

/** The prefetched read of this listing if there is one (used once), else a fresh read. */
export function readListing(slug: string): Promise<Listing | null> {
  return listings.take(slug);
}
