import { beforeAll, describe, expect, it } from 'vitest';
import { proxyOutcome, type IncrementBand } from '../../shared/src/domain/auctions/index.ts';
import { bidder, lotState, openLot, type Bidder } from './support/auctions.ts';
import { anonClient, db } from './support/clients.ts';

// Issue 47: 200 bids at once on one lot from 50 bidders. The lot's row lock makes them take turns, so the
// outcome is the same as if they had come one by one in the order the database took them: replaying the
// stored bids through the shared rule gives the very price, leader and outcome of each.

const BIDDERS = 50;
const BIDS = 200;
const bidders: Bidder[] = [];

beforeAll(async () => {
  for (let i = 0; i < BIDDERS; i += 10) {
    bidders.push(...(await Promise.all(Array.from({ length: 10 }, (_, k) => bidder(`crowd${i + k}`)))));
  }
}, 180_000);

describe('200 concurrent bids on one lot from 50 bidders', () => {
  it('end with one consistent winner and price, no bid lost, the history complete and in order', async () => {
    const lot = await openLot({ openingBid: 1000 });
    const { data: settings } = await anonClient().rpc('auction_settings');
    const bands = settings!.increments as unknown as IncrementBand[];
    // Rising amounts with a random spread, sent all at once: the database takes them in whatever order
    // they arrive, so many beat the price and some do not (refused as too low).
    const attempts = Array.from({ length: BIDS }, (_, i) => ({
      who: bidders[i % BIDDERS]!,
      amount: 1000 + i * 300 + Math.floor(Math.random() * 2000),
    }));
    const results = await Promise.all(attempts.map(({ who, amount }) => who.client.rpc('place_bid', { lot_id: lot.id, amount })));
    const refused = results.filter((r) => r.error);
    for (const r of refused) expect(['bid_too_low', 'bid_not_above_own_maximum']).toContain(r.error!.hint);
    const acceptedCount = results.length - refused.length;
    expect(acceptedCount).toBeGreaterThan(10);

    const { rows: bids } = await db().query<{
      id: string;
      bidder_id: string;
      max_amount: string;
      outcome: string;
      placed_at: Date;
    }>('select id, bidder_id, max_amount, outcome, placed_at from public.auction_bids where lot_id = $1 order by id', [lot.id]);
    // No bid lost: every accepted call is a stored bid, and no refused one is.
    expect(bids).toHaveLength(acceptedCount);
    // In order: the ids follow the database's clock.
    for (let i = 1; i < bids.length; i += 1)
      expect(bids[i]!.placed_at.getTime()).toBeGreaterThanOrEqual(bids[i - 1]!.placed_at.getTime());

    // Replaying the stored order through the shared rule gives every outcome, the price and the leader.
    let leader: string | null = null;
    let leaderMax: number | null = null;
    let price: number | null = null;
    for (const b of bids) {
      const amount = Number(b.max_amount);
      const next = proxyOutcome(
        { leaderMax, bidderLeads: leader === b.bidder_id, currentPrice: price, openingBid: 1000 },
        amount,
        bands,
      );
      expect(b.outcome).toBe(next.outcome);
      if (next.leaderChanges) leader = b.bidder_id;
      leaderMax = next.bestMax;
      price = next.price;
    }
    const state = await lotState(lot.id);
    expect(state).toMatchObject({ current_price: price, leader_id: leader, leader_max: leaderMax, bid_count: acceptedCount });
    // The winner holds the highest maximum (the earliest of equals).
    const best = Math.max(...bids.map((b) => Number(b.max_amount)));
    expect(leaderMax).toBe(best);
    expect(bids.find((b) => Number(b.max_amount) === best)!.bidder_id).toBe(leader);
    const handle = bidders.find((b) => b.id === leader)!.handle;
    expect(state.leader_handle).toBe(handle);

    // The public history is complete: each accepted bid that was not a raise shows, in id order.
    const { data: history } = await anonClient()
      .from('auction_bid_history')
      .select('id, amount, handle')
      .eq('lot_id', lot.id)
      .order('id');
    const raises = bids.filter((b) => b.outcome === 'raised').length;
    expect(history!.length).toBeGreaterThanOrEqual(acceptedCount - raises);
    expect(history!.at(-1)).toMatchObject({ amount: price, handle });
    for (let i = 1; i < history!.length; i += 1) expect(history![i]!.amount).toBeGreaterThanOrEqual(history![i - 1]!.amount);
  }, 120_000);
});
