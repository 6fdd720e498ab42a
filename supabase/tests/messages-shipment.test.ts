import { describe, expect, it } from 'vitest';
import { INDIA_POST_CARRIERS, normalizeTracking, shipmentProblems } from '../../shared/src/domain/orders/shipment.ts';
import { createListing, placeOrder } from './support/checkout.ts';
import { adminClient, anonymousSession, buyerClient, db } from './support/clients.ts';

// 'Mark Fulfilled' with the parcel's facts (issue 33): mark_order_fulfilled and the tracking rule,
// which @sikka/shared/domain/orders shipment.ts and private.shipment_problem() both hold.

async function openOrder() {
  const buyer = await anonymousSession();
  const { data, error } = await placeOrder(buyer, await createListing(db(), 4_000), null, {
    phone: `8${String(Date.now() % 1e9).padStart(9, '0')}`,
  });
  if (error) throw new Error(error.message);
  return { buyer, order: data! };
}

const SAMPLES: [carrier: string, tracking: string, insured: number][] = [
  ['India Post Speed Post', 'EE123456785IN', 4_050],
  ['India Post Registered Post', 'rb 123 456 785 in', 0],
  // UPU S10 check digits: right, wrong (the old example), and the 10 → 0 and 11 → 5 cases.
  ['India Post Speed Post', 'EE123456789IN', 100],
  ['India Post Speed Post', 'EE473124829IN', 100],
  ['India Post Speed Post', 'EE473124828IN', 100],
  ['India Post Speed Post', 'EK000600000IN', 100],
  ['India Post Speed Post', 'EK000600005IN', 100],
  ['India Post Registered Post', 'RR000000005IN', 100],
  ['India Post Registered Post', 'RR000000000IN', 100],
  ['Blue Dart', 'EE123456789IN', 100],
  ['India Post Speed Post', 'EE12345678IN', 100],
  ['India Post Speed Post', 'EE123456789US', 100],
  ['India Post Registered Post', '1234567890123', 100],
  ['Blue Dart', '81234567890', 100],
  ['DTDC', 'D1-2', 100],
  ['DTDC', 'AB', 100],
  ['', 'EE123456785IN', 100],
  ['Blue Dart', '', 100],
  ['Blue Dart', '81234567890', -1],
  ['x'.repeat(61), '81234567890', 1],
];

describe('the tracking rule', () => {
  it('is the same in the browser and in the database, sample by sample', async () => {
    for (const [carrier, tracking, insured] of SAMPLES) {
      const browser = Object.keys(shipmentProblems({ carrier, tracking, insuredValue: insured })).length === 0;
      const { rows } = await db().query<{ problem: string | null }>('select private.shipment_problem($1, $2, $3) as problem', [
        carrier.trim(),
        normalizeTracking(tracking),
        insured,
      ]);
      expect([carrier, tracking, insured, rows[0]!.problem === null]).toEqual([carrier, tracking, insured, browser]);
    }
    expect(INDIA_POST_CARRIERS).toEqual(['India Post Speed Post', 'India Post Registered Post']);
  });
});

describe('mark_order_fulfilled', () => {
  it('records the carrier, the tracking number (as stored: upper-case, no spaces) and the insured value, default the total', async () => {
    const admin = await adminClient();
    const { order } = await openOrder();
    const { data, error } = await admin.rpc('mark_order_fulfilled', {
      order_id: order.order_id,
      carrier: 'India Post Speed Post',
      tracking: 'ee 123 456 785 in',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      status: 'fulfilled',
      shipment_carrier: 'India Post Speed Post',
      shipment_tracking: 'EE123456785IN',
      shipment_insured_value: 4_050,
    });
    expect((data as { shipped_at: string | null }).shipped_at).not.toBeNull();
    const { rows } = await db().query(
      `select template, data from public.outbox where order_id = $1 and template = 'order_shipped'`,
      [order.order_id],
    );
    // A guest with no e-mail gets no message; the order is still shipped.
    expect(rows).toEqual([]);
  });

  it('tells a signed-in buyer it shipped, with carrier and tracking number', async () => {
    const admin = await adminClient();
    const buyer = await buyerClient();
    const { data: placed } = await placeOrder(buyer, await createListing(db(), 1_000), null, {
      phone: `8${String(Date.now() % 1e9).padStart(9, '1')}`,
    });
    const done = await admin.rpc('mark_order_fulfilled', {
      order_id: placed!.order_id,
      carrier: 'Blue Dart',
      tracking: '81234567890',
      insured_value: 900,
    });
    expect(done.error).toBeNull();
    const { rows } = await db().query(`select data from public.outbox where order_id = $1 and template = 'order_shipped'`, [
      placed!.order_id,
    ]);
    expect(rows.map((r) => r.data)).toEqual([
      expect.objectContaining({ carrier: 'Blue Dart', tracking: '81234567890', insured_value: 900 }),
    ]);
  });

  it('refuses a buyer, a bad India Post number or check digit, a missing carrier, a negative value and an order already closed', async () => {
    const admin = await adminClient();
    const { buyer, order } = await openOrder();
    const call = (client: typeof admin, args: Record<string, unknown>) =>
      client.rpc('mark_order_fulfilled', {
        order_id: order.order_id,
        carrier: 'India Post Speed Post',
        tracking: 'EE123456785IN',
        ...args,
      } as never);
    expect((await call(buyer, {})).error?.hint).toBe('not_authorized');
    expect((await call(admin, { tracking: 'EE12345IN' })).error).toMatchObject({
      hint: 'shipment_tracking_india_post',
      message: 'An India Post tracking number has 13 characters, e.g. EE123456785IN',
    });
    // The right shape with a wrong check digit: the buyer would be e-mailed a number India Post never issued.
    expect((await call(admin, { tracking: 'EE123456789IN' })).error).toMatchObject({
      hint: 'shipment_tracking_check_digit',
      message: 'This India Post tracking number’s check digit does not match: please check the number on the receipt',
    });
    expect((await call(admin, { carrier: ' ' })).error?.hint).toBe('shipment_carrier_required');
    expect((await call(admin, { insured_value: -5 })).error?.hint).toBe('shipment_insured_value_invalid');
    expect(
      (await db().query('select status from public.delivery_addresses where id = $1', [order.order_id])).rows[0].status,
    ).toBe('received');
    await admin.from('delivery_addresses').update({ status: 'cancelled' }).eq('id', order.order_id);
    expect((await call(admin, {})).error).toMatchObject({
      hint: 'order_status_transition',
      message: 'An order that is cancelled cannot be marked fulfilled',
    });
  });

  it('the database refuses a malformed shipment written any other way', async () => {
    const { order } = await openOrder();
    await expect(
      db().query(
        `update public.delivery_addresses set shipment_carrier = 'India Post Speed Post', shipment_tracking = 'EE1IN', shipment_insured_value = 1 where id = $1`,
        [order.order_id],
      ),
    ).rejects.toThrow('delivery_addresses_shipment_valid');
    await expect(
      db().query(
        `update public.delivery_addresses set shipment_carrier = 'India Post Speed Post', shipment_tracking = 'EE123456789IN', shipment_insured_value = 1 where id = $1`,
        [order.order_id],
      ),
    ).rejects.toThrow('delivery_addresses_shipment_valid');
  });
});
