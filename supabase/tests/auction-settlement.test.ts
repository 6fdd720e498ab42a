import { beforeAll, describe, expect, it } from 'vitest';
import { auctionCharges } from '../../shared/src/domain/auctions/index.ts';
import { ERROR_TEXTS } from '../../shared/src/domain/errors/index.ts';
import { bidder, closeLot, openLot, type Bidder } from './support/auctions.ts';
import { delivery } from './support/checkout.ts';
import { anonClient, anonymousSession, db, type ShopClient } from './support/clients.ts';
import { staffAccount } from './support/staff.ts';

// Issue 47: after the close. The job settles each lot, the winner pays one order per auction through
// the existing payment step, an unpaid lot can go to the underbidder, and watchers are reminded.

let staff: ShopClient;
let alice: Bidder;
let bob: Bidder;
beforeAll(async () => {
  const [s, a, b] = await Promise.all([staffAccount('staff'), bidder('alice'), bidder('bob')]);
  [staff, alice, bob] = [s.client, a, b];
});

const bid = async (who: Bidder, lotId: string, amount: number) =>
  expect((await who.client.rpc('place_bid', { lot_id: lotId, amount })).error).toBeNull();
const rates = { buyerPremiumBasisPoints: 1500, premiumGstBasisPoints: 1800 };
const freshUtr = () => `${Date.now()}`.slice(-12).padStart(12, '4');

describe('the close', () => {
  it('sells to the leading maximum at the price, and makes the win with premium, GST and a deadline', async () => {
    const lot = await openLot({ openingBid: 1000 });
    await bid(alice, lot.id, 5000);
    await bid(bob, lot.id, 3000);
    await closeLot(lot.id);
    const { data } = await anonClient().from('auction_lots').select('status, hammer_price, closed_at').eq('id', lot.id).single();
    expect(data).toMatchObject({ status: 'sold', hammer_price: 3100 });
    const { data: wins } = await alice.client.from('auction_wins').select('*').eq('lot_id', lot.id);
    const charges = auctionCharges(3100, rates);
    expect(wins).toEqual([
      expect.objectContaining({
        bidder_id: alice.id,
        hammer_price: 3100,
        premium: charges.premium,
        premium_gst: charges.premiumGst,
        status: 'awaiting_payment',
      }),
    ]);
    expect(new Date(wins![0]!.pay_by).getTime() - new Date(data!.closed_at!).getTime()).toBe(3 * 86_400_000);
    expect((await bob.client.from('auction_wins').select('id').eq('lot_id', lot.id)).data).toEqual([]);
    expect((await alice.client.rpc('my_auction_lots', { auction: lot.auctionId })).data?.[0]?.state).toBe('won');
    expect((await bob.client.rpc('my_auction_lots', { auction: lot.auctionId })).data?.[0]?.state).toBe('lost');
    const { rows } = await db().query(
      `select 1 from public.outbox where template = 'auction_won' and recipient = $1 and data ->> 'lot_number' = '1' and data ->> 'auction_slug' = $2`,
      [alice.email, lot.auctionSlug],
    );
    expect(rows).toHaveLength(1);
    const { data: auction } = await anonClient().from('auctions').select('status').eq('id', lot.auctionId).single();
    expect(auction?.status).toBe('closed');
  });

  it('does not sell below the reserve, says so without the amount, and puts the listing back', async () => {
    const lot = await openLot({ openingBid: 1000, reserve: 9000 });
    await db().query(`update private.auction_lot_secrets set listing_status_before = null where lot_id = $1`, [lot.id]);
    await bid(alice, lot.id, 4000);
    await closeLot(lot.id);
    const { data } = await anonClient().from('auction_lots').select('*').eq('id', lot.id).single();
    expect(data).toMatchObject({ status: 'unsold', hammer_price: null, reserve_met: false, has_reserve: true });
    expect(JSON.stringify(data)).not.toContain('9000');
    const { rows } = await db().query('select status from public.collectibles where id = $1', [lot.collectibleId]);
    expect(rows[0]!.status).toBeNull();
    expect((await alice.client.from('auction_wins').select('id').eq('lot_id', lot.id)).data).toEqual([]);
  });

  it('sells at the reserve when the leading maximum reaches it above the price', async () => {
    const lot = await openLot({ openingBid: 1000, reserve: 4000 });
    await bid(alice, lot.id, 6000);
    await closeLot(lot.id);
    const { data } = await anonClient()
      .from('auction_lots')
      .select('status, hammer_price, reserve_met')
      .eq('id', lot.id)
      .single();
    expect(data).toEqual({ status: 'sold', hammer_price: 4000, reserve_met: true });
  });

  it('settles a lot only once when two jobs run at the same moment', async () => {
    const lot = await openLot({ openingBid: 1000 });
    await bid(alice, lot.id, 2000);
    await db().query(`update public.auction_lots set closes_at = clock_timestamp() - interval '1 second' where id = $1`, [
      lot.id,
    ]);
    await Promise.all([
      db().query('select private.close_due_auction_lots()'),
      db().query('select private.close_due_auction_lots()'),
    ]);
    const { rows } = await db().query('select 1 from public.auction_wins where lot_id = $1', [lot.id]);
    expect(rows).toHaveLength(1);
  });
});

