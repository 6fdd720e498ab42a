import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '../../shared/src/domain/errors/index.ts';
import { bidder, lotState, openLot, type Bidder } from './support/auctions.ts';
import { anonClient, anonymousSession, db } from './support/clients.ts';

// Issue 47: one SQL function decides every bid, through supabase-js as the lot page calls it.

let alice: Bidder;
let bob: Bidder;
let carol: Bidder;
beforeAll(async () => {
  [alice, bob, carol] = await Promise.all([bidder('alice'), bidder('bob'), bidder('carol')]);
});

const bid = (who: Bidder, lotId: string, amount: number) => who.client.rpc('place_bid', { lot_id: lotId, amount });

async function accepted(who: Bidder, lotId: string, amount: number) {
  const { data, error } = await bid(who, lotId, amount);
  expect(error, `${amount} by ${who.handle}: ${error?.message}`).toBeNull();
  return data!;
}

describe('proxy bidding', () => {
  // Each case: bids in order as [who, maximum]; then the price, the leader and each bid's outcome.
  // Increments (shipped): ₹50 below ₹1,000, ₹100 from ₹1,000, ₹250 from ₹5,000. Opening bid ₹1,000.
  const cases: {
    name: string;
    bids: ['alice' | 'bob' | 'carol', number][];
    price: number;
    leader: 'alice' | 'bob' | 'carol';
    outcomes: string[];
    reserve?: number;
    reserveMet?: boolean | null;
  }[] = [
    {
      name: 'a first bid leads at the opening bid, whatever its maximum',
      bids: [['alice', 3000]],
      price: 1000,
      leader: 'alice',
      outcomes: ['leading'],
    },
    {
      name: 'a lower challenger is outbid by the proxy at one step above their maximum',
      bids: [
        ['alice', 3000],
        ['bob', 1500],
      ],
      price: 1600,
      leader: 'alice',
      outcomes: ['leading', 'outbid'],
    },
    {
      name: 'a higher challenger leads one step above the old maximum',
      bids: [
        ['alice', 3000],
        ['bob', 5000],
      ],
      price: 3100,
      leader: 'bob',
      outcomes: ['leading', 'leading'],
    },
    {
      name: 'the price is capped at the best maximum when a step would pass it',
      bids: [
        ['alice', 3000],
        ['bob', 3050],
      ],
      price: 3050,
      leader: 'bob',
      outcomes: ['leading', 'leading'],
    },
    {
      name: 'equal maximums go to the earlier bid, at that maximum',
      bids: [
        ['alice', 3000],
        ['bob', 3000],
      ],
      price: 3000,
      leader: 'alice',
      outcomes: ['leading', 'outbid'],
    },
    {
      name: "raising one's own maximum never raises one's own price",
      bids: [
        ['alice', 2000],
        ['bob', 1500],
        ['alice', 8000],
      ],
      price: 1600,
      leader: 'alice',
      outcomes: ['leading', 'outbid', 'raised'],
    },
    {
      name: 'a raised maximum still holds against the next challenger',
      bids: [
        ['alice', 2000],
        ['alice', 8000],
        ['bob', 6000],
      ],
      price: 6250,
      leader: 'alice',
      outcomes: ['leading', 'raised', 'outbid'],
    },
    {
      name: 'three bidders: the price follows the second-best maximum',
      bids: [
        ['alice', 2500],
        ['bob', 4000],
        ['carol', 3500],
      ],
      price: 3600,
      leader: 'bob',
      outcomes: ['leading', 'leading', 'outbid'],
    },
    {
      name: 'a reserve is met by the leading maximum, not shown by the price',
      bids: [
        ['alice', 6000],
        ['bob', 1200],
      ],
      price: 1300,
      leader: 'alice',
      outcomes: ['leading', 'outbid'],
      reserve: 5000,
      reserveMet: true,
    },
    {
      name: 'a reserve above every maximum is not met',
      bids: [
        ['alice', 3000],
        ['bob', 2000],
      ],
      price: 2100,
      leader: 'alice',
      outcomes: ['leading', 'outbid'],
      reserve: 5000,
      reserveMet: false,
    },
  ];

  it.each(cases)('$name', async ({ bids, price, leader, outcomes, reserve, reserveMet }) => {
    const lot = await openLot({ openingBid: 1000, reserve: reserve ?? null });
    const who = { alice, bob, carol };
    const seen: string[] = [];
    for (const [name, amount] of bids) seen.push((await accepted(who[name], lot.id, amount)).outcome);
    expect(seen).toEqual(outcomes);
    const state = await lotState(lot.id);
    expect(state).toMatchObject({
      current_price: price,
      leader_handle: who[leader].handle,
      leader_id: who[leader].id,
      bid_count: bids.length,
    });
    expect(state.reserve_met).toBe(reserveMet ?? null);
    // What a visitor reads: the price, the count and the handle; never a maximum or a name.
    const { data } = await anonClient().from('auction_lots').select('*').eq('id', lot.id).single();
    expect(data).toMatchObject({ current_price: price, leader_handle: who[leader].handle, bid_count: bids.length });
    expect(Object.keys(data!)).not.toContain('reserve');
    expect(JSON.stringify(data)).not.toContain(who[leader].id);
  });

  it('keeps the public history in order, a proxy step marked, and no maximum above the price', async () => {
    const lot = await openLot({ openingBid: 1000 });
    await accepted(alice, lot.id, 9000);
    await accepted(bob, lot.id, 2000);
    await accepted(carol, lot.id, 3000);
    const { data } = await anonClient()
      .from('auction_bid_history')
      .select('handle, amount, is_proxy')
      .eq('lot_id', lot.id)
      .order('id');
    expect(data).toEqual([
      { handle: alice.handle, amount: 1000, is_proxy: false },
      { handle: bob.handle, amount: 2000, is_proxy: false },
      { handle: alice.handle, amount: 2100, is_proxy: true },
      { handle: carol.handle, amount: 3000, is_proxy: false },
      { handle: alice.handle, amount: 3100, is_proxy: true },
    ]);
    // Each bidder reads their own bids, with their maximum; nobody else's.
    const mine = await bob.client.from('auction_bids').select('max_amount, outcome, bidder_id').eq('lot_id', lot.id);
    expect(mine.data).toEqual([{ max_amount: 2000, outcome: 'outbid', bidder_id: bob.id }]);
    expect((await anonClient().from('auction_bids').select('id').eq('lot_id', lot.id)).data ?? []).toEqual([]);
  });

  it("tells the bidder where they stand: 'winning', then 'outbid'", async () => {
    const lot = await openLot({ openingBid: 1000 });
    await accepted(alice, lot.id, 1500);
    const before = await alice.client.rpc('my_auction_lots', { auction: lot.auctionId });
    expect(before.data).toEqual([{ lot_id: lot.id, auction_id: lot.auctionId, my_maximum: 1500, state: 'winning' }]);
    await accepted(bob, lot.id, 4000);
    const after = await alice.client.rpc('my_auction_lots', { auction: lot.auctionId });
    expect(after.data?.[0]?.state).toBe('outbid');
    const { data: own } = await alice.client.from('auction_bidders').select('handle').single();
    const { data: live } = await anonClient().from('auction_lots').select('leader_handle').eq('id', lot.id).single();
    expect(live?.leader_handle).not.toBe(own?.handle);
  });
});

