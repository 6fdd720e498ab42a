import { describe, expect, it } from 'vitest';
import { anonymousSession, buyerClient, db } from './support/clients.ts';
import { createListing, createPromo, ordersWithPromo, placeOrder, usedCount } from './support/checkout.ts';

describe('placing orders concurrently', () => {
  it('lets exactly 10 of 50 simultaneous orders use a promo code with max_uses 10', async () => {
    const code = await createPromo(db(), { maxUses: 10, percent: 20 });
    // One piece per order: an open order holds its piece (hold.test.ts), so each of the 50 buys its own.
    const listings = await Promise.all(Array.from({ length: 50 }, () => createListing(db(), 10_000)));
    // Five buyers (the signed-in one and four anonymous sessions), ten orders each, all at once.
    const buyers = [await buyerClient(), ...(await Promise.all([1, 2, 3, 4].map(() => anonymousSession())))];
    const results = await Promise.all(listings.map((listing, i) => placeOrder(buyers[i % buyers.length]!, listing, code)));

    const succeeded = results.filter((r) => r.error === null);
    const refused = results.filter((r) => r.error !== null);
    expect(succeeded).toHaveLength(10);
    expect(new Set(refused.map((r) => r.error?.message))).toEqual(new Set(['This promo code has reached its maximum uses']));
    expect(await usedCount(db(), code)).toBe(10);
    expect(await ordersWithPromo(db(), code)).toBe(10);
    expect(new Set(succeeded.map((r) => r.data?.order_id)).size).toBe(10);
    for (const r of succeeded) expect(r.data).toMatchObject({ discount: 2000, total: 8050 });
  });

  it('keeps two simultaneous orders with one promo code whole and separate', async () => {
    const code = await createPromo(db(), { percent: 10 });
    // Two pieces: two orders of one piece cannot both stand (hold.test.ts).
    const [listing, other] = await Promise.all([createListing(db(), 5000), createListing(db(), 5000)]);
    const [a, b] = await Promise.all([buyerClient(), anonymousSession()]);
    const [first, second] = await Promise.all([
      placeOrder(a, listing, code, { full_name: 'First Buyer' }),
      placeOrder(b!, other!, code, { full_name: 'Second Buyer' }),
    ]);
    expect(first.error).toBeNull();
    expect(second?.error).toBeNull();
    expect(first.data?.order_id).not.toBe(second?.data?.order_id);

    const { rows } = await db().query<{ full_name: string; user_id: string; discount_percent: number }>(
      'select full_name, user_id, discount_percent from public.delivery_addresses where collectible_id = any($1) order by full_name',
      [[listing, other]],
    );
    expect(rows.map((r) => r.full_name)).toEqual(['First Buyer', 'Second Buyer']);
    expect(rows[0]?.user_id).not.toBe(rows[1]?.user_id);
    expect(rows.every((r) => r.discount_percent === 10)).toBe(true);
    expect(await usedCount(db(), code)).toBe(2);
  });
});
