import { beforeAll, describe, expect, it } from 'vitest';
import { cancelReasonProblem } from '../../shared/src/domain/auctions/index.ts';
import { ERROR_TEXTS } from '../../shared/src/domain/errors/index.ts';
import { bidder, closeLot, openLot, type Bidder } from './support/auctions.ts';
import { createListing } from './support/checkout.ts';
import { anonClient, db, type ShopClient } from './support/clients.ts';
import { isRoleRefusal, staffAccount, type StaffAccount } from './support/staff.ts';

// Issue 47: staff cancel a whole auction (cancel_auction). Its lots still to be settled are withdrawn, the
// pieces go back to the shop, its bidders are told by e-mail, the log keeps the reason; a sale a winner has
// ordered or paid for stands, and the function refuses.

let staff: StaffAccount;
let editor: ShopClient;
let alice: Bidder;
let bob: Bidder;
beforeAll(async () => {
  const [s, e, a, b] = await Promise.all([staffAccount('staff'), staffAccount('editor'), bidder('alice'), bidder('bob')]);
  [staff, editor, alice, bob] = [s, e.client, a, b];
});

const cancel = (auction: string, reason = 'The consignor withdrew the coins', as: ShopClient = staff.client) =>
  as.rpc('cancel_auction', { auction, reason });
const bid = async (who: Bidder, lotId: string, amount: number) =>
  expect((await who.client.rpc('place_bid', { lot_id: lotId, amount })).error).toBeNull();
/** The listing's status before the auction, as add_auction_lot records it. */
const listedAs = (lotId: string, status: string) =>
  db().query('update private.auction_lot_secrets set listing_status_before = $2 where lot_id = $1', [lotId, status]);
const listingStatus = async (listing: string) =>
  (await db().query<{ status: string | null }>('select status from public.collectibles where id = $1', [listing])).rows[0]!
    .status;
const lotStatuses = async (auction: string) =>
  (
    await db().query<{ lot_number: number; status: string }>(
      'select lot_number, status from public.auction_lots where auction_id = $1 order by lot_number',
      [auction],
    )
  ).rows.map((lot) => [lot.lot_number, lot.status]);
const mails = async (slug: string) =>
  (
    await db().query<{ recipient: string; lots: { lot_number: number }[] }>(
      `select recipient, data -> 'lots' as lots from public.outbox
        where template = 'auction_cancelled' and data ->> 'auction_slug' = $1 order by recipient`,
      [slug],
    )
  ).rows.map((row) => [row.recipient, row.lots.map((lot) => lot.lot_number)]);

describe('cancelling a scheduled auction', () => {
  it('withdraws its open lots, puts the pieces back in the shop, and tells each bidder once which of their lots went', async () => {
    const first = await openLot({ openingBid: 1000 });
    const second = await openLot({ openingBid: 2000, auctionId: first.auctionId });
    const unsold = await openLot({ openingBid: 500, auctionId: first.auctionId });
    await Promise.all([listedAs(first.id, 'available'), listedAs(second.id, 'available'), listedAs(unsold.id, 'available')]);
    await closeLot(unsold.id);
    await bid(alice, first.id, 1500);
    await bid(alice, second.id, 2500);
    await bid(bob, second.id, 4000);
    // A watcher who never bid hears nothing.
    const watcher = await bidder('watcher');
    expect((await watcher.client.from('auction_watches').insert({ lot_id: first.id })).error).toBeNull();

    expect((await cancel(first.auctionId)).error).toBeNull();

    expect(await lotStatuses(first.auctionId)).toEqual([
      [1, 'cancelled'],
      [2, 'cancelled'],
      [3, 'unsold'],
    ]);
    expect(await listingStatus(first.collectibleId)).toBe('available');
    expect(await listingStatus(second.collectibleId)).toBe('available');
    const { data: auction } = await anonClient()
      .from('auctions')
      .select('status, cancelled_from, cancelled_at')
      .eq('id', first.auctionId)
      .single();
    expect(auction).toMatchObject({ status: 'cancelled', cancelled_from: 'scheduled' });
    expect(auction?.cancelled_at).not.toBeNull();
    // A visitor still reads it at its address, its lots withdrawn; nobody can bid any more.
    const { data: lots } = await anonClient().from('auction_lots').select('status').eq('auction_id', first.auctionId);
    expect(lots).toHaveLength(3);
    expect((await bob.client.rpc('place_bid', { lot_id: first.id, amount: 5000 })).error?.message).toBe(ERROR_TEXTS.bid_closed);
    expect(await mails(first.auctionSlug)).toEqual([
      [alice.email, [1, 2]],
      [bob.email, [2]],
    ]);
  });

  it('writes one entry with the reason to the activity log, and each withdrawn lot', async () => {
    const lot = await openLot();
    await listedAs(lot.id, 'available');
    expect((await cancel(lot.auctionId, '  Two lots were found to be restrikes\n')).error).toBeNull();
    const { rows } = await db().query<{ kind: string; actor_id: string; actor_role: string; before: unknown; after: unknown }>(
      `select kind, actor_id, actor_role, before, after from public.activity_log
        where (entity = 'public.auctions' and record_id = $1) or (entity = 'public.auction_lots' and record_id = $2)
        order by id`,
      [lot.auctionId, lot.id],
    );
    expect(rows.map((row) => row.kind)).toEqual(['auction_lot.cancelled', 'auction.cancelled']);
    expect(rows[1]).toMatchObject({
      actor_id: staff.id,
      actor_role: 'staff',
      before: { status: 'scheduled' },
      after: { status: 'cancelled', reason: 'Two lots were found to be restrikes', lots_withdrawn: 1 },
    });
  });

  it('withdraws a sold lot whose winner has not ordered: the win lapses, so it can no longer be paid for', async () => {
    const sold = await openLot({ openingBid: 1000 });
    await openLot({ openingBid: 1000, auctionId: sold.auctionId, closesIn: 7200 });
    await listedAs(sold.id, 'available');
    await bid(alice, sold.id, 3000);
    await closeLot(sold.id);
    expect((await cancel(sold.auctionId)).error).toBeNull();
    expect(await lotStatuses(sold.auctionId)).toEqual([
      [1, 'cancelled'],
      [2, 'cancelled'],
    ]);
    const { data: wins } = await alice.client.from('auction_wins').select('status').eq('lot_id', sold.id);
    expect(wins).toEqual([{ status: 'lapsed' }]);
    expect(await listingStatus(sold.collectibleId)).toBe('available');
    expect(await mails(sold.auctionSlug)).toEqual([[alice.email, [1]]]);
  });
});

