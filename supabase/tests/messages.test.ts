import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, placeOrder } from './support/checkout.ts';
import {
  adminClient,
  anonClient,
  anonymousSession,
  buyerClient,
  db,
  type ShopClient,
  serviceClient,
  unique,
} from './support/clients.ts';
import { users } from './seed/people.ts';

// Issue 33: every message is an outbox row written in the transaction of its event, one per recipient.

const SHOP = 'orders-desk@sikka.test';
let admin: ShopClient;

const rowsFor = async (orderId: string) =>
  (
    await db().query<{ recipient: string; template: string; data: Record<string, unknown>; status: string }>(
      'select recipient, template, data, status from public.outbox where order_id = $1 order by created_at, template',
      [orderId],
    )
  ).rows;

async function order(client: ShopClient, price = 2_500) {
  const { data, error } = await placeOrder(client, await createListing(db(), price), null, {
    phone: `6${String(Date.now() % 1e9).padStart(9, '0')}`,
  });
  if (error) throw new Error(error.message);
  return data!;
}

beforeAll(async () => {
  admin = await adminClient();
  const { error } = await admin.rpc('update_shop_settings', { changes: { contact_email: SHOP } });
  expect(error).toBeNull();
});
afterAll(async () => {
  await admin.rpc('update_shop_settings', { changes: { contact_email: '' } });
});

describe('an order placed', () => {
  it('writes one message to the buyer and one to the shop, with the agreed figures', async () => {
    const placed = await order(await buyerClient(), 2_500);
    const rows = await rowsFor(placed.order_id);
    expect(rows.map((r) => [r.recipient, r.template, r.status])).toEqual([
      [users.buyer.email, 'order_placed', 'queued'],
      [SHOP, 'shop_new_order', 'queued'],
    ]);
    expect(rows[0]!.data).toMatchObject({ reference: placed.reference, item_name: placed.item_name, total: 2_550, shipping: 50 });
  });

  it('writes nothing to a guest who left no e-mail, and still tells the shop', async () => {
    const placed = await order(await anonymousSession());
    expect((await rowsFor(placed.order_id)).map((r) => r.template)).toEqual(['shop_new_order']);
  });

  it('writes to the e-mail a guest left for order updates', async () => {
    const guest = await anonymousSession();
    const email = `${unique('guest').toLowerCase()}@example.in`;
    const { data, error } = await placeOrder(guest, await createListing(db(), 700), null, {
      phone: `6${String(Date.now() % 1e9).padStart(9, '3')}`,
      buyer_email: email,
    } as never);
    expect(error).toBeNull();
    expect((await rowsFor(data!.order_id)).map((r) => [r.recipient, r.template])).toEqual([
      [email, 'order_placed'],
      [SHOP, 'shop_new_order'],
    ]);
  });

  it('writes its messages in the order’s own transaction: rolled back, none remain; a refused order writes none', async () => {
    const client = await db().connect();
    const before = Number((await db().query('select count(*) from public.outbox')).rows[0].count);
    try {
      await client.query('begin');
      const listing = await createListing(db(), 900);
      const { rows } = await client.query<{ id: string }>(
        `insert into public.delivery_addresses (user_id, collectible_id, full_name, phone, address_line1, city, state, pincode)
         values ($1, $2, 'Rolled Back', '9876500000', '1 MG Road', 'Bengaluru', 'Karnataka', '560001') returning id`,
        [users.buyer.id, listing],
      );
      const inside = await client.query('select count(*)::int as n from public.outbox where order_id = $1', [rows[0]!.id]);
      expect(inside.rows[0].n).toBe(2);
      await client.query('rollback');
    } finally {
      client.release();
    }
    const sold = await createListing(db(), 900, 'sold');
    const refused = await placeOrder(await buyerClient(), sold);
    expect(refused.error?.hint).toBe('collectible_sold');
    expect(Number((await db().query('select count(*) from public.outbox')).rows[0].count)).toBe(before);
  });
});

