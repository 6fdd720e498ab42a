import { beforeAll, describe, expect, it } from 'vitest';
import { createListing, placeOrder } from './support/checkout.ts';
import { adminClient, anonClient, buyerClient, db, type ShopClient, unique } from './support/clients.ts';

// Status changes from the back office (spec §4) persist for an admin, are refused for a buyer, and each
// one leaves a status_history row written by the trigger (issue 15 item 7), readable by admins only.

let admin: ShopClient;
let buyer: ShopClient;
let orderId: string;
let submissionId: string;
let listingId: string;

const orderStatus = async (id: string) =>
  (await db().query<{ status: string }>('select status from public.delivery_addresses where id = $1', [id])).rows[0]!.status;
const historyOf = async (id: string) =>
  (
    await db().query<{ from_status: string | null; to_status: string; changed_by_label: string; entity: string }>(
      'select entity, from_status, to_status, changed_by_label from public.status_history where record_id = $1 order by changed_at, id',
      [id],
    )
  ).rows;

beforeAll(async () => {
  admin = await adminClient();
  buyer = await buyerClient();
  listingId = await createListing(db(), 4200);
  const { data } = await placeOrder(buyer, listingId);
  orderId = (data as { order_id: string }).order_id;
  const { rows } = await db().query<{ id: string }>(
    `insert into public.seller_submissions (seller_name, seller_phone, image_url, status) values ($1, '+919800000001', 'https://example.com/a.jpg', 'pending') returning id`,
    [unique('Seller')],
  );
  submissionId = rows[0]!.id;
});

describe('order status', () => {
  it('an admin marks an order fulfilled, then cancelled; each persists and is recorded with who and from → to', async () => {
    // Fulfilled only with the parcel (issue 33): through mark_order_fulfilled, not a bare status change.
    const fulfilled = await admin.rpc('mark_order_fulfilled', {
      order_id: orderId,
      carrier: 'Blue Dart',
      tracking: '81234567890',
    });
    expect(fulfilled.error).toBeNull();
    expect(fulfilled.data).toMatchObject({ id: orderId, status: 'fulfilled' });
    expect(await orderStatus(orderId)).toBe('fulfilled');

    await admin.from('delivery_addresses').update({ status: 'cancelled' }).eq('id', orderId);
    expect(await orderStatus(orderId)).toBe('cancelled');
    expect(await historyOf(orderId)).toEqual([
      { entity: 'order', from_status: 'received', to_status: 'fulfilled', changed_by_label: 'admin@sikka.local' },
      { entity: 'order', from_status: 'fulfilled', to_status: 'cancelled', changed_by_label: 'admin@sikka.local' },
    ]);
  });

  it('records nothing when the status does not change', async () => {
    const before = (await historyOf(orderId)).length;
    await admin.from('delivery_addresses').update({ status: 'cancelled' }).eq('id', orderId);
    expect(await historyOf(orderId)).toHaveLength(before);
  });

  it('is refused for the buyer, even on their own order', async () => {
    const { data } = await buyer.from('delivery_addresses').update({ status: 'received' }).eq('id', orderId).select('id');
    expect(data ?? []).toEqual([]);
    expect(await orderStatus(orderId)).toBe('cancelled');
  });

  it('refuses a status outside received / fulfilled / cancelled', async () => {
    const { error } = await admin.from('delivery_addresses').update({ status: 'shipped' }).eq('id', orderId);
    expect(error?.code).toBe('23514');
  });

  it('shows the history on the order of the dashboard page', async () => {
    const { data } = await admin.rpc('admin_orders_page', { search: '', page: 1, page_size: 50 });
    const order = (
      data as unknown as { rows: { id: string; history: { from: string; to: string; by: string; at: string }[] }[] }
    ).rows.find((o) => o.id === orderId);
    expect(order?.history.map((h) => `${h.from}→${h.to}`)).toEqual(['received→fulfilled', 'fulfilled→cancelled']);
    expect(order?.history[0]?.by).toBe('admin@sikka.local');
  });
});

describe('seller submission status', () => {
  it('an admin accepts a submission; it persists and is recorded', async () => {
    const { data, error } = await admin
      .from('seller_submissions')
      .update({ status: 'accepted' })
      .eq('id', submissionId)
      .select('status');
    expect(error).toBeNull();
    expect(data).toEqual([{ status: 'accepted' }]);
    expect(await historyOf(submissionId)).toEqual([
      { entity: 'submission', from_status: 'pending', to_status: 'accepted', changed_by_label: 'admin@sikka.local' },
    ]);
  });

  it('is refused for a buyer', async () => {
    const { data } = await buyer.from('seller_submissions').update({ status: 'rejected' }).eq('id', submissionId).select('id');
    expect(data ?? []).toEqual([]);
    const { rows } = await db().query<{ status: string }>('select status from public.seller_submissions where id = $1', [
      submissionId,
    ]);
    expect(rows[0]!.status).toBe('accepted');
  });
});

describe('collectible status (Manage Collectibles dropdown)', () => {
  it('persists for an admin and is refused for a buyer', async () => {
    await admin.from('collectibles').update({ status: 'unavailable' }).eq('id', listingId);
    const refused = await buyer.from('collectibles').update({ status: 'available' }).eq('id', listingId).select('id');
    expect(refused.data ?? []).toEqual([]);
    const { rows } = await db().query<{ status: string }>('select status from public.collectibles where id = $1', [listingId]);
    expect(rows[0]!.status).toBe('unavailable');
  });
});

describe('status_history access', () => {
  it('is readable by admins only and writable by nobody', async () => {
    const asAdmin = await admin.from('status_history').select('record_id').eq('record_id', orderId);
    expect(asAdmin.data?.length).toBeGreaterThan(0);
    const asBuyer = await buyer.from('status_history').select('record_id').eq('record_id', orderId);
    expect(asBuyer.data ?? []).toEqual([]);
    const asVisitor = await anonClient().from('status_history').select('record_id');
    expect(asVisitor.data ?? []).toEqual([]);
    const forged = await admin
      .from('status_history')
      .insert({ entity: 'order', record_id: orderId, to_status: 'fulfilled', changed_by_label: 'x' } as never);
    expect(forged.error).not.toBeNull();
  });
});
