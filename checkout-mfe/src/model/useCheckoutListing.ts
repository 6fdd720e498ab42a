import { useEffect, useState } from 'react';
import { fetchCheckoutListing, type CheckoutListing } from '../api/checkout';
import { LISTING_LOAD_FAILED, LISTING_NOT_FOUND } from './messages';

export type ListingState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; listing: CheckoutListing };

/** The listing being bought, loaded when the dialog opens (and again if it opens for another id). */
export function useCheckoutListing(collectibleId: string, open: boolean): ListingState {
  const [state, setState] = useState<ListingState>({ status: 'loading' });

  useEffect(() => {
    if (!open) return;
    let current = true;
    setState((previous) =>
      previous.status === 'ready' && previous.listing.id === collectibleId ? previous : { status: 'loading' },
    );
    fetchCheckoutListing(collectibleId).then(
      (listing) => current && setState(listing ? { status: 'ready', listing } : { status: 'error', message: LISTING_NOT_FOUND }),
      (error: unknown) => {
        console.error('[checkout] could not load the listing', error);
        if (current) setState({ status: 'error', message: LISTING_LOAD_FAILED });
      },
    );
    return () => {
      current = false;
    };
  }, [collectibleId, open]);

  return state;
}
