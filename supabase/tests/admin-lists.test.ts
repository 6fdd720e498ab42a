import { beforeAll, describe, expect, it } from 'vitest';
import { users } from './seed/people.ts';
import { createListing, placeOrder } from './support/checkout.ts';
import { adminClient, anonClient, buyerClient, db, type ShopClient, unique } from './support/clients.ts';

// The back office's paged, searched lists (issue 15 item 6): one admin-only call per page.

interface Page<T> {
  total: number;
  rows: T[];
}
type OrderRow = {
  id: string;
  full_name: string;
  status: string;
  created_at: string;
  item: { name: string; slug: string; image_url: string | null; status: string | null; on_hold: boolean };
};
type CollectibleRow = {
  id: string;
  name: string;
  type: string;
  price: number;
  status: string | null;
  category: { name: string } | null;
};
type UserRow = {
  id: string;
  phone: string;
  total_orders: number;
  total_collectibles: number;
  last_active: string;
  recent_orders: unknown[];
};

let admin: ShopClient;
let buyer: ShopClient;
let orderId: string;
let listingId: string;
let listingName: string;
const customer = unique('Zubin Contractor');

beforeAll(async () => {
  admin = await adminClient();
  buyer = await buyerClient();
  listingId = await createListing(db(), 73519);
  listingName = (await db().query<{ name: string }>('select name from public.collectibles where id = $1', [listingId])).rows[0]!
    .name;
  const { data, error } = await placeOrder(buyer, listingId, null, {
    full_name: customer,
    phone: '9123456780',
    city: 'Mysuru',
    address_line1: '7 Sayyaji Rao Road',
  });
  expect(error).toBeNull();
  orderId = (data as { order_id: string }).order_id;
});

const ordersPage = async (client: ShopClient, args: Record<string, unknown> = {}) => client.rpc('admin_orders_page', args);

describe('admin_orders_page', () => {
  it.each([
    ['a visitor', () => anonClient(), 'Not authenticated'],
    ['a buyer', () => buyer, 'Not authorized'],
  ])('refuses %s: %s', async (_who, client, message) => {
    const { data, error } = await ordersPage(client());
    expect(data).toBeNull();
    expect(error?.message).toBe(message);
  });

  it('answers the first page of 12, newest first, with the total of all orders', async () => {
    const { data, error } = await ordersPage(admin);
    expect(error).toBeNull();
    const page = data as unknown as Page<OrderRow>;
    const { rows } = await db().query<{ n: number }>('select count(*)::int as n from public.delivery_addresses');
    expect(page.total).toBe(rows[0]!.n);
    expect(page.rows.length).toBe(Math.min(12, page.total));
    const dates = page.rows.map((o) => o.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.rows[0]!.id).toBe(orderId);
    expect(page.rows[0]!.item).toMatchObject({ name: listingName });
  });

  it.each([
    ['name', () => customer.toUpperCase()],
    ['phone', () => '912345678'],
    ['address', () => 'sayyaji rao'],
  ])('finds an order by its customer %s', async (_field, search) => {
    const page = (await ordersPage(admin, { search: search() })).data as unknown as Page<OrderRow>;
    expect(page.rows.map((o) => o.id)).toContain(orderId);
    expect(page.total).toBe(page.rows.length);
  });

  it.each([
    ['phone as the card shows it', () => '+91 91234 56780'],
    ['phone without the country code, spaced', () => '91234 56780'],
    ['phone with the country code, unspaced', () => '919123456780'],
    ['number as the card shows it', () => `Order #${orderId.slice(0, 8)}`],
    ['number', () => orderId.slice(0, 8).toUpperCase()],
    ['number with its #', () => `#${orderId.slice(0, 6)}`],
  ])('finds an order by its %s', async (_field, search) => {
    const page = (await ordersPage(admin, { search: search() })).data as unknown as Page<OrderRow>;
    expect(page.rows.map((o) => o.id)).toContain(orderId);
  });

  it('finds an order by the name of the piece it bought, in any case', async () => {
    const page = (await ordersPage(admin, { search: listingName.toUpperCase() })).data as unknown as Page<OrderRow>;
    expect(page.rows.map((o) => o.id)).toEqual([orderId]);
    expect(page.total).toBe(1);
  });

  it('says the item is on hold while this open order holds it', async () => {
    const page = (await ordersPage(admin, { search: customer })).data as unknown as Page<OrderRow>;
    expect(page.rows[0]!.item).toMatchObject({ status: null, on_hold: true });
  });

  it('matches % and _ literally, and filters by status', async () => {
    expect(((await ordersPage(admin, { search: '%' })).data as unknown as Page<OrderRow>).total).toBe(0);
    const cancelled = (await ordersPage(admin, { search: customer, status: 'cancelled' })).data as unknown as Page<OrderRow>;
    expect(cancelled.total).toBe(0);
    const received = (await ordersPage(admin, { search: customer, status: 'received' })).data as unknown as Page<OrderRow>;
    expect(received.total).toBe(1);
  });

  it('pages without overlap', async () => {
    const first = (await ordersPage(admin, { page: 1, page_size: 2 })).data as unknown as Page<OrderRow>;
    const second = (await ordersPage(admin, { page: 2, page_size: 2 })).data as unknown as Page<OrderRow>;
    expect(second.rows).toHaveLength(2);
    expect(second.rows.map((o) => o.id)).not.toContain(first.rows[0]!.id);
    expect(second.total).toBe(first.total);
  });
});

