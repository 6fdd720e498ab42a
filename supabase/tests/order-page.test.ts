import { describe, expect, it } from 'vitest';
import { BUYER_EMAIL_INVALID, BUYER_EMAIL_SAMPLES } from '../../shared/src/domain/orders/buyerEmail.ts';
import { createListing, placeOrder } from './support/checkout.ts';
import { adminClient, anonClient, anonymousSession, db, type ShopClient, unique } from './support/clients.ts';
import { users } from './seed/people.ts';

// The buyer's order page and 'My Orders' (issue 33): an unguessable link per order, the e-mail for
// order updates, and nobody else's orders.

let phoneSeq = 0;
/** A phone no other test uses: the unpaid-order cap counts orders per phone. */
const freshPhone = () => `6${String(Date.now() % 1e8).padStart(8, '0')}${phoneSeq++ % 10}`;
let utrSeq = 0;
const freshUtr = () => `${String(Date.now()).slice(-9)}${String(utrSeq++ % 1000).padStart(3, '0')}`;

async function order(client: ShopClient, overrides: Record<string, unknown> = {}) {
  const listing = await createListing(db(), 1_200);
  const { data, error } = await placeOrder(client, listing, null, { phone: freshPhone(), ...overrides } as never);
  if (error) throw new Error(`place_order: ${error.message}`);
  return data!;
}