describe("the winner's payment", () => {
  it('makes one order for all their lots of the auction, paid through the existing payment step', async () => {
    const first = await openLot({ openingBid: 1000 });
    const second = await openLot({ openingBid: 2000, auctionId: first.auctionId });
    await bid(alice, first.id, 1500);
    await bid(alice, second.id, 2500);
    await closeLot(first.id);
    await closeLot(second.id);
    expect((await bob.client.rpc('checkout_auction', { auction: first.auctionId, ...delivery })).error?.message).toBe(
      ERROR_TEXTS.checkout_nothing_won,
    );
    const { data: order, error } = await alice.client.rpc('checkout_auction', { auction: first.auctionId, ...delivery });
    expect(error).toBeNull();
    const expected = auctionCharges(1000, rates).total + auctionCharges(2000, rates).total;
    expect(order).toMatchObject({ price: expected, discount: 0, shipping: 50, total: expected + 50, payment_method: 'upi' });
    expect(order!.item_name).toContain('lot 1, 2');
    const { data: wins } = await alice.client.from('auction_wins').select('status, order_id').eq('auction_id', first.auctionId);
    expect(wins).toEqual([
      { status: 'ordered', order_id: order!.order_id },
      { status: 'ordered', order_id: order!.order_id },
    ]);
    // A second checkout finds nothing left to pay for.
    expect((await alice.client.rpc('checkout_auction', { auction: first.auctionId, ...delivery })).error?.hint).toBe(
      'checkout_nothing_won',
    );
    // The existing payment step: the buyer gives the UTR, staff confirm it.
    expect((await alice.client.rpc('submit_payment', { order_id: order!.order_id, utr: freshUtr() })).error).toBeNull();
    expect((await staff.rpc('mark_order_paid', { order_id: order!.order_id })).error).toBeNull();
    const paid = await alice.client.from('auction_wins').select('status').eq('auction_id', first.auctionId);
    expect(paid.data!.map((w) => w.status)).toEqual(['paid', 'paid']);
    const { rows } = await db().query(`select 1 from public.outbox where template = 'order_placed' and order_id = $1`, [
      order!.order_id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it("offers an unpaid winner's lot to the underbidder at their last bid", async () => {
    const lot = await openLot({ openingBid: 1000 });
    await bid(alice, lot.id, 5000);
    await bid(bob, lot.id, 3000);
    await closeLot(lot.id);
    expect((await staff.rpc('offer_lot_to_underbidder', { lot: lot.id })).error?.message).toBe(ERROR_TEXTS.win_not_lapsed);
    await db().query(`update public.auction_wins set pay_by = now() - interval '1 second' where lot_id = $1`, [lot.id]);
    await db().query('select private.close_due_auction_lots()');
    expect((await alice.client.from('auction_wins').select('status').eq('lot_id', lot.id).single()).data?.status).toBe('lapsed');
    expect((await alice.client.rpc('checkout_auction', { auction: lot.auctionId, ...delivery })).error?.hint).toBe(
      'checkout_nothing_won',
    );
    expect((await staff.rpc('offer_lot_to_underbidder', { lot: lot.id })).error).toBeNull();
    const { data: offered } = await bob.client
      .from('auction_wins')
      .select('hammer_price, status, offered_to_underbidder')
      .eq('lot_id', lot.id)
      .single();
    expect(offered).toEqual({ hammer_price: 3000, status: 'awaiting_payment', offered_to_underbidder: true });
    expect((await bob.client.rpc('my_auction_lots', { auction: lot.auctionId })).data?.[0]?.state).toBe('won');
    const { data: results } = await staff.rpc('auction_results', { auction: lot.auctionId });
    expect(results).toEqual([
      expect.objectContaining({ status: 'sold', hammer_price: 3000, winner_email: bob.email, win_status: 'awaiting_payment' }),
    ]);
    // Nobody is left after bob.
    await db().query(`update public.auction_wins set status = 'lapsed' where lot_id = $1`, [lot.id]);
    expect((await staff.rpc('offer_lot_to_underbidder', { lot: lot.id })).error?.message).toBe(ERROR_TEXTS.lot_no_underbidder);
  });
});

describe('the watchlist', () => {
  it('is kept by signed-in collectors only, and reminds them once before the lot closes', async () => {
    const lot = await openLot({ closesIn: 30 * 60 });
    const guest = await anonymousSession();
    expect((await guest.from('auction_watches').insert({ lot_id: lot.id })).error).not.toBeNull();
    expect((await alice.client.from('auction_watches').insert({ lot_id: lot.id })).error).toBeNull();
    expect((await alice.client.from('auction_watches').insert({ lot_id: lot.id })).error).not.toBeNull();
    await db().query('select private.close_due_auction_lots()');
    await db().query('select private.close_due_auction_lots()');
    const { rows } = await db().query<{ recipient: string }>(
      `select recipient from public.outbox where template = 'auction_closing_soon' and data ->> 'auction_slug' = $1`,
      [lot.auctionSlug],
    );
    expect(rows.map((r) => r.recipient)).toEqual([alice.email]);
    expect((await alice.client.from('auction_watches').delete().eq('lot_id', lot.id).select('id')).data).toHaveLength(1);
  });
});
