import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, anonClient, buyerClient, db, unique, type ShopClient } from './support/clients.ts';
import { fixtures, someoneElse } from './support/fixtures.ts';
import { isRoleRefusal, staffAccount } from './support/staff.ts';

// The role matrix (issue 51): owner, staff, editor, accountant, buyer and a visitor against every back-office
// table and function, through supabase-js signed in as each. permissions.test.ts covers the tables for the
// owner (its 'admin' column), buyers and visitors; this file adds the three other roles for the tables, and
// all six for the functions.

type Role = 'owner' | 'staff' | 'editor' | 'accountant' | 'buyer' | 'anon';
const ROLES: Role[] = ['owner', 'staff', 'editor', 'accountant', 'buyer', 'anon'];
const clients = {} as Record<Role, ShopClient>;

beforeAll(async () => {
  const [owner, buyer, staff, editor, accountant] = await Promise.all([
    adminClient(),
    buyerClient(),
    staffAccount('staff'),
    staffAccount('editor'),
    staffAccount('accountant'),
  ]);
  Object.assign(clients, { owner, buyer, staff: staff.client, editor: editor.client, accountant: accountant.client });
  clients.anon = anonClient();
});

/**
 * Tables: what staff, an editor and an accountant may do to a row that is not theirs (S select, I insert,
 * U update, D delete). Listings, their parts, the blog and submissions are the editors'; orders staff's (who
 * cancel by updating the status; deleting an order is the owner's); promo codes, profiles, the outbox's
 * non-order mail and the activity log the owner's. Anyone may read what the shop publishes.
 */
const TABLES: Record<string, Record<'staff' | 'editor' | 'accountant', string>> = {
  categories: { staff: 'S', editor: 'SIUD', accountant: 'S' },
  collectibles: { staff: 'S', editor: 'SIUD', accountant: 'S' },
  collectible_images: { staff: 'S', editor: 'SIUD', accountant: 'S' },
  catalogue_references: { staff: 'S', editor: 'SIUD', accountant: 'S' },
  reference_types: { staff: 'S', editor: 'SIUD', accountant: 'S' },
  blog_posts: { staff: 'S', editor: 'SIUD', accountant: 'S' },
  // Staff and accountants offer a coin as any buyer does, through the sell form's rules (sell-submissions.test.ts),
  // which refuse this fixture's photo; an editor's insert is the back office's and skips them.
  seller_submissions: { staff: '', editor: 'SIUD', accountant: '' },
  delivery_addresses: { staff: 'SU', editor: '', accountant: '' },
  status_history: { staff: 'S', editor: '', accountant: '' },
  promo_codes: { staff: '', editor: '', accountant: '' },
  profiles: { staff: '', editor: '', accountant: '' },
  outbox: { staff: '', editor: '', accountant: '' },
  activity_log: { staff: '', editor: '', accountant: '' },
  // Returns and refunds (issue 46) are written through their functions only; staff read them, and
  // accountants the refunds (the accounts reconcile them).
  order_returns: { staff: 'S', editor: '', accountant: '' },
  order_refunds: { staff: 'S', editor: '', accountant: 'S' },
  // Auctions (issue 47): anyone reads a published auction, its lots and their bid history; staff read the
  // bidders, every bid with its maximum, the watchlists and the wins. Every write is a function.
  auctions: { staff: 'S', editor: 'S', accountant: 'S' },
  auction_lots: { staff: 'S', editor: 'S', accountant: 'S' },
  auction_bid_history: { staff: 'S', editor: 'S', accountant: 'S' },
  auction_bidders: { staff: 'S', editor: '', accountant: '' },
  auction_bids: { staff: 'S', editor: '', accountant: '' },
  auction_watches: { staff: 'S', editor: '', accountant: '' },
  auction_wins: { staff: 'S', editor: '', accountant: '' },
};

async function readBack(table: string, id: string, column: string): Promise<unknown> {
  const { rows } = await db().query(`select "${column}" as value from public.${table} where id = $1`, [id]);
  return rows[0]?.value;
}

it('names every table of the exposed schema', async () => {
  const { rows } = await db().query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  expect(Object.keys(TABLES).sort()).toEqual(rows.map((r) => r.name));
});

