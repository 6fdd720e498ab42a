import { beforeAll, describe, expect, it } from 'vitest';
import { users } from './seed/people.ts';
import { adminClient, buyerClient, db, unique, type ShopClient } from './support/clients.ts';
import { fixtures, someoneElse } from './support/fixtures.ts';
import { staffAccount, type StaffAccount } from './support/staff.ts';

// The activity log (issue 51): each kind of change a staff account makes is written in the same transaction,
// with who, what and the changed values; changes by buyers and jobs are not; nobody changes or deletes it.

interface Entry {
  id: string;
  actor_id: string | null;
  actor_name: string;
  actor_role: string;
  kind: string;
  entity: string;
  record_id: string | null;
  record_label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

let owner: ShopClient;
let staff: StaffAccount;
let editor: StaffAccount;

beforeAll(async () => {
  [owner, staff, editor] = await Promise.all([adminClient(), staffAccount('staff', 'packer'), staffAccount('editor')]);
});

async function entriesFor(recordId: string): Promise<Entry[]> {
  const { rows } = await db().query<Entry>('select * from public.activity_log where record_id = $1 order by id', [recordId]);
  return rows;
}
const newOrder = () => fixtures.delivery_addresses!.create(db(), someoneElse);
const utr = () => `4${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;

describe('listings', () => {
  it('logs a price change with the old and new price only, and who made it', async () => {
    const listing = await fixtures.collectibles!.create(db(), someoneElse);
    const { error } = await editor.client.from('collectibles').update({ price: 2750 }).eq('id', listing);
    expect(error).toBeNull();
    const [entry] = await entriesFor(listing);
    expect(entry).toMatchObject({
      actor_id: editor.id,
      actor_name: editor.email,
      actor_role: 'editor',
      kind: 'listing.price',
      entity: 'public.collectibles',
      record_label: 'Fixture coin',
      before: { price: 100 },
      after: { price: 2750 },
    });
  });

  it('logs a status change, and a deletion with the row as it was', async () => {
    const listing = await fixtures.collectibles!.create(db(), someoneElse);
    await editor.client.from('collectibles').update({ status: 'sold' }).eq('id', listing);
    expect((await editor.client.rpc('delete_collectible', { collectible_id: listing })).error).toBeNull();
    const entries = await entriesFor(listing);
    expect(entries.map((e) => e.kind)).toEqual(['listing.status', 'listing.deleted']);
    expect(entries[0]).toMatchObject({ before: { status: null }, after: { status: 'sold' } });
    expect(entries[1]).toMatchObject({
      after: null,
      before: expect.objectContaining({ id: listing, price: 100, status: 'sold' }),
    });
  });

  it('does not log an update that changes nothing', async () => {
    const listing = await fixtures.collectibles!.create(db(), someoneElse);
    await editor.client.from('collectibles').update({ price: 100 }).eq('id', listing);
    expect(await entriesFor(listing)).toEqual([]);
  });
});

describe('orders', () => {
  it('logs a payment marked paid, a fulfilment and a cancellation by staff', async () => {
    const order = await newOrder();
    expect((await staff.client.rpc('mark_order_paid', { order_id: order })).error).toBeNull();
    const fulfilled = await staff.client.rpc('mark_order_fulfilled', {
      order_id: order,
      carrier: 'Blue Dart',
      tracking: 'BD12345678',
    });
    expect(fulfilled.error).toBeNull();
    expect((await staff.client.from('delivery_addresses').update({ status: 'cancelled' }).eq('id', order)).error).toBeNull();
    const entries = (await entriesFor(order)).filter((e) => e.entity === 'public.delivery_addresses');
    expect(entries.map((e) => [e.kind, e.actor_id])).toEqual([
      ['payment.paid', staff.id],
      ['order.fulfilled', staff.id],
      ['order.cancelled', staff.id],
    ]);
    expect(entries[0]!.before).toMatchObject({ payment_status: 'unpaid' });
    expect(entries[0]!.after).toMatchObject({ payment_status: 'paid' });
    expect(entries[1]!.after).toMatchObject({
      status: 'fulfilled',
      shipment_carrier: 'Blue Dart',
      shipment_tracking: 'BD12345678',
    });
    expect(entries[2]).toMatchObject({ before: { status: 'fulfilled' }, after: { status: 'cancelled' } });
  });

  it('logs a rejected payment', async () => {
    const order = await newOrder();
    await db().query(`update public.delivery_addresses set payment_status = 'submitted', utr = $2 where id = $1`, [order, utr()]);
    expect(await entriesFor(order)).toEqual([]); // the database itself (a fixture, a job) is nobody on the staff
    expect((await staff.client.rpc('reject_order_payment', { order_id: order, reason: 'No such credit' })).error).toBeNull();
    const [entry] = await entriesFor(order);
    expect(entry).toMatchObject({
      kind: 'payment.rejected',
      actor_role: 'staff',
      after: expect.objectContaining({ payment_status: 'rejected' }),
    });
  });

  it("does not log a buyer's own changes", async () => {
    const buyer = await buyerClient();
    const { data } = await buyer.from('delivery_addresses').select('id').eq('user_id', users.buyer.id).limit(1);
    const before = (await db().query('select count(*)::int as n from public.activity_log where actor_id = $1', [users.buyer.id]))
      .rows[0];
    expect(data?.length).toBeGreaterThan(0);
    await buyer.rpc('submit_payment', { order_id: data![0]!.id, utr: utr() });
    const after = (await db().query('select count(*)::int as n from public.activity_log where actor_id = $1', [users.buyer.id]))
      .rows[0];
    expect(after).toEqual(before);
    expect(before).toEqual({ n: 0 });
  });
});

describe('the owner’s changes', () => {
  it('logs promo codes created, changed and deleted', async () => {
    const code = unique('LOG').toUpperCase();
    const { data } = await owner.from('promo_codes').insert({ code, discount_percent: 10 }).select('id').single();
    await owner.from('promo_codes').update({ is_active: false }).eq('id', data!.id);
    await owner.from('promo_codes').delete().eq('id', data!.id);
    const entries = await entriesFor(data!.id);
    expect(entries.map((e) => e.kind)).toEqual(['promo_code.created', 'promo_code.changed', 'promo_code.deleted']);
    expect(entries.every((e) => e.actor_id === users.admin.id && e.record_label === code)).toBe(true);
    expect(entries[1]).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
  });

  it('logs the shop settings, only what changed', async () => {
    const { rows } = await db().query<{ hold_minutes: number }>('select hold_minutes from private.shop_settings');
    const was = rows[0]!.hold_minutes;
    expect((await owner.rpc('update_shop_settings', { changes: { hold_minutes: was + 5 } })).error).toBeNull();
    await owner.rpc('update_shop_settings', { changes: { hold_minutes: was } });
    const { rows: logged } = await db().query<Entry>(
      `select * from public.activity_log where entity = 'private.shop_settings' order by id desc limit 2`,
    );
    expect(logged.map((e) => [e.kind, e.before, e.after])).toEqual([
      ['settings.changed', { hold_minutes: was + 5 }, { hold_minutes: was }],
      ['settings.changed', { hold_minutes: was }, { hold_minutes: was + 5 }],
    ]);
  });

  it("logs the seller's legal details, changed by a staff account however it reaches them", async () => {
    const client = await db().connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: users.admin.id, role: 'authenticated' }),
      ]);
      await client.query(`update private.seller_details set customer_care_hours = 'Mon - Sun, 10:00 AM - 7:00 PM IST'`);
      const { rows } = await client.query<Entry>(
        `select * from public.activity_log where entity = 'private.seller_details' order by id desc limit 1`,
      );
      expect(rows[0]).toMatchObject({
        kind: 'settings.changed',
        actor_id: users.admin.id,
        after: { customer_care_hours: 'Mon - Sun, 10:00 AM - 7:00 PM IST' },
      });
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('logs blog posts and seller submissions changed by an editor', async () => {
    const slug = unique('log-post').toLowerCase();
    const { data: post, error } = await editor.client
      .from('blog_posts')
      .insert({
        title: 'Logged post',
        slug,
        content: 'Text',
        excerpt: 'Text',
        cover_image: 'https://example.com/c.jpg',
        meta_description: 'Text',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    expect((await entriesFor(post!.id))[0]).toMatchObject({
      kind: 'blog_post.created',
      record_label: 'Logged post',
      before: null,
    });

    const submission = await fixtures.seller_submissions!.create(db(), someoneElse);
    await editor.client.from('seller_submissions').update({ status: 'accepted' }).eq('id', submission);
    expect((await entriesFor(submission))[0]).toMatchObject({ kind: 'submission.status', after: { status: 'accepted' } });
  });

  it('logs invitations and role changes', async () => {
    const email = `${unique('logged-invite')}@sikka.test`;
    expect((await owner.rpc('invite_staff', { email, role: 'staff' })).error).toBeNull();
    const { rows } = await db().query<Entry>(
      `select * from public.activity_log where kind = 'staff_invite.created' and record_label = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.after).toMatchObject({ email, role: 'staff' });
    expect(rows[0]!.after).not.toHaveProperty('token_hash');

    const member = await staffAccount('staff');
    await owner.rpc('set_staff_role', { user_id: member.id, role: 'editor' });
    await owner.rpc('remove_staff', { user_id: member.id });
    const entries = await entriesFor(member.id);
    expect(entries.map((e) => [e.kind, e.before, e.after])).toEqual([
      ['staff.role', { staff_role: 'staff' }, { staff_role: 'editor' }],
      ['staff.role', { staff_role: 'editor' }, { staff_role: null }],
    ]);
  });
});

