import { fetchCollectibleBySlug, type Listing } from '@sikka/shared/domain/collectibles';
import type { PageLoader } from '@sikka/shared/federation';
import { randomRating } from '@sikka/shared/format';

/** What the server read for /{slug}: the listing, or null for an unknown slug (answered with 404). */
export interface ListingPageData {
  slug: string;
  listing: Listing | null;
  /** Spec §2's rating, chosen randomly for this view: the server's choice is the one the browser shows. */
  rating: number;
}

/**
 * The listing page's data loader, run by the shop's server (the catalog's server build exposes it as
 * catalog/ListingPage.data); the page reads its result instead of asking again (useListing).
 */
export const fetchData: PageLoader<ListingPageData> = async ({ params }) => {
  const slug = params.slug ?? '';
  const listing = slug.trim() ? await fetchCollectibleBySlug(slug) : null;
  return { status: listing ? 200 : 404, data: { slug, listing, rating: randomRating() } };
};
