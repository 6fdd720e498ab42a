import { useEffect, useState } from 'react';
import { fetchCollectibleBySlug, subscribeToCollectible, type Listing } from '@sikka/shared/domain/collectibles';
import { afterPageLoad } from './afterPageLoad';

export type ListingState = { status: 'not-found' } | { status: 'ready'; listing: Listing };

/**
 * The listing at /{slug}, kept live (spec §4): a change to its row shows without a reload, a deleted
 * listing turns into the not-found view. The page joins its live updates a little after it has loaded
 * (afterPageLoad): the realtime client (17 kB gzip) and its socket are no part of the first view, and
 * on a phone they would share the network with its photos. Realtime replays nothing from before a
 * join, so each join (the first, and after a reconnect) reads the listing again: a change made before
 * it still shows.
 */
export function useListing(slug: string, loaded: Listing | null): ListingState {
  const [state, setState] = useState<ListingState>(() => stateOf(loaded));

  useEffect(() => {
    let current = true;
    // The page's loader read the listing; each join of the live updates still reads again, so a change
    // made between that read and the join shows.
    setState(stateOf(loaded));
    const readAgain = () =>
      fetchCollectibleBySlug(slug).then(
        (listing) => current && setState(listing ? { status: 'ready', listing } : { status: 'not-found' }),
        (error: unknown) => console.warn('[catalog] reading the listing again failed; it shows as it was', error),
      );
    const unsubscribe = afterPageLoad(() =>
      subscribeToCollectible(
        slug,
        (change) => {
          if (!current) return;
          setState((previous) => {
            if (previous.status !== 'ready') return previous;
            if (change.kind === 'deleted') return change.id === previous.listing.id ? { status: 'not-found' } : previous;
            if (change.row.id !== previous.listing.id) return previous;
            // The row carries no images, category, catalogue references or reference type: keep those, and
            // the category and reference type if the row still points to the same ones.
            const { category: oldCategory, reference_type: oldType } = previous.listing;
            const category = change.row.category_id === oldCategory?.id ? oldCategory : null;
            const referenceType = change.row.reference_type_id === oldType?.id ? oldType : null;
            return { status: 'ready', listing: { ...previous.listing, ...change.row, category, reference_type: referenceType } };
          });
        },
        readAgain,
      ),
    );
    return () => {
      current = false;
      unsubscribe();
    };
  }, [slug, loaded]);

  return state;
}

function stateOf(listing: Listing | null): ListingState {
  return listing ? { status: 'ready', listing } : { status: 'not-found' };
}