describe('extended bidding and the clock', () => {
  it('a bid in the last two minutes moves the close to two minutes after the bid', async () => {
    const lot = await openLot({ closesIn: 30 });
    const before = await lotState(lot.id);
    const result = await accepted(alice, lot.id, 1000);
    const after = await lotState(lot.id);
    const { rows } = await db().query<{ placed_at: Date }>('select placed_at from public.auction_bids where lot_id = $1', [
      lot.id,
    ]);
    expect(new Date(after.closes_at).getTime()).toBe(rows[0]!.placed_at.getTime() + 120_000);
    expect(new Date(after.closes_at).getTime()).toBeGreaterThan(new Date(before.closes_at).getTime());
    expect(new Date(result.closes_at).getTime()).toBe(new Date(after.closes_at).getTime());
  });

  it('a bid before the last two minutes leaves the close where it was', async () => {
    const lot = await openLot({ closesIn: 600 });
    const before = await lotState(lot.id);
    await accepted(alice, lot.id, 1000);
    expect((await lotState(lot.id)).closes_at).toEqual(before.closes_at);
  });

  it('refuses a bid at the closing instant and after it, by the database clock', async () => {
    const lot = await openLot({ closesIn: 600 });
    await db().query('update public.auction_lots set closes_at = clock_timestamp() where id = $1', [lot.id]);
    const { error } = await bid(alice, lot.id, 1000);
    expect(error).toMatchObject({ message: ERROR_TEXTS.bid_closed, hint: 'bid_closed' });
    expect((await lotState(lot.id)).bid_count).toBe(0);
  });

  it('refuses a bid before the auction opens', async () => {
    const lot = await openLot({ startsIn: 600, closesIn: 3600 });
    const { error } = await bid(alice, lot.id, 1000);
    expect(error).toMatchObject({ message: ERROR_TEXTS.bid_not_open });
  });

  it('refuses a bid on a settled or cancelled lot', async () => {
    const lot = await openLot();
    await db().query(`update public.auction_lots set status = 'cancelled' where id = $1`, [lot.id]);
    expect((await bid(alice, lot.id, 1000)).error?.message).toBe(ERROR_TEXTS.bid_closed);
  });
});

