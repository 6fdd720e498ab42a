import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, anonymousSession, buyerClient, db, userIdOf, type ShopClient } from './support/clients.ts';
import { createListing, createPromo, delivery, ordersWithPromo, placeOrder, usedCount } from './support/checkout.ts';

// place_order(): the checkout's one atomic call (spec §2 Checkout, §5 promo rules, §9 amounts).

let buyer: ShopClient;
beforeAll(async () => {
  buyer = await buyerClient();
});

async function orderRow(id: string) {
  return (await db().query('select * from public.delivery_addresses where id = $1', [id])).rows[0];
}

describe('place_order happy path', () => {
  it('writes a received order for the caller and answers the amounts the payment link needs', async () => {
    const listing = await createListing(db(), 2500);
    const code = await createPromo(db(), { percent: 10 });
    const { data, error } = await placeOrder(buyer, listing, code.toLowerCase());
    expect(error).toBeNull();
    expect(data).toMatchObject({
      price: 2500,
      discount: 250,
      shipping: 50,
      total: 2300,
      discount_percent: 10,
      applied_promo_code: code,
    });
    expect(data?.item_name).toMatch(/^Order test coin/);
    expect(data?.reference).toBe(data?.order_id.slice(0, 8));

    const row = await orderRow(data!.order_id);
    expect(row).toMatchObject({
      user_id: await userIdOf(buyer),
      collectible_id: listing,
      status: 'received',
      promo_code: code,
      discount_percent: 10,
      shipping_charge: 50,
      full_name: delivery.full_name,
      address_line2: null,
      state: 'Tamil Nadu',
    });
    expect(await usedCount(db(), code)).toBe(1);
  });

  it('charges price plus 50 shipping without a promo code', async () => {
    const { data, error } = await placeOrder(buyer, await createListing(db(), 999));
    expect(error).toBeNull();
    expect(data).toMatchObject({
      price: 999,
      discount: 0,
      shipping: 50,
      total: 1049,
      discount_percent: 0,
      applied_promo_code: null,
    });
  });

  it('rounds the discount to whole rupees: round(999 × 5 / 100) = 50', async () => {
    const { data } = await placeOrder(buyer, await createListing(db(), 999), await createPromo(db(), { percent: 5 }));
    expect(data).toMatchObject({ discount: 50, total: 999 });
  });

  it('gives a 100% code a total of just the shipping', async () => {
    const { data } = await placeOrder(buyer, await createListing(db(), 4200), await createPromo(db(), { percent: 100 }));
    expect(data).toMatchObject({ discount: 4200, total: 50 });
  });

  it('accepts an anonymous session, and the order belongs to that session', async () => {
    const visitor = await anonymousSession();
    const { data, error } = await placeOrder(visitor, await createListing(db(), 300));
    expect(error).toBeNull();
    expect((await orderRow(data!.order_id)).user_id).toBe(await userIdOf(visitor));
    const { data: mine } = await visitor.from('delivery_addresses').select('id');
    expect(mine?.map((o) => o.id)).toEqual([data!.order_id]);
  });

  it('orders an available listing and one without a status alike', async () => {
    expect((await placeOrder(buyer, await createListing(db(), 500, 'available'))).error).toBeNull();
    expect((await placeOrder(buyer, await createListing(db(), 500, null))).error).toBeNull();
  });
});

describe('place_order rejections', () => {
  it('needs a session: "Authentication required to place an order"', async () => {
    const listing = await createListing(db(), 700);
    const { data, error } = await placeOrder(anonClient(), listing);
    expect(data).toBeNull();
    expect(error?.message).toBe('Authentication required to place an order');
    expect((await db().query('select 1 from public.delivery_addresses where collectible_id = $1', [listing])).rowCount).toBe(0);
  });

  it.each([
    ['a listing that does not exist', null, 'Collectible not found'],
    ['a sold listing', 'sold', 'This item has already been sold'],
    ['an unavailable listing', 'unavailable', 'This item is currently unavailable'],
  ])('refuses %s', async (_what, status, message) => {
    const listing = status === null ? '00000000-0000-4000-8000-0000000000ff' : await createListing(db(), 700, status);
    const { error } = await placeOrder(buyer, listing);
    expect(error?.message).toBe(message);
    expect(error?.code).toBe('P0001');
  });

  it.each([
    ['unknown', {}, 'NOSUCHCODE', 'Invalid promo code'],
    ['inactive', { active: false }, null, 'This promo code is inactive'],
    ['not started', { startsIn: '+1 day' }, null, 'This promo code is not yet active'],
    ['expired', { expiresIn: '-1 hour' }, null, 'This promo code has expired'],
    ['used up', { maxUses: 2, usedCount: 2 }, null, 'This promo code has reached its maximum uses'],
  ])('refuses an %s promo code with its message, writing nothing', async (_what, fixture, fixedCode, message) => {
    const listing = await createListing(db(), 1500);
    const code = fixedCode ?? (await createPromo(db(), fixture));
    const before = fixedCode ? 0 : await usedCount(db(), code);
    const { data, error } = await placeOrder(buyer, listing, code);
    expect(data).toBeNull();
    expect(error?.message).toBe(message);
    expect((await db().query('select 1 from public.delivery_addresses where collectible_id = $1', [listing])).rowCount).toBe(0);
    if (!fixedCode) expect(await usedCount(db(), code)).toBe(before);
  });

  it('rolls back the promo use when the delivery details are invalid', async () => {
    const code = await createPromo(db(), { maxUses: 1 });
    const { error } = await placeOrder(buyer, await createListing(db(), 800), code, { pincode: '12345' });
    expect(error?.code).toBe('23514');
    expect(await usedCount(db(), code)).toBe(0);
    expect(await ordersWithPromo(db(), code)).toBe(0);
  });

  it('cannot be bypassed by inserting an order directly', async () => {
    const { error } = await buyer.from('delivery_addresses').insert({
      collectible_id: await createListing(db(), 900),
      ...delivery,
      discount_percent: 100,
      shipping_charge: 0,
      item_name: 'A coin for nothing',
      price: 900,
      discount: 900,
      shipping: 0,
      total: 0,
    });
    expect(error?.code).toBe('42501');
  });
});