describe('admin_collectibles_page', () => {
  const page = async (search: string) =>
    (await admin.rpc('admin_collectibles_page', { search })).data as unknown as Page<CollectibleRow>;

  it('refuses a buyer', async () => {
    const { error } = await buyer.rpc('admin_collectibles_page', {});
    expect(error?.message).toBe('Not authorized');
  });

  it('counts every listing and gives 12 newest first', async () => {
    const all = await page('');
    const { rows } = await db().query<{ n: number }>('select count(*)::int as n from public.collectibles');
    expect(all.total).toBe(rows[0]!.n);
    expect(all.rows).toHaveLength(12);
    expect(all.rows[0]!.id).toBe(listingId);
  });

  it.each([
    ['name', () => listingName.slice(-12)],
    ['price', () => '73519'],
    ['price as written', () => '₹73,519'],
  ])('finds a listing by %s', async (_field, search) => {
    expect((await page(search())).rows.map((c) => c.id)).toContain(listingId);
  });

  it('reads digits as a price only when the search is a price', async () => {
    expect((await page('no such coin 73519')).total).toBe(0);
    expect((await page('Rs. 73519')).rows.map((c) => c.id)).toContain(listingId);
  });

  it('finds listings by type', async () => {
    const notes = await page('note');
    expect(notes.total).toBeGreaterThan(0);
    for (const row of notes.rows) expect(`${row.type} ${row.name}`.toLowerCase()).toContain('note');
  });
});

describe('admin_users_page', () => {
  const page = async (search: string) => (await admin.rpc('admin_users_page', { search })).data as unknown as Page<UserRow>;

  it('refuses a visitor', async () => {
    const { error } = await anonClient().rpc('admin_users_page', {});
    expect(error?.message).toBe('Not authenticated');
  });

  it('counts every profile and carries each user’s stats', async () => {
    const all = await page('');
    const { rows } = await db().query<{ n: number }>('select count(*)::int as n from public.profiles');
    expect(all.total).toBe(rows[0]!.n);
    // The first page holds the newest profiles (other tests make users): find the buyer by id.
    const buyerRow = (await page(users.buyer.id)).rows.find((u) => u.id === users.buyer.id);
    const { rows: orders } = await db().query<{ n: number }>(
      'select count(*)::int as n from public.delivery_addresses where user_id = $1',
      [users.buyer.id],
    );
    expect(buyerRow?.total_orders).toBe(orders[0]!.n);
    expect(buyerRow?.recent_orders).toHaveLength(3);
  });

  it.each([
    ['phone', () => users.buyer.phone.slice(3)],
    ['id', () => users.buyer.id.slice(0, 8)],
    ['an order’s item', () => listingName],
    ['an order’s customer name', () => customer],
  ])('finds the buyer by %s', async (_field, search) => {
    expect((await page(search())).rows.map((u) => u.id)).toContain(users.buyer.id);
  });

  it('finds nobody for a search that matches nothing', async () => {
    expect(await page('no-such-user-anywhere')).toEqual({ total: 0, rows: [] });
  });
});
