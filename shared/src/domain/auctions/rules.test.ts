import { describe, expect, it } from 'vitest';
import { auctionCharges, bidAmountProblem, bidIncrement, lotBiddingProblem, nextMinimumBid, proxyOutcome } from './rules';

// The SQL twins are held equal to these in supabase/tests/auction-rules.test.ts; here, the rules themselves.
const bands = [
  { from: 0, step: 50 },
  { from: 1000, step: 100 },
  { from: 5000, step: 250 },
];

describe('auction rules', () => {
  it('steps by the band the price is in, the band starting at its own price', () => {
    expect([0, 999, 1000, 4999, 5000, 80_000].map((p) => bidIncrement(p, bands))).toEqual([50, 50, 100, 100, 250, 250]);
  });

  it('asks the opening bid first, then the price plus one step', () => {
    expect(nextMinimumBid({ openingBid: 700, currentPrice: null }, bands)).toBe(700);
    expect(nextMinimumBid({ openingBid: 700, currentPrice: 1000 }, bands)).toBe(1100);
  });

  it("adds the buyer's premium and GST on it, rounded half up", () => {
    expect(auctionCharges(10_000, { buyerPremiumBasisPoints: 1500, premiumGstBasisPoints: 1800 })).toEqual({
      hammer: 10_000,
      premium: 1500,
      premiumGst: 270,
      total: 11_770,
    });
    expect(auctionCharges(1010, { buyerPremiumBasisPoints: 1500, premiumGstBasisPoints: 1800 }).premium).toBe(152);
  });

  it('refuses fractions, absurd amounts and bids below the minimum', () => {
    expect(bidAmountProblem(1100.5, 1100, 10_000)).toBe('bid_amount_invalid');
    expect(bidAmountProblem(0, 1, 10_000)).toBe('bid_amount_invalid');
    expect(bidAmountProblem(10_001, 1, 10_000)).toBe('bid_amount_too_large');
    expect(bidAmountProblem(1099, 1100, 10_000)).toBe('bid_too_low');
    expect(bidAmountProblem(1100, 1100, 10_000)).toBeNull();
  });

  it('takes a bid until the instant before the close', () => {
    const start = new Date('2026-12-01T10:00:00Z');
    const close = new Date('2026-12-01T12:00:00Z');
    expect(lotBiddingProblem('scheduled', 'open', start, close, new Date(close.getTime() - 1))).toBeNull();
    expect(lotBiddingProblem('scheduled', 'open', start, close, close)).toBe('bid_closed');
    expect(lotBiddingProblem('scheduled', 'open', start, close, new Date(start.getTime() - 1))).toBe('bid_not_open');
  });

  it('bids by proxy: one step over the second maximum, capped, ties to the earlier, own raises free', () => {
    const leader = { leaderMax: 3000, bidderLeads: false, currentPrice: 1000, openingBid: 1000 };
    expect(proxyOutcome({ ...leader, leaderMax: null, currentPrice: null }, 5000, bands)).toMatchObject({
      outcome: 'leading',
      price: 1000,
    });
    expect(proxyOutcome(leader, 1500, bands)).toMatchObject({ outcome: 'outbid', price: 1600, bestMax: 3000 });
    expect(proxyOutcome(leader, 3000, bands)).toMatchObject({ outcome: 'outbid', price: 3000 });
    expect(proxyOutcome(leader, 3050, bands)).toMatchObject({ outcome: 'leading', price: 3050, leaderChanges: true });
    expect(proxyOutcome(leader, 9000, bands)).toMatchObject({ outcome: 'leading', price: 3100 });
    expect(proxyOutcome({ ...leader, bidderLeads: true }, 9000, bands)).toMatchObject({
      outcome: 'raised',
      price: 1000,
      bestMax: 9000,
    });
  });
});
