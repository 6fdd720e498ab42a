import { describe, expect, it } from 'vitest';
import { createListing, delivery, placeOrder } from './support/checkout.ts';
import { anonClient, anonymousSession, db } from './support/clients.ts';

// The order page shows where the parcel goes (issue 50), to whoever holds the order's link, as the rest
// of the page; nothing for an unknown or malformed link.

describe('order_page_address', () => {
  it("gives the order's delivery name and address by its link, and nothing else", async () => {
    const buyer = await anonymousSession();
    const phone = `9${String(Date.now() % 1e9).padStart(9, '0')}`;
    const { data, error } = await placeOrder(buyer, await createListing(db(), 999), null, { phone, address_line2: 'Flat 4B' });
    expect(error).toBeNull();
    const token = data!.access_token as string;
    const { data: rows } = await anonClient().rpc('order_page_address', { token });
    expect(rows).toEqual([
      {
        full_name: delivery.full_name,
        address_line1: delivery.address_line1,
        address_line2: 'Flat 4B',
        city: delivery.city,
        state: delivery.state,
        pincode: delivery.pincode,
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(phone);
  });

  it('answers nothing for an unknown or malformed link', async () => {
    expect((await anonClient().rpc('order_page_address', { token: 'A'.repeat(32) })).data).toEqual([]);
    expect((await anonClient().rpc('order_page_address', { token: "' or 1=1 --" })).data).toEqual([]);
  });
});
