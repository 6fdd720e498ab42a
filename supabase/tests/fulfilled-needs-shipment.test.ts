import { describe, expect, it } from 'vitest';
import { createListing, placeOrder } from './support/checkout.ts';
import { adminClient, anonymousSession, db } from './support/clients.ts';

// An order is fulfilled only with its shipment recorded (issue 33 leftover): the admins' `update (status)`
// grant no longer lets 'fulfilled' through without the parcel; mark_order_fulfilled, which records it, does.

async function openOrder() {
  const { data, error } = await placeOrder(await anonymousSession(), await createListing(db(), 2_500), null, {
    phone: `7${String(Date.now() % 1e9).padStart(9, '0')}`,
  });
  if (error) throw new Error(error.message);
  return data!.order_id;
}

const statusOf = async (id: string) =>
  (await db().query<{ status: string }>('select status from public.delivery_addresses where id = $1', [id])).rows[0]!.status;

describe('fulfilling an order', () => {
  it('is refused to an admin as a direct status change, with no shipment recorded', async () => {
    const admin = await adminClient();
    const id = await openOrder();
    const { data, error } = await admin.from('delivery_addresses').update({ status: 'fulfilled' }).eq('id', id).select('id');
    expect(data).toBeNull();
    expect(error).toMatchObject({
      code: 'P0001',
      hint: 'order_shipment_required',
      message:
        'An order is marked fulfilled only with its shipment: use Mark Fulfilled to record the carrier and tracking number',
    });
    expect(await statusOf(id)).toBe('received');
    // Refused in the database itself, whoever asks (not only through the API's grants).
    await expect(db().query(`update public.delivery_addresses set status = 'fulfilled' where id = $1`, [id])).rejects.toThrow(
      /only with its shipment/,
    );
  });

  it('works through mark_order_fulfilled, and a fulfilled order can then still be cancelled (a return)', async () => {
    const admin = await adminClient();
    const id = await openOrder();
    const { data, error } = await admin.rpc('mark_order_fulfilled', {
      order_id: id,
      carrier: 'Blue Dart',
      tracking: '81234567890',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'fulfilled', shipment_carrier: 'Blue Dart', shipment_tracking: '81234567890' });
    expect((await admin.from('delivery_addresses').update({ status: 'cancelled' }).eq('id', id)).error).toBeNull();
    expect(await statusOf(id)).toBe('cancelled');
  });

  it('still says a cancelled order cannot be reopened as fulfilled (the older rule answers first)', async () => {
    const admin = await adminClient();
    const id = await openOrder();
    expect((await admin.from('delivery_addresses').update({ status: 'cancelled' }).eq('id', id)).error).toBeNull();
    const { error } = await admin.from('delivery_addresses').update({ status: 'fulfilled' }).eq('id', id);
    expect(error?.hint).toBe('order_status_transition');
  });
});