describe('the log itself', () => {
  it('cannot be changed or deleted, not even by the owner', async () => {
    const { rows } = await db().query<{ id: number; kind: string }>(
      'select id::int, kind from public.activity_log order by id desc limit 1',
    );
    const last = rows[0]!;
    const update = await owner.from('activity_log').update({ kind: 'forged' }).eq('id', last.id);
    expect(update.error).not.toBeNull();
    const remove = await owner.from('activity_log').delete().eq('id', last.id);
    expect(remove.error).not.toBeNull();
    await expect(db().query(`update public.activity_log set kind = 'forged' where id = $1`, [last.id])).rejects.toThrow(
      'The activity log cannot be changed or deleted',
    );
    await expect(db().query('delete from public.activity_log where id = $1', [last.id])).rejects.toThrow(
      'The activity log cannot be changed or deleted',
    );
    await expect(db().query('truncate public.activity_log')).rejects.toThrow('The activity log cannot be changed or deleted');
    const { rows: after } = await db().query('select kind from public.activity_log where id = $1', [last.id]);
    expect(after).toEqual([{ kind: last.kind }]);
  });

  it('is read by the owner only, filtered by person, kind and days in India', async () => {
    const { data, error } = await owner.rpc('activity_log_page', { person: staff.id, kind: 'payment', page_size: 100 });
    expect(error).toBeNull();
    const page = data as unknown as { total: number; rows: Entry[]; people: { id: string; name: string }[] };
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.rows.every((r) => r.actor_id === staff.id && r.kind.startsWith('payment.'))).toBe(true);
    expect(page.people).toContainEqual({ id: staff.id, name: staff.email });

    // Today in India holds every entry just written; the day before none of them.
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 5.5 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    const todays = await owner.rpc('activity_log_page', { person: staff.id, kind: 'payment', from_date: today, to_date: today });
    expect((todays.data as { total: number }).total).toBe(page.total);
    const before = await owner.rpc('activity_log_page', { person: staff.id, to_date: yesterday });
    expect((before.data as { total: number }).total).toBe(0);
    expect((await owner.rpc('activity_log_page', { from_date: today, to_date: yesterday })).error?.hint).toBe(
      'activity_dates_reversed',
    );

    for (const client of [staff.client, editor.client]) {
      expect((await client.from('activity_log').select('id').limit(1)).data).toEqual([]);
      expect((await client.rpc('activity_log_page', {})).error?.hint).toBe('not_authorized');
    }
  });
});