describe('an order’s later events', () => {
  it('UTR submitted → the shop; paid → the buyer; rejected → the buyer with the reason', async () => {
    const buyer = await buyerClient();
    const paid = await order(buyer);
    const utr = `${Date.now()}`.slice(-12).padStart(12, '4');
    expect((await buyer.rpc('submit_payment', { order_id: paid.order_id, utr })).error).toBeNull();
    expect((await admin.rpc('mark_order_paid', { order_id: paid.order_id })).error).toBeNull();
    const paidRows = await rowsFor(paid.order_id);
    expect(paidRows.filter((r) => r.template === 'shop_utr_submitted').map((r) => [r.recipient, r.data.utr])).toEqual([
      [SHOP, utr],
    ]);
    expect(paidRows.filter((r) => r.template === 'payment_confirmed').map((r) => r.recipient)).toEqual([users.buyer.email]);

    const rejected = await order(buyer);
    const utr2 = `${Number(utr) + 7}`.padStart(12, '5');
    expect((await buyer.rpc('submit_payment', { order_id: rejected.order_id, utr: utr2 })).error).toBeNull();
    expect((await admin.rpc('reject_order_payment', { order_id: rejected.order_id, reason: 'No such credit' })).error).toBeNull();
    const rows = (await rowsFor(rejected.order_id)).filter((r) => r.template === 'payment_rejected');
    expect(rows.map((r) => [r.recipient, r.data.rejection_reason])).toEqual([[users.buyer.email, 'No such credit']]);
  });

  it('cancelled by the shop, or expired, tells the buyer which', async () => {
    const buyer = await buyerClient();
    const cancelled = await order(buyer);
    expect(
      (await admin.from('delivery_addresses').update({ status: 'cancelled' }).eq('id', cancelled.order_id)).error,
    ).toBeNull();
    expect((await rowsFor(cancelled.order_id)).filter((r) => r.recipient === users.buyer.email).map((r) => r.template)).toEqual([
      'order_placed',
      'order_cancelled',
    ]);
    const expired = await order(buyer);
    await serviceClient().rpc('expire_unpaid_orders', { at: new Date(Date.now() + 7 * 86_400_000).toISOString() });
    expect((await rowsFor(expired.order_id)).filter((r) => r.template === 'order_expired').length).toBe(1);
  });

  it('a new seller submission tells the shop', async () => {
    const seller = unique('Seller');
    const { rows } = await db().query<{ id: string }>(
      `insert into public.seller_submissions (seller_name, seller_phone, image_url) values ($1, '+919876512345', 'https://x.test/a.jpg') returning id`,
      [seller],
    );
    // In the shop's digest of new submissions (issue 49: seller-submission-limits.test.ts tells how it gathers).
    const sent = await db().query(
      `select recipient, template from public.outbox where data -> 'submissions' @> jsonb_build_array(jsonb_build_object('id', $1::text))`,
      [rows[0]!.id],
    );
    expect(sent.rows).toEqual([{ recipient: SHOP, template: 'shop_new_submission' }]);
  });
});

describe('the outbox is the admins’ to read', () => {
  it('an admin reads an order’s messages; a buyer, a guest and a visitor read none, and nobody writes', async () => {
    const buyer = await buyerClient();
    const placed = await order(buyer);
    expect((await admin.from('outbox').select('template').eq('order_id', placed.order_id)).data).toHaveLength(2);
    expect((await buyer.from('outbox').select('id').eq('order_id', placed.order_id)).data).toEqual([]);
    expect((await (await anonymousSession()).from('outbox').select('id')).data).toEqual([]);
    expect((await anonClient().from('outbox').select('id')).error).not.toBeNull();
    const write = await admin.from('outbox').insert({ recipient: 'x@y.test', template: 'order_placed' } as never);
    expect(write.error?.code).toBe('42501');
    // The sender's calls are the service role's alone.
    expect((await admin.rpc('claim_outbox', {})).error?.code).toBe('42501');
  });
});