describe('the order’s link', () => {
  it('is 32 base64url characters (192 bits), different for every order, never the reference', async () => {
    const buyer = await anonymousSession();
    const placed = [await order(buyer), await order(buyer)];
    for (const p of placed) {
      expect(p.access_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(p.access_token).not.toContain(p.reference);
    }
    expect(placed[0]!.access_token).not.toBe(placed[1]!.access_token);
    const { rows } = await db().query<{ n: number; distinct_tokens: number }>(
      'select count(*)::int as n, count(distinct access_token)::int as distinct_tokens from public.delivery_addresses',
    );
    expect(rows[0]!.distinct_tokens).toBe(rows[0]!.n);
  });

  it('cannot be changed, even by the database owner', async () => {
    const placed = await order(await anonymousSession());
    await expect(
      db().query(`update public.delivery_addresses set access_token = repeat('a', 32) where id = $1`, [placed.order_id]),
    ).rejects.toThrow('The link of an order cannot change after it is placed');
  });

  it('opens the order for anyone holding it, without a session: figures, payment state and history', async () => {
    const placed = await order(await anonymousSession());
    const { data, error } = await anonClient().rpc('order_page', { token: placed.access_token });
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data![0]).toMatchObject({
      reference: placed.reference,
      item_name: placed.item_name,
      item_slug: placed.item_slug,
      price: 1_200,
      shipping: 50,
      total: 1_250,
      status: 'received',
      payment_status: 'unpaid',
      shipment_tracking: null,
    });
    expect(data![0]!.history).toEqual([{ at: expect.any(String), text: 'Order placed' }]);
    // Nothing about the buyer or the staff: no address, phone, e-mail or who changed what.
    expect(data![0]).not.toHaveProperty('full_name');
    expect(JSON.stringify(data)).not.toMatch(/Kavya|Anna Salai|@/);
  });

  it('answers nothing for an unknown, tampered or malformed token', async () => {
    const placed = await order(await anonymousSession());
    const last = placed.access_token.at(-1) === 'A' ? 'B' : 'A';
    for (const token of [`${placed.access_token.slice(0, -1)}${last}`, placed.reference, placed.order_id, '', "' or 1=1 --"]) {
      const { data, error } = await anonClient().rpc('order_page', { token });
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
  });

  it('tells the history in plain words, without naming the staff', async () => {
    const placed = await order(await anonymousSession());
    const admin = await adminClient();
    expect((await anonClient().rpc('submit_order_payment', { token: placed.access_token, utr: freshUtr() })).error).toBeNull();
    expect((await admin.rpc('mark_order_paid', { order_id: placed.order_id })).error).toBeNull();
    const shipped = await admin.rpc('mark_order_fulfilled', {
      order_id: placed.order_id,
      carrier: 'Blue Dart',
      tracking: '81234567890',
    });
    expect(shipped.error).toBeNull();
    const { data } = await anonClient().rpc('order_page', { token: placed.access_token });
    expect(data![0]!.history).toEqual([
      expect.objectContaining({ text: 'Order placed' }),
      expect.objectContaining({ text: 'Payment submitted — we are verifying it' }),
      expect.objectContaining({ text: 'Payment received' }),
      expect.objectContaining({ text: 'Shipped' }),
    ]);
    expect(JSON.stringify(data)).not.toContain(users.admin.email);
  });
});

describe('"I have paid" on the order page', () => {
  it('takes the UTR through the link, with submit_payment’s rules', async () => {
    const placed = await order(await anonymousSession());
    const token = placed.access_token;
    expect((await anonClient().rpc('submit_order_payment', { token, utr: '12345' })).error).toMatchObject({
      hint: 'utr_invalid',
    });
    const utr = freshUtr();
    expect((await anonClient().rpc('submit_order_payment', { token, utr })).error).toBeNull();
    const { data } = await anonClient().rpc('order_page', { token });
    // The piece stays held for the shop's verification window (48 h), not for ever.
    expect(data![0]).toMatchObject({ payment_status: 'submitted', utr });
    expect(data![0]!.hold_expires_at).not.toBeNull();
    expect((await anonClient().rpc('submit_order_payment', { token, utr: freshUtr() })).error).toMatchObject({
      hint: 'order_not_awaiting_payment',
    });
  });

  it('refuses an unknown link', async () => {
    const { error } = await anonClient().rpc('submit_order_payment', { token: 'x'.repeat(32), utr: freshUtr() });
    expect(error).toMatchObject({ hint: 'order_not_found' });
  });
});

describe('E-mail for order updates', () => {
  it('keeps the address given in the form, lower-cased', async () => {
    const placed = await order(await anonymousSession(), { buyer_email: '  Asha.Rao@Example.IN ' });
    const { rows } = await db().query('select buyer_email from public.delivery_addresses where id = $1', [placed.order_id]);
    expect(rows[0]!.buyer_email).toBe('asha.rao@example.in');
  });

  it('keeps a signed-in buyer’s account e-mail when the field is left empty; a guest’s order has none', async () => {
    const email = `${unique('buyer').toLowerCase()}@example.com`;
    const buyer = anonClient();
    expect((await buyer.auth.signUp({ email, password: 'order-page-123' })).error).toBeNull();
    const mine = await order(buyer, { buyer_email: '' });
    const guest = await order(await anonymousSession());
    const { rows } = await db().query('select id, buyer_email from public.delivery_addresses where id = any($1)', [
      [mine.order_id, guest.order_id],
    ]);
    const byId = Object.fromEntries(rows.map((r) => [r.id, r.buyer_email]));
    expect(byId[mine.order_id]).toBe(email);
    expect(byId[guest.order_id]).toBeNull();
  });

  it.each(BUYER_EMAIL_SAMPLES.invalid)('refuses %s with the form’s rule and writes no order', async (email) => {
    const buyer = await anonymousSession();
    const listing = await createListing(db(), 900);
    const { error } = await placeOrder(buyer, listing, null, { phone: freshPhone(), buyer_email: email } as never);
    expect(error).toMatchObject({ hint: 'buyer_email_invalid', message: BUYER_EMAIL_INVALID });
    const { rows } = await db().query('select count(*)::int as n from public.delivery_addresses where collectible_id = $1', [
      listing,
    ]);
    expect(rows[0]!.n).toBe(0);
  });

  it.each(BUYER_EMAIL_SAMPLES.valid)('takes %s, as the form does', async (email) => {
    const placed = await order(await anonymousSession(), { buyer_email: email });
    expect(placed.access_token).toBeTruthy();
  });

  it('is refused by the table itself too', async () => {
    const placed = await order(await anonymousSession());
    await expect(
      db().query(`update public.delivery_addresses set buyer_email = 'not-an-address' where id = $1`, [placed.order_id]),
    ).rejects.toThrow('delivery_addresses_buyer_email_valid');
  });
});

describe('My Orders', () => {
  it('lists the buyer’s own orders and the guest orders whose links this browser kept, never another buyer’s', async () => {
    const me = await anonymousSession();
    const mine = await order(me);
    const guestEarlier = await order(await anonymousSession());
    const stranger = await order(await anonymousSession());

    const { data, error } = await me.rpc('my_orders', { guest_tokens: [guestEarlier.access_token] });
    expect(error).toBeNull();
    const tokens = data!.map((o) => o.access_token);
    expect(tokens).toEqual(expect.arrayContaining([mine.access_token, guestEarlier.access_token]));
    expect(tokens).not.toContain(stranger.access_token);
    expect(data!.find((o) => o.access_token === mine.access_token)).toMatchObject({
      reference: mine.reference,
      item_name: mine.item_name,
      total: 1_250,
      status: 'received',
      payment_status: 'unpaid',
    });

    const { data: plain } = await me.rpc('my_orders');
    expect(plain!.map((o) => o.access_token)).toEqual([mine.access_token]);
  });

  it('answers nothing without a session, and no list of orders to the anon key', async () => {
    const placed = await order(await anonymousSession());
    const { data, error } = await anonClient().rpc('my_orders', { guest_tokens: [placed.access_token] });
    expect(data ?? []).toEqual([]);
    expect(error?.code).toBe('42501');
  });
});
