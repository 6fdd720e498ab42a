import { earlyListings } from './listings-early.ts';
import { modernListings } from './listings-modern.ts';
import { noteListings } from './listings-notes.ts';
import { listingId, type SeedListing } from './model.ts';

/** Every demo listing with its deterministic id (position in this list + 1). */
export const catalogue: (SeedListing & { id: string })[] = [...earlyListings, ...modernListings, ...noteListings].map(
  (listing, index) => ({ ...listing, id: listingId(index + 1) }),
);

export function listingBySlug(slug: string): SeedListing & { id: string } {
  const listing = catalogue.find((l) => l.slug === slug);
  if (!listing) throw new Error(`no seed listing ${slug}`);
  return listing;
}
