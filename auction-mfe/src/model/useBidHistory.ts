import { useEffect, useState } from 'react';
import { type BidStep, fetchBidHistory } from '../api/auctions';

/** The lot's public bid history, read again whenever its number of bids changes. */
export function useBidHistory(lotId: string, bidCount: number, first: BidStep[]): BidStep[] {
  const [history, setHistory] = useState(first);
  const [readFor, setReadFor] = useState(bidCount);
  useEffect(() => {
    if (bidCount === readFor) return;
    let current = true;
    fetchBidHistory(lotId).then(
      (steps) => {
        if (!current) return;
        setHistory(steps);
        setReadFor(bidCount);
      },
      (error: unknown) => console.warn('[sikka] could not read the bid history', error),
    );
    return () => {
      current = false;
    };
  }, [lotId, bidCount, readFor]);
  return history;
}
