import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@sikka/shared/session';
import { acceptAuctionTerms, fetchBiddingPhoneMissing, fetchMyBidder, fetchMyLots, type MyLot } from '../api/auctions';

export interface Bidder {
  /** 'visitor': not signed in (or an anonymous checkout session); 'loading' while the session or the row is read. */
  status: 'loading' | 'visitor' | 'ready';
  /** The bidder's anonymised handle (null before they accepted the terms: they have no row yet). */
  handle: string | null;
  termsAccepted: boolean;
  /** The profile has no valid phone (an account made with e-mail and password): the terms step asks for one. */
  needsPhone: boolean;
  blocked: boolean;
  /** The bidder's own lots of the auction: their maximum and standing, by lot id. */
  myLots: Map<string, MyLot>;
  /** Accepts the terms, with the phone the terms step asked for (`needsPhone`); throws the database's refusal. */
  acceptTerms(phone?: string): Promise<void>;
  /** Reads the bidder's lots again (after a bid of their own). */
  refresh(): Promise<void>;
}

/** The signed-in bidder's own state for an auction's pages (their handle, terms, maximums). */
export function useBidder(auctionId: string): Bidder {
  const session = useSession();
  const signedIn = session.status === 'ready' && session.user !== null && !session.isAnonymous;
  const userId = signedIn ? session.user?.id : undefined;
  const [state, setState] = useState<Omit<Bidder, 'status' | 'acceptTerms' | 'refresh'> & { for?: string }>({
    handle: null,
    termsAccepted: false,
    needsPhone: false,
    blocked: false,
    myLots: new Map(),
  });

  const refresh = useCallback(async () => {
    if (!userId) return;
    const [row, lots, needsPhone] = await Promise.all([fetchMyBidder(), fetchMyLots(auctionId), fetchBiddingPhoneMissing()]);
    setState({
      for: userId,
      handle: row?.handle ?? null,
      termsAccepted: Boolean(row?.terms_accepted_at),
      needsPhone,
      blocked: Boolean(row?.blocked_at),
      myLots: new Map(lots.map((lot) => [lot.lot_id, lot])),
    });
  }, [userId, auctionId]);

  useEffect(() => {
    refresh().catch((error: unknown) => console.warn('[sikka] could not read the bidder', error));
  }, [refresh]);

  const acceptTerms = useCallback(async (phone?: string) => {
    const handle = await acceptAuctionTerms(phone);
    setState((current) => ({ ...current, handle, termsAccepted: true, needsPhone: false }));
  }, []);

  const status = session.status === 'loading' ? 'loading' : !userId ? 'visitor' : state.for === userId ? 'ready' : 'loading';
  return { ...state, status, acceptTerms, refresh };
}