describe.each(Object.keys(TABLES))('table %s', (table) => {
  const fixture = fixtures[table]!;
  const from = (client: ShopClient) => client.from(table as 'categories');
  for (const role of ['staff', 'editor', 'accountant'] as const) {
    const allowed = TABLES[table]![role];
    it(`${role}: select ${allowed.includes('S') ? 'allowed' : 'refused'}`, async () => {
      const id = await fixture.create(db(), someoneElse);
      const { data } = await from(clients[role]).select('id').eq('id', id);
      expect(data ?? []).toHaveLength(allowed.includes('S') ? 1 : 0);
    });
    it(`${role}: insert ${allowed.includes('I') ? 'allowed' : 'refused'}`, async () => {
      const { payload, where } = await fixture.insert(db(), someoneElse);
      const { error } = await from(clients[role]).insert(payload as never);
      if (allowed.includes('I')) expect(error).toBeNull();
      else expect(error).not.toBeNull();
      const { rows } = await db().query(`select 1 from public.${table} where "${where[0]}" = $1`, [where[1]]);
      expect(rows.length > 0).toBe(allowed.includes('I'));
    });
    it(`${role}: update ${allowed.includes('U') ? 'allowed' : 'refused'}`, async () => {
      const id = await fixture.create(db(), someoneElse);
      const before = await readBack(table, id, fixture.update.column);
      // A category's name is unique: permissions.test.ts gives the fixture's one new name to a row of its own.
      const value = table === 'categories' ? unique(`${role} category`) : fixture.update.value;
      await from(clients[role])
        .update({ [fixture.update.column]: value } as never)
        .eq('id', id);
      expect(await readBack(table, id, fixture.update.column)).toEqual(allowed.includes('U') ? value : before);
    });
    it(`${role}: delete ${allowed.includes('D') ? 'allowed' : 'refused'}`, async () => {
      const id = await fixture.create(db(), someoneElse);
      await from(clients[role]).delete().eq('id', id);
      const { rows } = await db().query(`select 1 from public.${table} where id::text = $1`, [id]);
      expect(rows.length).toBe(allowed.includes('D') ? 0 : 1);
    });
  }
});

/**
 * Functions: who gets past each back-office function's role check (an owner always does). An allowed call
 * may still be refused for its data (an unknown order, an empty listing): only the role refusal counts.
 */
const nobody = randomUUID();
const FUNCTIONS: { name: string; args: Record<string, unknown>; roles: Role[] }[] = [
  { name: 'admin_orders_page', args: {}, roles: ['staff'] },
  { name: 'admin_order_emails', args: { order_ids: [] }, roles: ['staff'] },
  { name: 'import_bank_statement', args: { lines: [] }, roles: ['staff'] },
  { name: 'mark_order_paid', args: { order_id: nobody }, roles: ['staff'] },
  { name: 'reject_order_payment', args: { order_id: nobody, reason: 'No such credit' }, roles: ['staff'] },
  { name: 'mark_order_fulfilled', args: { order_id: nobody, carrier: 'Blue Dart', tracking: 'BD12345678' }, roles: ['staff'] },
  { name: 'reissue_certificate', args: { order_id: nobody }, roles: ['staff'] },
  { name: 'revoke_certificate', args: { certificate_id: nobody, reason: 'Wrong grade' }, roles: ['staff'] },
  { name: 'admin_collectibles_page', args: {}, roles: ['editor'] },
  {
    name: 'create_collectible',
    args: {
      collectible_id: nobody,
      type: 'coin',
      name: 'Matrix coin',
      slug: `matrix-${nobody}`,
      description: '',
      price: 100,
      youtube_url: null,
      category_id: null,
      image_urls: [],
    },
    roles: ['editor'],
  },
  {
    name: 'update_collectible',
    args: {
      collectible_id: nobody,
      type: 'coin',
      name: 'Matrix coin',
      slug: `matrix-${nobody}`,
      description: '',
      price: 100,
      youtube_url: null,
      category_id: null,
      status: null,
      kept_image_ids: [],
      new_image_urls: [],
    },
    roles: ['editor'],
  },
  { name: 'delete_collectible', args: { collectible_id: nobody }, roles: ['editor'] },
  { name: 'delete_seller_submission', args: { submission_id: nobody }, roles: ['editor'] },
  { name: 'unreferenced_seller_uploads', args: {}, roles: ['editor'] },
  { name: 'admin_users_page', args: {}, roles: [] },
  { name: 'admin_user_stats', args: {}, roles: [] },
  { name: 'update_shop_settings', args: { changes: {} }, roles: [] },
  { name: 'staff_members', args: {}, roles: [] },
  { name: 'invite_staff', args: { email: 'no-domain', role: 'staff' }, roles: [] },
  { name: 'set_staff_role', args: { user_id: nobody, role: 'staff' }, roles: [] },
  { name: 'remove_staff', args: { user_id: nobody }, roles: [] },
  { name: 'cancel_staff_invite', args: { email: 'nobody@example.com' }, roles: [] },
  { name: 'activity_log_page', args: {}, roles: [] },
  {
    name: 'save_auction',
    args: {
      auction_id: nobody,
      title: 'Matrix sale',
      description: '',
      starts_at: '2099-01-01T00:00:00Z',
      first_lot_closes_at: '2099-01-02T00:00:00Z',
    },
    roles: ['staff'],
  },
  { name: 'add_auction_lot', args: { auction_id: nobody, collectible_id: nobody, opening_bid: 100 }, roles: ['staff'] },
  { name: 'remove_auction_lot', args: { lot: nobody }, roles: ['staff'] },
  { name: 'set_lot_reserve', args: { lot: nobody, reserve: 100 }, roles: ['staff'] },
  { name: 'schedule_auction', args: { auction: nobody }, roles: ['staff'] },
  { name: 'cancel_auction_lot', args: { lot: nobody }, roles: ['staff'] },
  { name: 'cancel_auction', args: { auction: nobody, reason: 'Matrix' }, roles: ['staff'] },
  { name: 'block_bidder', args: { user_id: nobody, reason: 'Matrix' }, roles: ['staff'] },
  { name: 'unblock_bidder', args: { user_id: nobody }, roles: ['staff'] },
  { name: 'admin_auction_lots', args: { auction: nobody }, roles: ['staff'] },
  { name: 'admin_lot_bids', args: { lot: nobody }, roles: ['staff'] },
  { name: 'auction_results', args: { auction: nobody }, roles: ['staff'] },
  { name: 'offer_lot_to_underbidder', args: { lot: nobody }, roles: ['staff'] },
  { name: 'save_auction_settings', args: { settings: {} }, roles: [] },
];