describe('bad input, each refused with its words', () => {
  it.each([
    ['below the next increment', 1000, 1050, 'bid_too_low', '1100'],
    ['a fraction of a rupee', 1000, 1100.5, 'bid_amount_invalid', ''],
    ['zero', null, 0, 'bid_amount_invalid', ''],
    ['negative', null, -100, 'bid_amount_invalid', ''],
    ['absurd', null, 1_000_000_000_000, 'bid_amount_too_large', ''],
    ['below the opening bid', null, 999, 'bid_too_low', '1000'],
  ] as const)('%s', async (_name, first, amount, key, details) => {
    const lot = await openLot({ openingBid: 1000 });
    if (first !== null) await accepted(carol, lot.id, first);
    const { error } = await bid(alice, lot.id, amount);
    expect(error).toMatchObject({ message: ERROR_TEXTS[key], hint: key });
    if (details) expect(error?.details).toBe(details);
  });

  it("the leader's new maximum must be above their old one", async () => {
    const lot = await openLot({ openingBid: 1000 });
    await accepted(alice, lot.id, 3000);
    const { error } = await bid(alice, lot.id, 3000);
    expect(error).toMatchObject({ hint: 'bid_not_above_own_maximum', details: '3000' });
  });

  it("the leader's new maximum may be one rupee above their old one, not an increment (the lot page's least)", async () => {
    const lot = await openLot({ openingBid: 1000 });
    await accepted(alice, lot.id, 3000);
    expect(await accepted(alice, lot.id, 3001)).toMatchObject({ outcome: 'raised', your_maximum: 3001, next_minimum: 1100 });
  });

  it('a visitor, an anonymous session, no terms, no phone: each asked for what is missing', async () => {
    const lot = await openLot();
    expect((await anonClient().rpc('place_bid', { lot_id: lot.id, amount: 1000 })).error).not.toBeNull();
    const guest = await anonymousSession();
    expect((await guest.rpc('place_bid', { lot_id: lot.id, amount: 1000 })).error?.message).toBe(ERROR_TEXTS.bid_auth_required);
    const noTerms = await bidder('noterms', { terms: false });
    expect((await bid(noTerms, lot.id, 1000)).error?.message).toBe(ERROR_TEXTS.bid_terms_required);
    // An account that accepted the terms before the terms step asked for a phone (20261203100000).
    const noPhone = await bidder('nophone');
    await db().query('update public.profiles set phone = null where id = $1', [noPhone.id]);
    expect((await bid(noPhone, lot.id, 1000)).error?.message).toBe(ERROR_TEXTS.bid_phone_required);
    const unverified = await bidder('unverified');
    await db().query('update auth.users set email_confirmed_at = null where id = $1', [unverified.id]);
    expect((await bid(unverified, lot.id, 1000)).error?.message).toBe(ERROR_TEXTS.bid_email_unverified);
    expect((await lotState(lot.id)).bid_count).toBe(0);
  });

  it('a blocked bidder, and the seller of the piece', async () => {
    const blocked = await bidder('blocked');
    await db().query(`update public.auction_bidders set blocked_at = now(), blocked_reason = 'Unpaid lots' where id = $1`, [
      blocked.id,
    ]);
    const seller = await bidder('seller');
    const lot = await openLot({ sellerId: seller.id });
    expect((await bid(blocked, lot.id, 1000)).error?.message).toBe(ERROR_TEXTS.bid_blocked);
    expect((await bid(seller, lot.id, 1000)).error?.message).toBe(ERROR_TEXTS.bid_own_piece);
  });

  it('an unknown lot, and a lot of an auction not yet published', async () => {
    expect((await bid(alice, '00000000-0000-4000-8000-00000000dead', 1000)).error?.message).toBe(ERROR_TEXTS.bid_lot_not_found);
    const lot = await openLot();
    await db().query(`update public.auctions set status = 'draft' where id = $1`, [lot.auctionId]);
    expect((await bid(alice, lot.id, 1000)).error?.message).toBe(ERROR_TEXTS.bid_lot_not_found);
    expect((await anonClient().from('auction_lots').select('id').eq('id', lot.id)).data).toEqual([]);
  });

  it('a flood of bids from one account', async () => {
    const [flooder, other] = await Promise.all([bidder('flooder'), bidder('other')]);
    const lot = await openLot({ openingBid: 1000 });
    await db().query(`update private.attempt_limits set per_user = 3 where action = 'place_bid'`);
    try {
      for (const amount of [1000, 2000, 3000]) await accepted(flooder, lot.id, amount);
      const { error } = await bid(flooder, lot.id, 4000);
      expect(error).toMatchObject({ message: ERROR_TEXTS.bid_rate_limited, hint: 'bid_rate_limited' });
      // Another account still bids.
      expect((await bid(other, lot.id, 5000)).error).toBeNull();
    } finally {
      await db().query(`update private.attempt_limits set per_user = 100000 where action = 'place_bid'`);
    }
  });
});