describe('cancelling a draft', () => {
  it('puts its listings back and keeps it out of sight of visitors, as a draft was', async () => {
    const { data: auction, error } = await staff.client.rpc('save_auction', {
      auction_id: null as never,
      title: 'A sale that never was',
      description: '',
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
      first_lot_closes_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    expect(error).toBeNull();
    const listing = await createListing(db(), 4000, 'available');
    expect(
      (await staff.client.rpc('add_auction_lot', { auction_id: auction!, collectible_id: listing, opening_bid: 2000 })).error,
    ).toBeNull();
    expect(await listingStatus(listing)).toBe('unavailable');
    expect((await cancel(auction!)).error).toBeNull();
    expect(await listingStatus(listing)).toBe('available');
    expect((await anonClient().from('auctions').select('id').eq('id', auction!)).data).toEqual([]);
    expect((await alice.client.from('auction_lots').select('id').eq('auction_id', auction!)).data).toEqual([]);
    const { data: seen } = await staff.client.from('auctions').select('status, cancelled_from').eq('id', auction!).single();
    expect(seen).toEqual({ status: 'cancelled', cancelled_from: 'draft' });
  });
});

describe('refusals', () => {
  it('refuses an auction that does not exist, is already cancelled or has closed, with their words', async () => {
    expect((await cancel('00000000-0000-4000-8000-000000000047')).error?.message).toBe(ERROR_TEXTS.auction_not_found);
    const lot = await openLot();
    expect((await cancel(lot.auctionId)).error).toBeNull();
    expect((await cancel(lot.auctionId)).error?.message).toBe(ERROR_TEXTS.auction_already_cancelled);
    const closed = await openLot();
    await closeLot(closed.id);
    const { error } = await cancel(closed.auctionId);
    expect(error?.message).toBe(ERROR_TEXTS.auction_already_closed);
    expect(error?.hint).toBe('auction_already_closed');
  });

  it('refuses once a winner has ordered or paid for a lot, and changes nothing', async () => {
    for (const paid of ['ordered', 'paid']) {
      const sold = await openLot({ openingBid: 1000 });
      const open = await openLot({ openingBid: 1000, auctionId: sold.auctionId, closesIn: 7200 });
      await bid(alice, sold.id, 2000);
      await bid(bob, open.id, 2000);
      await closeLot(sold.id);
      await db().query('update public.auction_wins set status = $2 where lot_id = $1', [sold.id, paid]);
      expect((await cancel(sold.auctionId)).error?.message).toBe(ERROR_TEXTS.auction_lot_paid_for);
      expect(await lotStatuses(sold.auctionId)).toEqual([
        [1, 'sold'],
        [2, 'open'],
      ]);
      expect(await mails(sold.auctionSlug)).toEqual([]);
    }
  });

  it('asks for a reason of at most 300 characters', async () => {
    const lot = await openLot();
    expect((await cancel(lot.auctionId, ' \n ')).error?.message).toBe(ERROR_TEXTS.auction_cancel_reason_required);
    expect((await cancel(lot.auctionId, 'x'.repeat(301))).error?.message).toBe(ERROR_TEXTS.auction_cancel_reason_too_long);
    expect(await lotStatuses(lot.auctionId)).toEqual([[1, 'open']]);
  });

  it('is for staff and the owner only: a buyer, an editor and a visitor are refused', async () => {
    const lot = await openLot();
    expect(isRoleRefusal((await cancel(lot.auctionId, 'No', alice.client)).error)).toBe(true);
    expect(isRoleRefusal((await cancel(lot.auctionId, 'No', editor)).error)).toBe(true);
    expect(isRoleRefusal((await cancel(lot.auctionId, 'No', anonClient())).error)).toBe(true);
    expect(await lotStatuses(lot.auctionId)).toEqual([[1, 'open']]);
  });
});

it('the reason rule is the same in TypeScript and SQL', async () => {
  const samples = [
    '',
    ' ',
    '\n\t\r ',
    'Restrikes',
    '  Restrikes \n',
    'x'.repeat(300),
    ` ${'x'.repeat(300)} `,
    'x'.repeat(301),
    '🪙'.repeat(300),
    '🪙'.repeat(301),
  ];
  const { rows } = await db().query<{ problem: string | null }>(
    'select private.auction_cancel_reason_problem(r) as problem from unnest($1::text[]) with ordinality u(r, n) order by n',
    [samples],
  );
  expect(rows.map((row) => row.problem)).toEqual(samples.map((sample) => cancelReasonProblem(sample)));
  const { rows: none } = await db().query<{ problem: string }>('select private.auction_cancel_reason_problem(null) as problem');
  expect(none[0]!.problem).toBe(cancelReasonProblem(null));
});
