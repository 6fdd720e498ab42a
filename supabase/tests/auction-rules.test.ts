import { describe, expect, it } from 'vitest';
import {
  auctionCharges,
  bidAmountProblem,
  bidIncrement,
  lotBiddingProblem,
  nextMinimumBid,
  proxyOutcome,
  type AuctionSettings,
  type IncrementBand,
} from '../../shared/src/domain/auctions/index.ts';
import { ERROR_TEXTS, type ErrorKey } from '../../shared/src/domain/errors/index.ts';
import { anonClient, db } from './support/clients.ts';

// Issue 47: the house's rules are written twice — in @sikka/shared/domain/auctions for the lot page and in
// SQL for the bidding function. The same samples go through both, and must give the same answers.

async function shippedSettings(): Promise<AuctionSettings> {
  const { data, error } = await anonClient().rpc('auction_settings');
  expect(error).toBeNull();
  return data as unknown as AuctionSettings;
}

const prices = [
  0, 1, 49, 50, 999, 1000, 1001, 4999, 5000, 9999, 10000, 49_999, 50_000, 99_999, 100_000, 499_999, 500_000, 12_345_678,
];

describe('the auction rules in TypeScript and SQL', () => {
  it('prints the shipped settings to every visitor: increments by band, 15 % premium, 18 % GST on it, 2 minutes', async () => {
    const settings = await shippedSettings();
    expect(settings).toMatchObject({
      buyer_premium_basis_points: 1500,
      premium_gst_basis_points: 1800,
      extension_minutes: 2,
      lot_interval_seconds: 60,
      max_bid: 100_000_000,
    });
    expect(settings.increments[0]).toEqual({ from: 0, step: 50 });
  });

  it('agree on the increment and the next minimum bid at every band edge', async () => {
    const { increments } = await shippedSettings();
    const { rows } = await db().query<{ step: string; next: string; opening: string }>(
      `select private.auction_increment(p, $2) as step, private.auction_next_minimum(700, p, $2) as next,
              private.auction_next_minimum(700, null, $2) as opening from unnest($1::bigint[]) p`,
      [prices, JSON.stringify(increments)],
    );
    expect(rows.map((r) => Number(r.step))).toEqual(prices.map((p) => bidIncrement(p, increments)));
    expect(rows.map((r) => Number(r.next))).toEqual(
      prices.map((p) => nextMinimumBid({ openingBid: 700, currentPrice: p }, increments)),
    );
    expect(rows.map((r) => Number(r.opening))).toEqual(prices.map(() => 700));
    expect(bidIncrement(999, increments)).toBe(50);
    expect(bidIncrement(1000, increments)).toBe(100);
  });

  it('agree on the premium and the GST on it, rounded half up to whole rupees', async () => {
    const rates = [
      [1500, 1800],
      [1250, 1800],
      [0, 1800],
      [1500, 0],
      [1800, 1200],
    ] as const;
    for (const [premiumPoints, gstPoints] of rates) {
      const { rows } = await db().query<{ premium: string; premium_gst: string; total: string }>(
        'select c.* from unnest($1::bigint[]) h, private.auction_charges(h, $2, $3) c',
        [prices, premiumPoints, gstPoints],
      );
      expect(rows.map((r) => [Number(r.premium), Number(r.premium_gst), Number(r.total)])).toEqual(
        prices.map((h) => {
          const c = auctionCharges(h, { buyerPremiumBasisPoints: premiumPoints, premiumGstBasisPoints: gstPoints });
          return [c.premium, c.premiumGst, c.total];
        }),
      );
    }
    // ₹10,000 at 15 %: ₹1,500 premium, ₹270 GST on it, ₹11,770 in all; ₹1,003 → ₹150.45 → ₹150, GST ₹27.
    expect(auctionCharges(10_000, { buyerPremiumBasisPoints: 1500, premiumGstBasisPoints: 1800 })).toEqual({
      hammer: 10_000,
      premium: 1500,
      premiumGst: 270,
      total: 11_770,
    });
    expect(auctionCharges(1003, { buyerPremiumBasisPoints: 1500, premiumGstBasisPoints: 1800 }).premium).toBe(150);
    expect(auctionCharges(1010, { buyerPremiumBasisPoints: 1500, premiumGstBasisPoints: 1800 }).premium).toBe(152);
  });

  it('agree on an amount as typed: whole rupees, not absurd, at least the minimum', async () => {
    const amounts = [1100, 1099, 1100.5, 0, -5, 1, 100_000_000, 100_000_001, 1e15, 0.001];
    const { rows } = await db().query<{ problem: string | null }>(
      'select private.auction_bid_problem(a, 1100, 100000000) as problem from unnest($1::numeric[]) a',
      [amounts],
    );
    expect(rows.map((r) => r.problem)).toEqual(amounts.map((a) => bidAmountProblem(a, 1100, 100_000_000)));
    expect(bidAmountProblem(Number.NaN, 1, 10)).toBe('bid_amount_invalid');
  });

  it('agree on when a lot takes bids, the closing instant itself being late', async () => {
    const start = new Date('2026-12-01T10:00:00Z');
    const close = new Date('2026-12-01T12:00:00Z');
    const cases: [string | null, string, Date][] = [
      ['scheduled', 'open', new Date('2026-12-01T09:59:59.999Z')],
      ['scheduled', 'open', start],
      ['scheduled', 'open', new Date('2026-12-01T11:59:59.999Z')],
      ['scheduled', 'open', close],
      ['scheduled', 'open', new Date('2026-12-01T12:00:00.001Z')],
      ['scheduled', 'sold', start],
      ['scheduled', 'cancelled', start],
      ['closed', 'open', start],
      ['draft', 'open', start],
      [null, 'open', start],
    ];
    for (const [auction, lot, at] of cases) {
      const { rows } = await db().query<{ problem: string | null }>(
        'select private.auction_lot_problem($1, $2, $3, $4, $5) as problem',
        [auction, lot, start, close, at],
      );
      expect(rows[0]!.problem, `${auction}/${lot} at ${at.toISOString()}`).toBe(
        lotBiddingProblem(auction as 'scheduled' | null, lot as 'open', start, close, at),
      );
    }
    expect(lotBiddingProblem('scheduled', 'open', start, close, close)).toBe('bid_closed');
    expect(lotBiddingProblem('scheduled', 'open', start, close, new Date(close.getTime() - 1))).toBeNull();
  });

  it('agree on every proxy outcome', async () => {
    const bands: IncrementBand[] = (await shippedSettings()).increments;
    // [leader's maximum, bidder leads, current price, amount]
    const cases: [number | null, boolean, number | null, number][] = [
      [null, false, null, 1000],
      [null, false, null, 5000],
      [3000, false, 1000, 1100],
      [3000, false, 1000, 3000],
      [3000, false, 1000, 3050],
      [3000, false, 1000, 3100],
      [3000, false, 1000, 9000],
      [3000, true, 1000, 9000],
      [1000, false, 1000, 1050],
      [999, false, 950, 1000],
      [50_000, false, 20_000, 49_999],
    ];
    for (const [leaderMax, bidderLeads, currentPrice, amount] of cases) {
      const { rows } = await db().query<{ outcome: string; leader_changes: boolean; price: string; best_max: string }>(
        'select p.* from private.auction_proxy($1, $2, $3, $4, 1000, $5, $6) p',
        [leaderMax !== null, bidderLeads, leaderMax, currentPrice, amount, JSON.stringify(bands)],
      );
      const sql = rows[0]!;
      expect({ ...sql, price: Number(sql.price), best_max: Number(sql.best_max) }).toEqual(
        (({ outcome, leaderChanges, price, bestMax }) => ({ outcome, leader_changes: leaderChanges, price, best_max: bestMax }))(
          proxyOutcome({ leaderMax, bidderLeads, currentPrice, openingBid: 1000 }, amount, bands),
        ),
      );
    }
  });

  it('refuses with the words the screens show for each auction key', async () => {
    const keys = Object.keys(ERROR_TEXTS).filter((k) =>
      /^(bid_|bidder_not_found|auction_|lot_|win_|checkout_nothing|listing_in_auction)/.test(k),
    ) as ErrorKey[];
    expect(keys.length).toBeGreaterThan(25);
    // cancel_auction's own refusals (20261201100000_cancel_auction.sql) are raised by its own function.
    const cancelKeys = new Set([
      'auction_already_cancelled',
      'auction_already_closed',
      'auction_lot_paid_for',
      'auction_cancel_reason_required',
      'auction_cancel_reason_too_long',
    ]);
    for (const key of keys.filter((k) => k !== 'auction_description_too_long')) {
      const refuse = cancelKeys.has(key) ? 'private.refuse_auction_cancel' : 'private.refuse_auction';
      const error = await db()
        .query(`select ${refuse}($1)`, [key])
        .then(() => null)
        .catch((e: { message: string; hint: string }) => e);
      expect(error, key).toMatchObject({ message: ERROR_TEXTS[key], hint: key });
    }
  });
});