describe('the outbid e-mail', () => {
  it('goes to the displaced leader, at most once per lot in the window', async () => {
    const lot = await openLot({ openingBid: 1000 });
    await accepted(alice, lot.id, 1500);
    await accepted(bob, lot.id, 2000);
    await accepted(alice, lot.id, 3000);
    await accepted(bob, lot.id, 4000);
    await accepted(alice, lot.id, 5000);
    const { rows } = await db().query<{ recipient: string; data: { lot_number: number; current_price: number } }>(
      `select recipient, data from public.outbox where template = 'auction_outbid' and data ->> 'lot_id' = $1 order by created_at`,
      [lot.id],
    );
    expect(rows.map((r) => r.recipient)).toEqual([alice.email, bob.email]);
    expect(rows[0]!.data.current_price).toBe(1600);
  });
});

describe('live', () => {
  it("sends every watcher of a lot the new price, count, leader's handle and close on each bid", async () => {
    const lot = await openLot({ openingBid: 1000, closesIn: 60 });
    const visitor = anonClient();
    const changes: Record<string, unknown>[] = [];
    const channel = visitor.channel(`lot-${lot.id}`);
    await new Promise<void>((resolve, reject) => {
      channel
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'auction_lots', filter: `id=eq.${lot.id}` },
          (payload) => {
            changes.push(payload.new);
          },
        )
        .subscribe((status) => {
          if (status === 'SUBSCRIBED') resolve();
          if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(new Error(status));
        });
    });
    try {
      await accepted(alice, lot.id, 2000);
      const placed = await accepted(bob, lot.id, 1500);
      await expect.poll(() => changes.length).toBe(2);
      expect(changes[1]).toMatchObject({ current_price: 1600, bid_count: 2, leader_handle: alice.handle });
      // The close a bid in the last minutes moved, as the bidder's answer gave it.
      expect(new Date(String(changes[1]!.closes_at)).getTime()).toBe(new Date(placed.closes_at).getTime());
      expect(Object.keys(changes[1]!)).not.toContain('reserve');
    } finally {
      await visitor.removeChannel(channel);
    }
  });
});
