import { describe, expect, it } from 'vitest';
import { createListing, placeOrder } from './support/checkout.ts';
import { adminClient, anonymousSession, buyerClient, db, userIdOf } from './support/clients.ts';

// A guest order joins an account only when the person says so (issue 50): guest_orders_to_join lists
// what would join from the links a browser kept, join_guest_orders moves them on 'Add to my account'.

let phoneSeq = 0;
const freshPhone = () => `8${String(Date.now() % 1e8).padStart(8, '0')}${phoneSeq++ % 10}`;

async function guestOrder(price: number) {
  const guest = await anonymousSession();
  const { data, error } = await placeOrder(guest, await createListing(db(), price), null, { phone: freshPhone() });
  if (error) throw new Error(`place_order: ${error.message}`);
  return { guest, id: data!.order_id as string, token: data!.access_token as string };
}

const ownerOf = async (orderId: string) =>
  (await db().query<{ user_id: string }>('select user_id from public.delivery_addresses where id = $1', [orderId])).rows[0]!
    .user_id;

describe('guest orders join an account only when asked', () => {
  it('lists the guest orders a browser kept (item, date, total) and moves them only on join', async () => {
    const first = await guestOrder(1_500);
    const second = await guestOrder(2_500);
    const buyer = await buyerClient();

    const { data: offered, error } = await buyer.rpc('guest_orders_to_join', { guest_tokens: [first.token, second.token] });
    expect(error).toBeNull();
    expect(offered!.map((o) => [o.access_token, o.total])).toEqual([
      [second.token, 2_550],
      [first.token, 1_550],
    ]);
    expect(offered![0]!.item_name).toMatch(/^Order test coin/);
    expect(offered![0]!.reference).toBe(second.id.slice(0, 8));
    expect(new Date(offered![0]!.created_at).getTime()).toBeGreaterThan(0);
    // Listing them moved nothing.
    expect(await ownerOf(first.id)).toBe(await userIdOf(first.guest));

    expect((await buyer.rpc('join_guest_orders', { guest_tokens: [first.token] })).data).toBe(1);
    expect(await ownerOf(first.id)).toBe(await userIdOf(buyer));
    expect(await ownerOf(second.id)).toBe(await userIdOf(second.guest));
    // Joined, it is no longer a guest order: offered no more, joined no more.
    const { data: left } = await buyer.rpc('guest_orders_to_join', { guest_tokens: [first.token, second.token] });
    expect(left!.map((o) => o.access_token)).toEqual([second.token]);
    expect((await buyer.rpc('join_guest_orders', { guest_tokens: [first.token] })).data).toBe(0);
  });

  it('never offers or moves an order that belongs to an account, whatever links a browser kept', async () => {
    const placed = await guestOrder(1_800);
    const buyer = await buyerClient();
    expect((await buyer.rpc('join_guest_orders', { guest_tokens: [placed.token] })).data).toBe(1);
    // Another account signs in on the same device with the same kept link.
    const admin = await adminClient();
    expect((await admin.rpc('guest_orders_to_join', { guest_tokens: [placed.token] })).data).toEqual([]);
    expect((await admin.rpc('join_guest_orders', { guest_tokens: [placed.token] })).data).toBe(0);
    expect(await ownerOf(placed.id)).toBe(await userIdOf(buyer));
  });

  it('answers only a signed-in account, not a guest session', async () => {
    const placed = await guestOrder(1_900);
    const other = await anonymousSession();
    expect((await other.rpc('guest_orders_to_join', { guest_tokens: [placed.token] })).error?.hint).toBe('not_authenticated');
    expect((await other.rpc('join_guest_orders', { guest_tokens: [placed.token] })).error?.hint).toBe('not_authenticated');
    expect(await ownerOf(placed.id)).toBe(await userIdOf(placed.guest));
  });
});

describe('admin_order_emails', () => {
  it("gives the admin each order's buyer e-mail (the account's when none was given), and nobody else", async () => {
    const placed = await guestOrder(1_200);
    const buyer = await buyerClient();
    await buyer.rpc('join_guest_orders', { guest_tokens: [placed.token] });
    const { data, error } = await (await adminClient()).rpc('admin_order_emails', { order_ids: [placed.id] });
    expect(error).toBeNull();
    expect(data).toEqual([{ order_id: placed.id, email: 'buyer@sikka.local' }]);
    expect((await buyer.rpc('admin_order_emails', { order_ids: [placed.id] })).error).not.toBeNull();
  });
});
