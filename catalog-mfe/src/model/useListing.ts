import { useEffect, useState } from 'react';
import { fetchCollectibleBySlug, subscribeToCollectible, type Listing } from '@sikka/shared/domain/collectibles';
import { afterPageLoad } from './afterPageLoad';

export type ListingState = { status: 'not-found' } | { status: 'ready'; listing: Listing };

/**
 * The loader's listing at /{slug}, kept live (spec §4): a change shows without a reload, a deletion turns
 * into the not-found view. Joined a little after the page has loaded (afterPageLoad): the realtime client
 * and its socket would share a phone's network with the photos. Realtime replays nothing from before a
 * join, so each join (the first, and after a reconnect) reads the listing again.
 */
export function useListing(slug: string, loaded: Listing | null): ListingState {
  const [state, setState] = useState<ListingState>(() => stateOf(loaded));

  useEffect(() => {
    let current = true;
    setState(stateOf(loaded));
    const readAgain = () =>
      fetchCollectibleBySlug(slug).then(
        (listing) => current && setState(stateOf(listing)),
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
            // The row carries no images, catalogue references, category or reference type: keep those, the
            // last two while the row still points to them.
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