describe.each(FUNCTIONS)('function $name', ({ name, args, roles }) => {
  it.each(ROLES)('%s', async (role) => {
    const allowed = role === 'owner' || roles.includes(role);
    const { error } = await clients[role].rpc(name as 'staff_members', args as never);
    expect(isRoleRefusal(error), `${role} calling ${name}: ${error?.message}`).toBe(!allowed);
  });
});

describe("buyers' PANs", () => {
  it('are in the Orders Dashboard for the owner only; staff see that one was given', async () => {
    const order = await fixtures.delivery_addresses!.create(db(), someoneElse);
    await db().query(`insert into private.order_tax_ids (order_id, pan) values ($1, 'ABCDE1234F')`, [order]);
    const search = order.slice(0, 8);
    const taxIdFor = async (client: ShopClient) => {
      const { data, error } = await client.rpc('admin_orders_page', { search, page_size: 50 });
      expect(error).toBeNull();
      const rows = (data as { rows: { id: string; tax_id: unknown }[] }).rows;
      return rows.find((r) => r.id === order)?.tax_id;
    };
    expect(await taxIdFor(clients.owner)).toEqual({ pan: 'ABCDE1234F', pan_given: true, form60: false });
    expect(await taxIdFor(clients.staff)).toEqual({ pan: null, pan_given: true, form60: false });
  });
});

describe('the outbox', () => {
  it("shows staff an order's messages, not the shop's other mail", async () => {
    const order = await fixtures.delivery_addresses!.create(db(), someoneElse);
    const { rows } = await db().query<{ id: string }>(
      `insert into public.outbox (recipient, template, order_id) values ('buyer@sikka.test', 'order_placed', $1) returning id`,
      [order],
    );
    const other = await fixtures.outbox!.create(db(), someoneElse);
    const seen = async (id: string) => ((await clients.staff.from('outbox').select('id').eq('id', id)).data ?? []).length;
    expect(await seen(rows[0]!.id)).toBe(1);
    expect(await seen(other)).toBe(0);
  });
});

describe('listings with orders', () => {
  it('are deleted by the owner only: an editor is told why', async () => {
    const order = await fixtures.delivery_addresses!.create(db(), someoneElse);
    const { rows } = await db().query<{ id: string }>(
      'select collectible_id as id from public.delivery_addresses where id = $1',
      [order],
    );
    const listing = rows[0]!.id;
    const { error } = await clients.editor.rpc('delete_collectible', { collectible_id: listing });
    expect(error).toMatchObject({
      hint: 'collectible_has_orders',
      message: 'This listing has orders: only the owner can delete it',
    });
    expect((await db().query('select 1 from public.collectibles where id = $1', [listing])).rows).toHaveLength(1);
    expect((await clients.owner.rpc('delete_collectible', { collectible_id: listing })).error).toBeNull();
    expect((await db().query('select 1 from public.collectibles where id = $1', [listing])).rows).toHaveLength(0);
  });
});
