import type { ErrorKey } from '@sikka/shared/domain/errors';

/**
 * The house's auction rules (issue 47), written once for the lot page and the bidding function. Each has
 * an SQL twin in 20261130100000_auctions.sql (private.auction_increment, auction_next_minimum,
 * auction_charges, auction_bid_problem, auction_lot_problem, auction_proxy); supabase/tests/auction-rules.test.ts
 * runs the same samples through both. Money is whole rupees.
 */

/** A price band: from this price (inclusive) on, bids go up by `step`. */
export interface IncrementBand {
  from: number;
  step: number;
}

/** The shop's settings as `auction_settings()` returns them (the shipped defaults in the migration). */
export interface AuctionSettings {
  increments: IncrementBand[];
  buyer_premium_basis_points: number;
  premium_gst_basis_points: number;
  extension_minutes: number;
  lot_interval_seconds: number;
  reminder_minutes: number;
  outbid_mail_minutes: number;
  payment_days: number;
  max_bid: number;
  shipping: number;
}

/** The step at a price: the last band that starts at or below it (1 when none does). */
export function bidIncrement(price: number, bands: readonly IncrementBand[]): number {
  let step = 1;
  let from = -1;
  for (const band of bands) {
    if (band.from <= price && band.from > from) {
      from = band.from;
      step = band.step;
    }
  }
  return step;
}

/** The least the next bid may be: the opening bid while there is none, then the price plus one step. */
export function nextMinimumBid(
  lot: { openingBid: number; currentPrice: number | null },
  bands: readonly IncrementBand[],
): number {
  return lot.currentPrice === null ? lot.openingBid : lot.currentPrice + bidIncrement(lot.currentPrice, bands);
}

/** round(value × basis points / 10 000), half up, on whole rupees (as SQL's integer division does it). */
const basisPoints = (value: number, points: number) => Math.floor((value * points + 5000) / 10000);

export interface AuctionCharges {
  hammer: number;
  premium: number;
  premiumGst: number;
  total: number;
}

/** What a winner pays for a lot before shipping: hammer, the buyer's premium and GST on the premium. */
export function auctionCharges(
  hammer: number,
  rates: { buyerPremiumBasisPoints: number; premiumGstBasisPoints: number },
): AuctionCharges {
  const premium = basisPoints(hammer, rates.buyerPremiumBasisPoints);
  const premiumGst = basisPoints(premium, rates.premiumGstBasisPoints);
  return { hammer, premium, premiumGst, total: hammer + premium + premiumGst };
}

/** '15 %' from 1500 basis points, as the lot page prints the premium and its GST. */
export const percentFromBasisPoints = (points: number) => `${points / 100} %`;

export type BidAmountProblem = Extract<ErrorKey, 'bid_amount_invalid' | 'bid_amount_too_large' | 'bid_too_low'>;

/** A bid as typed: a whole number of rupees, not absurd, at least the next minimum. */
export function bidAmountProblem(amount: number, minimum: number, maxBid: number): BidAmountProblem | null {
  if (!Number.isFinite(amount) || !Number.isInteger(amount) || amount < 1) return 'bid_amount_invalid';
  if (amount > maxBid) return 'bid_amount_too_large';
  if (amount < minimum) return 'bid_too_low';
  return null;
}

export type AuctionStatus = 'draft' | 'scheduled' | 'closed' | 'cancelled';
export type LotStatus = 'open' | 'sold' | 'unsold' | 'cancelled';
export type LotBiddingProblem = Extract<ErrorKey, 'bid_lot_not_found' | 'bid_closed' | 'bid_not_open'>;

/**
 * Whether a lot takes a bid at `at` (the database's clock, never the browser's): from the auction's start
 * until the instant before its close; a bid at the closing instant is late.
 */
export function lotBiddingProblem(
  auctionStatus: AuctionStatus | null,
  lotStatus: LotStatus,
  startsAt: Date,
  closesAt: Date,
  at: Date,
): LotBiddingProblem | null {
  if (auctionStatus === null || auctionStatus === 'draft') return 'bid_lot_not_found';
  if (lotStatus !== 'open' || auctionStatus !== 'scheduled') return 'bid_closed';
  if (at < startsAt) return 'bid_not_open';
  if (at >= closesAt) return 'bid_closed';
  return null;
}

export interface ProxyState {
  /** The current leader's maximum, or null while nobody has bid. */
  leaderMax: number | null;
  /** Whether the bidder is the current leader. */
  bidderLeads: boolean;
  currentPrice: number | null;
  openingBid: number;
}

export interface ProxyOutcome {
  /** leading: the bidder leads now; outbid: an earlier maximum still leads; raised: the leader's new maximum. */
  outcome: 'leading' | 'outbid' | 'raised';
  leaderChanges: boolean;
  price: number;
  bestMax: number;
}

/**
 * Proxy bidding for an amount that passed bidAmountProblem: the price is the lowest that beats the
 * second-best maximum by one step, capped at the best maximum; equal maximums go to the earlier; the
 * leader raising their own maximum never raises their own price.
 */
export function proxyOutcome(state: ProxyState, amount: number, bands: readonly IncrementBand[]): ProxyOutcome {
  const { leaderMax, bidderLeads, currentPrice, openingBid } = state;
  if (leaderMax === null) return { outcome: 'leading', leaderChanges: true, price: openingBid, bestMax: amount };
  if (bidderLeads) return { outcome: 'raised', leaderChanges: false, price: currentPrice ?? openingBid, bestMax: amount };
  if (amount > leaderMax) {
    return {
      outcome: 'leading',
      leaderChanges: true,
      price: Math.min(amount, leaderMax + bidIncrement(leaderMax, bands)),
      bestMax: amount,
    };
  }
  return {
    outcome: 'outbid',
    leaderChanges: false,
    price: Math.min(leaderMax, amount + bidIncrement(amount, bands)),
    bestMax: leaderMax,
  };
}
