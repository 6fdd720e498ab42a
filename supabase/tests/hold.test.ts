import { describe, expect, it } from 'vitest';
import { adminClient, anonClient, anonymousSession, buyerClient, db } from './support/clients.ts';
import { createListing, placeOrder } from './support/checkout.ts';

// One coin, one buyer (issue 19): an open order holds the piece until it is cancelled or fulfilled.

async function pieceOf(id: string) {
  return (
    await db().query<{ status: string | null; on_hold: boolean }>(
      'select status, on_hold from public.collectibles where id = $1',
      [id],
    )
  ).rows[0]!;
}

async function openOrders(id: string) {
  return (await db().query(`select 1 from public.delivery_addresses where collectible_id = $1 and status = 'received'`, [id]))
    .rowCount;
}

describe('one coin, one buyer', () => {
  it('lets exactly one of 20 buyers ordering one coin at once have it; the others read that it is reserved', async () => {
    const listing = await createListing(db(), 12_000);
    const buyers = [await buyerClient(), ...(await Promise.all(Array.from({ length: 19 }, () => anonymousSession())))];
    const results = await Promise.all(buyers.map((buyer, i) => placeOrder(buyer, listing, null, { full_name: `Buyer ${i}` })));

    const succeeded = results.filter((r) => r.error === null);
    expect(succeeded).toHaveLength(1);
    const refusals = results.filter((r) => r.error !== null).map((r) => ({ hint: r.error?.hint, message: r.error?.message }));
    expect(refusals).toHaveLength(19);
    expect(new Set(refusals.map((r) => JSON.stringify(r)))).toEqual(
      new Set([JSON.stringify({ hint: 'collectible_reserved', message: 'This item has just been reserved by another buyer' })]),
    );
    const { rows } = await db().query('select id from public.delivery_addresses where collectible_id = $1', [listing]);
    expect(rows.map((r) => r.id)).toEqual([succeeded[0]!.data!.order_id]);
    expect(await pieceOf(listing)).toEqual({ status: null, on_hold: true });
  });

  it('tells the buyer who already has the open order that it is theirs, not someone else’s', async () => {
    const visitor = await anonymousSession();
    const listing = await createListing(db(), 800);
    expect((await placeOrder(visitor, listing)).error).toBeNull();
    const { error } = await placeOrder(visitor, listing);
    expect(error).toMatchObject({
      code: 'P0001',
      hint: 'collectible_order_open',
      message: 'You have already ordered this item. Complete your payment to confirm it.',
    });
    expect(await openOrders(listing)).toBe(1);
  });

  it('shows the hold on the public listing, and cancelling the order releases it', async () => {
    const listing = await createListing(db(), 900, 'available');
    const { data } = await placeOrder(await anonymousSession(), listing);
    const { data: seen } = await anonClient().from('collectibles').select('on_hold, status').eq('id', listing).single();
    expect(seen).toEqual({ on_hold: true, status: 'available' });

    const admin = await adminClient();
    expect((await admin.from('delivery_addresses').update({ status: 'cancelled' }).eq('id', data!.order_id)).error).toBeNull();
    expect(await pieceOf(listing)).toEqual({ status: 'available', on_hold: false });
    expect((await placeOrder(await anonymousSession(), listing)).error).toBeNull();
  });

  it('marks the piece sold when an admin marks its order fulfilled', async () => {
    const listing = await createListing(db(), 1000, 'available');
    const { data } = await placeOrder(await buyerClient(), listing);
    const admin = await adminClient();
    const shipped = await admin.rpc('mark_order_fulfilled', {
      order_id: data!.order_id,
      carrier: 'Blue Dart',
      tracking: '81234567890',
    });
    expect(shipped.error).toBeNull();
    expect(await pieceOf(listing)).toEqual({ status: 'sold', on_hold: false });
    expect((await placeOrder(await anonymousSession(), listing)).error?.hint).toBe('collectible_sold');
  });

  it('will not reopen a cancelled order while another order holds the piece', async () => {
    const listing = await createListing(db(), 1100);
    const first = await placeOrder(await anonymousSession(), listing);
    const admin = await adminClient();
    await admin.from('delivery_addresses').update({ status: 'cancelled' }).eq('id', first.data!.order_id);
    expect((await placeOrder(await anonymousSession(), listing)).error).toBeNull();
    // Statuses only move forward (issue 31): a cancelled order is never reopened, through the API…
    const { error } = await admin.from('delivery_addresses').update({ status: 'received' }).eq('id', first.data!.order_id);
    expect(error?.hint).toBe('order_status_transition');
    // …and the unique index still stands behind that rule for the database's owner.
    await db().query('alter table public.delivery_addresses disable trigger delivery_addresses_guard_update');
    try {
      await expect(
        db().query(`update public.delivery_addresses set status = 'received' where id = $1`, [first.data!.order_id]),
      ).rejects.toThrow('delivery_addresses_one_open_order_per_piece');
    } finally {
      await db().query('alter table public.delivery_addresses enable trigger delivery_addresses_guard_update');
    }
    expect(await openOrders(listing)).toBe(1);
  });

  it('lets a buyer read their own open order of a piece, and nobody else’s', async () => {
    const listing = await createListing(db(), 1200);
    const visitor = await anonymousSession();
    const { data } = await placeOrder(visitor, listing);
    const mine = await visitor
      .from('delivery_addresses')
      .select('id, status')
      .eq('collectible_id', listing)
      .eq('status', 'received');
    expect(mine.data).toEqual([{ id: data!.order_id, status: 'received' }]);
    const other = await (await anonymousSession()).from('delivery_addresses').select('id').eq('collectible_id', listing);
    expect(other.data).toEqual([]);
  });
});
