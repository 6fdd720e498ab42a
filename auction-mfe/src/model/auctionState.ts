/**
 * Whether an auction is open for bids, upcoming, or closed at the server's `now`: closed once the
 * database says so or every lot's close has passed (by the server's clock), upcoming before its start.
 */
export function auctionState(
  auction: { status: string; starts_at: string },
  lots: readonly { closes_at: string; status: string }[],
  now: number,
): 'open' | 'upcoming' | 'closed' {
  if (auction.status === 'closed' || auction.status === 'cancelled') return 'closed';
  const open = lots.some((lot) => lot.status === 'open' && Date.parse(lot.closes_at) > now);
  if (!open) return 'closed';
  return Date.parse(auction.starts_at) > now ? 'upcoming' : 'open';
}

/** What a cancelled auction's page and its lots' pages say (the auction stays readable at its address). */
export const AUCTION_CANCELLED_TEXT = 'This auction has been cancelled: its lots were withdrawn and no bids on them stand.';

/**
 * The words before an auction's two dates, in the tense of the server's `now`: a collector reading a
 * running auction is told it opened, not that it opens, and a past first close is said as past.
 */
export function auctionDateWords(auction: { starts_at: string; first_lot_closes_at: string }, now: number) {
  return {
    opens: Date.parse(auction.starts_at) <= now ? 'Opened' : 'Opens',
    firstLotCloses: Date.parse(auction.first_lot_closes_at) <= now ? 'First lot closed' : 'First lot closes',
  };
}
