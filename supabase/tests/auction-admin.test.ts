import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '../../shared/src/domain/errors/index.ts';
import { bidder, openLot, type Bidder } from './support/auctions.ts';
import { createListing, placeOrder } from './support/checkout.ts';
import { adminClient, anonClient, anonymousSession, db, type ShopClient } from './support/clients.ts';
import { isRoleRefusal, staffAccount } from './support/staff.ts';

// Issue 47: the back office makes and runs an auction through its functions, each checking the role.

let staff: ShopClient;
let editor: ShopClient;
let owner: ShopClient;
let alice: Bidder;
beforeAll(async () => {
  const [s, e, o, a] = await Promise.all([staffAccount('staff'), staffAccount('editor'), adminClient(), bidder('alice')]);
  [staff, editor, owner, alice] = [s.client, e.client, o, a];
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function draft(title = 'Coins of the Mughals', startsIn = -60, closesIn = 120): Promise<string> {
  const { data, error } = await staff.rpc('save_auction', {
    auction_id: null as never,
    title,
    description: 'Silver rupees and gold mohurs',
    starts_at: inMinutes(startsIn),
    first_lot_closes_at: inMinutes(closesIn),
  });
  expect(error).toBeNull();
  return data!;
}

const status = async (listing: string) =>
  (await db().query<{ status: string | null }>('select status from public.collectibles where id = $1', [listing])).rows[0]!
    .status;

describe('making and scheduling an auction', () => {
  it('creates a draft, adds lots from listings that leave the shop, and publishes them closing a minute apart', async () => {
    const auction = await draft();
    const [first, second] = [await createListing(db(), 4000, 'available'), await createListing(db(), 9000)];
    const lot1 = await staff.rpc('add_auction_lot', { auction_id: auction, collectible_id: first, opening_bid: 2000 });
    const lot2 = await staff.rpc('add_auction_lot', {
      auction_id: auction,
      collectible_id: second,
      opening_bid: 5000,
      reserve: 8000,
    });
    expect(lot1.error).toBeNull();
    expect(lot2.error).toBeNull();
    expect(await status(first)).toBe('unavailable');
    // A draft is the back office's alone.
    expect((await anonClient().from('auctions').select('id').eq('id', auction)).data).toEqual([]);
    expect((await staff.rpc('schedule_auction', { auction })).error).toBeNull();
    const { data: lots } = await anonClient()
      .from('auction_lots')
      .select('id, lot_number, closes_at, has_reserve, opening_bid, status')
      .eq('auction_id', auction)
      .order('lot_number');
    expect(lots!.map((l) => [l.lot_number, l.has_reserve, l.opening_bid, l.status])).toEqual([
      [1, false, 2000, 'open'],
      [2, true, 5000, 'open'],
    ]);
    expect(new Date(lots![1]!.closes_at).getTime() - new Date(lots![0]!.closes_at).getTime()).toBe(60_000);
    const { data: published } = await anonClient().from('auctions').select('slug, title, status').eq('id', auction).single();
    expect(published).toMatchObject({ slug: 'coins-of-the-mughals', status: 'scheduled' });
    // The shop's own edit cannot put a piece back on sale mid-auction.
    const edit = await editor.from('collectibles').update({ status: 'available' }).eq('id', first);
    expect(edit.error?.message).toBe(ERROR_TEXTS.listing_in_auction);
    // Watching it live: the reserve and who leads, for staff only.
    await alice.client.rpc('place_bid', { lot_id: lot2.data!, amount: 6000 });
    const { data: live } = await staff.rpc('admin_auction_lots', { auction });
    expect(live!.find((l) => l.lot_id === lot2.data)).toMatchObject({
      reserve: 8000,
      leader_email: alice.email,
      leader_maximum: 6000,
      bid_count: 1,
      bidder_count: 1,
    });
    const { data: bids } = await staff.rpc('admin_lot_bids', { lot: lot2.data! });
    expect(bids).toEqual([
      expect.objectContaining({ bidder_id: alice.id, max_amount: 6000, outcome: 'leading', handle: alice.handle }),
    ]);
    expect(isRoleRefusal((await editor.rpc('admin_auction_lots', { auction })).error)).toBe(true);
  });

  it('writes the changes to the activity log with who made them', async () => {
    const auction = await draft('Logged sale');
    await staff.rpc('add_auction_lot', { auction_id: auction, collectible_id: await createListing(db(), 100), opening_bid: 100 });
    await staff.rpc('schedule_auction', { auction });
    const { rows } = await db().query<{ kind: string; actor_role: string }>(
      `select kind, actor_role from public.activity_log where entity in ('public.auctions', 'public.auction_lots') and (record_id = $1 or after ->> 'auction_id' = $1) order by id`,
      [auction],
    );
    expect(rows.map((r) => r.kind)).toEqual(['auction.created', 'auction_lot.created', 'auction.scheduled']);
    expect(rows.every((r) => r.actor_role === 'staff')).toBe(true);
  });

  it('refuses each bad auction with its words', async () => {
    const refusal = async (call: PromiseLike<{ error: { message: string } | null }>) => (await call).error?.message;
    const save = (title: string, startsIn: number, closesIn: number) =>
      staff.rpc('save_auction', {
        auction_id: null as never,
        title,
        description: '',
        starts_at: inMinutes(startsIn),
        first_lot_closes_at: inMinutes(closesIn),
      });
    expect(await refusal(save('Backwards', 60, 30))).toBe(ERROR_TEXTS.auction_close_before_start);
    expect(await refusal(save('  ', 0, 30))).toBe(ERROR_TEXTS.auction_title_required);
    const auction = await draft('Refusals');
    const add = (collectible_id: string, opening_bid: number, reserve?: number) =>
      staff.rpc('add_auction_lot', { auction_id: auction, collectible_id, opening_bid, ...(reserve ? { reserve } : {}) });
    expect(await refusal(staff.rpc('schedule_auction', { auction }))).toBe(ERROR_TEXTS.auction_no_lots);
    expect(await refusal(add(await createListing(db(), 100), 100.5))).toBe(ERROR_TEXTS.lot_opening_bid_invalid);
    expect(await refusal(add(await createListing(db(), 100), 0))).toBe(ERROR_TEXTS.lot_opening_bid_invalid);
    expect(await refusal(add(await createListing(db(), 100), 1000, 500))).toBe(ERROR_TEXTS.lot_reserve_invalid);
    expect(await refusal(add(await createListing(db(), 100, 'sold'), 100))).toBe(ERROR_TEXTS.lot_listing_sold);
    const held = await createListing(db(), 100);
    expect((await placeOrder(await anonymousSession(), held)).error).toBeNull();
    expect(await refusal(add(held, 100))).toBe(ERROR_TEXTS.lot_listing_reserved);
    // A listing already in another auction, and the same listing twice in this one.
    const elsewhere = await openLot();
    expect(await refusal(add(elsewhere.collectibleId, 100))).toBe(ERROR_TEXTS.lot_listing_in_auction);
    const twice = await createListing(db(), 100);
    expect((await add(twice, 100)).error).toBeNull();
    expect(await refusal(add(twice, 100))).toBe(ERROR_TEXTS.lot_listing_in_auction);
    // Scheduled: no more lots, no second scheduling.
    expect((await staff.rpc('schedule_auction', { auction })).error).toBeNull();
    expect(await refusal(add(await createListing(db(), 100), 100))).toBe(ERROR_TEXTS.auction_not_draft);
    expect(await refusal(staff.rpc('schedule_auction', { auction }))).toBe(ERROR_TEXTS.auction_not_draft);
  });

  it('refuses to schedule an auction whose first lot would close in the past', async () => {
    const auction = await draft('Past', -120, 1);
    await staff.rpc('add_auction_lot', { auction_id: auction, collectible_id: await createListing(db(), 100), opening_bid: 100 });
    await db().query(`update public.auctions set first_lot_closes_at = now() - interval '1 minute' where id = $1`, [auction]);
    expect((await staff.rpc('schedule_auction', { auction })).error?.message).toBe(ERROR_TEXTS.auction_close_in_past);
  });
});

describe('running an auction', () => {
  it('sets and lifts a reserve without showing it', async () => {
    const lot = await openLot({ openingBid: 1000 });
    await alice.client.rpc('place_bid', { lot_id: lot.id, amount: 3000 });
    expect((await staff.rpc('set_lot_reserve', { lot: lot.id, reserve: 5000 })).error).toBeNull();
    const read = async () =>
      (await anonClient().from('auction_lots').select('has_reserve, reserve_met').eq('id', lot.id).single()).data;
    expect(await read()).toEqual({ has_reserve: true, reserve_met: false });
    expect((await staff.rpc('set_lot_reserve', { lot: lot.id, reserve: 2500 })).error).toBeNull();
    expect(await read()).toEqual({ has_reserve: true, reserve_met: true });
    expect((await staff.rpc('set_lot_reserve', { lot: lot.id, reserve: 10 })).error?.message).toBe(
      ERROR_TEXTS.lot_reserve_invalid,
    );
    expect((await staff.rpc('set_lot_reserve', { lot: lot.id, reserve: null as never })).error).toBeNull();
    expect(await read()).toEqual({ has_reserve: false, reserve_met: null });
  });

  it('cancels a lot: no more bids, and the listing is back in the shop', async () => {
    const lot = await openLot();
    await db().query(`update private.auction_lot_secrets set listing_status_before = 'available' where lot_id = $1`, [lot.id]);
    expect((await staff.rpc('cancel_auction_lot', { lot: lot.id })).error).toBeNull();
    expect(await status(lot.collectibleId)).toBe('available');
    expect((await alice.client.rpc('place_bid', { lot_id: lot.id, amount: 1000 })).error?.message).toBe(ERROR_TEXTS.bid_closed);
    expect((await staff.rpc('cancel_auction_lot', { lot: lot.id })).error?.message).toBe(ERROR_TEXTS.lot_not_open);
  });

  it('blocks and unblocks a bidder', async () => {
    const mallory = await bidder('mallory');
    const lot = await openLot();
    expect((await staff.rpc('block_bidder', { user_id: mallory.id, reason: 'Did not pay for two lots' })).error).toBeNull();
    expect((await mallory.client.rpc('place_bid', { lot_id: lot.id, amount: 1000 })).error?.message).toBe(
      ERROR_TEXTS.bid_blocked,
    );
    expect((await mallory.client.from('auction_bidders').select('blocked_reason').single()).data).toEqual({
      blocked_reason: 'Did not pay for two lots',
    });
    expect((await staff.rpc('unblock_bidder', { user_id: mallory.id })).error).toBeNull();
    expect((await mallory.client.rpc('place_bid', { lot_id: lot.id, amount: 1000 })).error).toBeNull();
    expect(isRoleRefusal((await alice.client.rpc('block_bidder', { user_id: mallory.id, reason: 'x' })).error)).toBe(true);
  });

  it("the house's settings are the owner's, and refuse increments that do not rise", async () => {
    expect(isRoleRefusal((await staff.rpc('save_auction_settings', { settings: { extension_minutes: 3 } })).error)).toBe(true);
    const bad = await owner.rpc('save_auction_settings', { settings: { increments: [{ from: 100, step: 10 }] } });
    expect(bad.error?.message).toBe(ERROR_TEXTS.auction_increments_invalid);
    expect((await owner.rpc('save_auction_settings', { settings: { extension_minutes: 3 } })).error).toBeNull();
    expect((await anonClient().rpc('auction_settings')).data?.extension_minutes).toBe(3);
    expect((await owner.rpc('save_auction_settings', { settings: { extension_minutes: 2 } })).error).toBeNull();
  });
});
