import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LIMITS } from '../../shared/src/config/constants.ts';
import { createListing, createPromo, placeOrder, usedCount } from './support/checkout.ts';
import { adminClient, anonymousSession, buyerClient, db, type ShopClient, serviceClient } from './support/clients.ts';

// Getting paid (issue 31): the agreed figures, UTR payments, holds that expire, caps and large amounts.

let phoneSeq = 0;
/** A phone no other test uses: the unpaid-order cap counts orders per phone too. */
const freshPhone = () => `7${String(Date.now() % 1e8).padStart(8, '0')}${phoneSeq++ % 10}`;
let utrSeq = 0;
const freshUtr = () => `${String(Date.now()).slice(-9)}${String(utrSeq++ % 1000).padStart(3, '0')}`;

async function order(client: ShopClient, listing: string, overrides: Record<string, unknown> = {}) {
  const { data, error } = await placeOrder(client, listing, null, { phone: freshPhone(), ...overrides } as never);
  if (error) throw new Error(`place_order: ${error.message}`);
  return data!;
}

const row = async (id: string) =>
  (await db().query('select * from public.delivery_addresses where id = $1', [id])).rows[0] as Record<string, unknown>;

describe('the agreed figures', () => {
  it('keeps what the buyer agreed to when the listing’s price changes afterwards', async () => {
    const listing = await createListing(db(), 5_000);
    const buyer = await anonymousSession();
    const placed = await order(buyer, listing);
    expect(placed).toMatchObject({ price: 5_000, discount: 0, shipping: 50, total: 5_050, payment_method: 'upi' });

    await db().query('update public.collectibles set price = 9_000, name = $2 where id = $1', [listing, 'Renamed']);
    const { data } = await buyer.from('delivery_addresses').select('item_name, price, total').eq('id', placed.order_id).single();
    expect(data).toEqual({ item_name: placed.item_name, price: 5_000, total: 5_050 });
  });

  it('refuses any change to an order’s figures, even by the database owner', async () => {
    const placed = await order(await anonymousSession(), await createListing(db(), 700));
    await expect(db().query('update public.delivery_addresses set total = 1 where id = $1', [placed.order_id])).rejects.toThrow(
      'The figures of an order cannot change after it is placed',
    );
    const admin = await adminClient();
    const { error } = await admin
      .from('delivery_addresses')
      .update({ total: 1 } as never)
      .eq('id', placed.order_id);
    expect(error?.code).toBe('42501');
  });

  it('takes an order for the dearest listing the price column can hold', async () => {
    const code = await createPromo(db(), { percent: 3 });
    const listing = await createListing(db(), 2_147_483_647);
    const placed = await order(await anonymousSession(), listing, { promo_code: code, form60: true });
    expect(placed).toMatchObject({
      price: 2_147_483_647,
      discount: 64_424_509,
      total: 2_083_059_188,
      payment_method: 'bank_transfer',
    });
  });
});

describe('order statuses only move forward', () => {
  it('refuses reopening a cancelled order, and lets a fulfilled one be cancelled (a return)', async () => {
    const admin = await adminClient();
    const cancelled = await order(await anonymousSession(), await createListing(db(), 300));
    expect(
      (await admin.from('delivery_addresses').update({ status: 'cancelled' }).eq('id', cancelled.order_id)).error,
    ).toBeNull();
    const { error } = await admin.from('delivery_addresses').update({ status: 'fulfilled' }).eq('id', cancelled.order_id);
    expect(error).toMatchObject({
      hint: 'order_status_transition',
      message: 'An order that is cancelled cannot be marked fulfilled',
    });

    const returned = await order(await anonymousSession(), await createListing(db(), 300));
    const shipped = await admin.rpc('mark_order_fulfilled', {
      order_id: returned.order_id,
      carrier: 'Blue Dart',
      tracking: '81234567890',
    });
    expect(shipped.error).toBeNull();
    expect((await admin.from('delivery_addresses').update({ status: 'received' }).eq('id', returned.order_id)).error?.hint).toBe(
      'order_status_transition',
    );
    expect((await admin.from('delivery_addresses').update({ status: 'cancelled' }).eq('id', returned.order_id)).error).toBeNull();
  });
});

describe('"I have paid": the UTR', () => {
  it('refuses a reference that is not exactly 12 digits, in the database', async () => {
    const buyer = await anonymousSession();
    const placed = await order(buyer, await createListing(db(), 400));
    for (const utr of ['12345678901', '1234567890123', '12345678901A', '']) {
      const { error } = await buyer.rpc('submit_payment', { order_id: placed.order_id, utr });
      expect(error).toMatchObject({
        hint: 'utr_invalid',
        message: 'The UTR is the 12-digit reference of your payment: digits only',
      });
    }
    await expect(
      db().query(`update public.delivery_addresses set utr = '12345' where id = $1`, [placed.order_id]),
    ).rejects.toThrow('delivery_addresses_utr_format');
  });

  it('records the UTR, holds the piece for the verification window (48 h) and shows the payment as submitted', async () => {
    const buyer = await anonymousSession();
    const placed = await order(buyer, await createListing(db(), 400));
    const utr = freshUtr();
    const { data, error } = await buyer.rpc('submit_payment', {
      order_id: placed.order_id,
      utr: `${utr.slice(0, 6)} ${utr.slice(6)}`,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ utr, payment_status: 'submitted' });
    const held = Date.parse(data!.hold_expires_at!) - Date.parse(data!.payment_submitted_at!);
    expect(held).toBe(48 * 3600_000);
  });

  it('refuses a UTR another order already carries, and another buyer’s order', async () => {
    const first = await anonymousSession();
    const utr = freshUtr();
    const mine = await order(first, await createListing(db(), 400));
    expect((await first.rpc('submit_payment', { order_id: mine.order_id, utr })).error).toBeNull();

    const second = await anonymousSession();
    const theirs = await order(second, await createListing(db(), 400));
    expect((await second.rpc('submit_payment', { order_id: theirs.order_id, utr })).error).toMatchObject({
      hint: 'utr_used',
      message: 'This UTR has already been used for another order',
    });
    expect((await second.rpc('submit_payment', { order_id: mine.order_id, utr: freshUtr() })).error?.hint).toBe(
      'order_not_found',
    );
  });
});

describe('the back office confirms payments', () => {
  it('lets only an admin mark a payment paid or reject it, with a reason the buyer reads', async () => {
    const buyer = await anonymousSession();
    const placed = await order(buyer, await createListing(db(), 1_200));
    await buyer.rpc('submit_payment', { order_id: placed.order_id, utr: freshUtr() });

    expect((await (await buyerClient()).rpc('mark_order_paid', { order_id: placed.order_id })).error?.hint).toBe(
      'not_authorized',
    );
    const admin = await adminClient();
    expect((await admin.rpc('reject_order_payment', { order_id: placed.order_id, reason: ' ' })).error?.hint).toBe(
      'payment_reason_required',
    );
    expect(
      (await admin.rpc('reject_order_payment', { order_id: placed.order_id, reason: 'No credit with this UTR' })).error,
    ).toBeNull();
    const { data: seen } = await buyer
      .from('delivery_addresses')
      .select('payment_status, payment_rejection_reason')
      .eq('id', placed.order_id)
      .single();
    expect(seen).toEqual({ payment_status: 'rejected', payment_rejection_reason: 'No credit with this UTR' });

    expect((await buyer.rpc('submit_payment', { order_id: placed.order_id, utr: freshUtr() })).error).toBeNull();
    expect((await admin.rpc('mark_order_paid', { order_id: placed.order_id })).error).toBeNull();
    expect(await row(placed.order_id)).toMatchObject({ payment_status: 'paid' });

    const history = await db().query(
      `select from_status, to_status, changed_by_label from public.status_history
        where record_id = $1 and entity = 'payment' order by id`,
      [placed.order_id],
    );
    expect(history.rows.map((h) => `${h.from_status}→${h.to_status}`)).toEqual([
      'unpaid→submitted',
      'submitted→rejected',
      'rejected→submitted',
      'submitted→paid',
    ]);
    expect(history.rows.at(-1)?.changed_by_label).not.toBe('database');
  });
});

describe('holds that expire', () => {
  it('cancels an unpaid order at its deadline (the clock moved, not waited for) and the piece can be ordered again', async () => {
    const listing = await createListing(db(), 650);
    const placed = await order(await anonymousSession(), listing);
    const service = serviceClient();
    const deadline = new Date(placed.hold_expires_at!);
    expect(deadline.getTime() - Date.now()).toBeGreaterThan((ORDER_LIMITS.holdMinutes - 1) * 60_000);

    expect(
      (await service.rpc('expire_unpaid_orders', { at: new Date(deadline.getTime() - 1000).toISOString() })).error,
    ).toBeNull();
    expect(await row(placed.order_id)).toMatchObject({ status: 'received' });
    const { data: expired } = await service.rpc('expire_unpaid_orders', { at: placed.hold_expires_at! });
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(await row(placed.order_id)).toMatchObject({ status: 'cancelled', cancel_reason: 'expired' });

    expect((await placeOrder(await anonymousSession(), listing, null, { phone: freshPhone() })).error).toBeNull();
  });

  it('keeps the hold of an order whose UTR was submitted within its verification window', async () => {
    const buyer = await anonymousSession();
    const placed = await order(buyer, await createListing(db(), 650));
    await buyer.rpc('submit_payment', { order_id: placed.order_id, utr: freshUtr() });
    await serviceClient().rpc('expire_unpaid_orders', { at: new Date(Date.now() + 24 * 3600_000).toISOString() });
    expect(await row(placed.order_id)).toMatchObject({ status: 'received', payment_status: 'submitted' });
  });

  it('lets no buyer run the expiry', async () => {
    const { error } = await (await anonymousSession()).rpc('expire_unpaid_orders', {});
    expect(error?.code).toBe('42501');
  });

  it('is scheduled every minute with pg_cron', async () => {
    const { rows } = await db().query(`select schedule, command from cron.job where jobname = 'expire-unpaid-orders'`);
    expect(rows).toEqual([{ schedule: '* * * * *', command: 'select public.expire_unpaid_orders()' }]);
  });

  it('gives a cancelled order’s promo-code use back', async () => {
    const code = await createPromo(db(), { maxUses: 1 });
    const placed = await order(await anonymousSession(), await createListing(db(), 900), { promo_code: code });
    expect(await usedCount(db(), code)).toBe(1);
    const admin = await adminClient();
    await admin.from('delivery_addresses').update({ status: 'cancelled' }).eq('id', placed.order_id);
    expect(await usedCount(db(), code)).toBe(0);
    expect(
      (await placeOrder(await anonymousSession(), await createListing(db(), 900), code, { phone: freshPhone() })).error,
    ).toBeNull();
  });
});

describe('at most a few unpaid orders per buyer', () => {
  // The shared test stack raises the cap for the many orders other files place (support/global-setup.ts):
  // here it is the shop's default again.
  beforeAll(() => db().query('update private.shop_settings set max_open_unpaid_orders = $1', [ORDER_LIMITS.maxOpenUnpaidOrders]));
  afterAll(() => db().query('update private.shop_settings set max_open_unpaid_orders = 1000'));

  it('refuses a third unpaid order from one session, and counts a paid-for one out', async () => {
    const buyer = await anonymousSession();
    const first = await order(buyer, await createListing(db(), 100));
    await order(buyer, await createListing(db(), 100));
    const { error } = await placeOrder(buyer, await createListing(db(), 100), null, { phone: freshPhone() });
    expect(error).toMatchObject({ hint: 'order_unpaid_limit' });
    await buyer.rpc('submit_payment', { order_id: first.order_id, utr: freshUtr() });
    expect((await placeOrder(buyer, await createListing(db(), 100), null, { phone: freshPhone() })).error).toBeNull();
  });

  it('counts orders by phone number across sessions', async () => {
    const phone = freshPhone();
    await order(await anonymousSession(), await createListing(db(), 100), { phone });
    await order(await anonymousSession(), await createListing(db(), 100), { phone });
    const { error } = await placeOrder(await anonymousSession(), await createListing(db(), 100), null, { phone });
    expect(error?.hint).toBe('order_unpaid_limit');
  });
});

describe('large amounts', () => {
  it('asks for a bank transfer above the UPI cap', async () => {
    const placed = await order(await anonymousSession(), await createListing(db(), ORDER_LIMITS.upiCap));
    expect(placed.payment_method).toBe('bank_transfer');
    const below = await order(await anonymousSession(), await createListing(db(), ORDER_LIMITS.upiCap - 50));
    expect(below.payment_method).toBe('upi');
  });

  it('needs a valid PAN or a Form 60 declaration above the PAN threshold, and keeps it from buyers', async () => {
    const listing = await createListing(db(), ORDER_LIMITS.panThreshold);
    const buyer = await anonymousSession();
    const refused = await placeOrder(buyer, listing, null, { phone: freshPhone() });
    expect(refused.error?.hint).toBe('order_pan_required');
    const invalid = await placeOrder(buyer, listing, null, { phone: freshPhone(), pan: 'ABCD1234F' } as never);
    expect(invalid.error?.hint).toBe('order_pan_invalid');

    const placed = await order(buyer, listing, { pan: 'abcde1234f' });
    const { rows } = await db().query('select pan, form60 from private.order_tax_ids where order_id = $1', [placed.order_id]);
    expect(rows).toEqual([{ pan: 'ABCDE1234F', form60: false }]);
    const { error } = await buyer
      .schema('private' as never)
      .from('order_tax_ids')
      .select('*');
    expect(error).not.toBeNull();
  });

  it('holds the browser’s copy of the limits equal to the database’s', async () => {
    const { rows } = await db().query(
      `select column_name, column_default from information_schema.columns
        where table_schema = 'private' and table_name = 'shop_settings'`,
    );
    const defaults = Object.fromEntries(rows.map((r) => [r.column_name, r.column_default]));
    expect({
      holdMinutes: Number(defaults.hold_minutes),
      maxOpenUnpaidOrders: Number(defaults.max_open_unpaid_orders),
      upiCap: Number(defaults.upi_cap),
      panThreshold: Number(defaults.pan_threshold),
    }).toEqual(ORDER_LIMITS);
  });
});

describe('bank statement import', () => {
  it('marks exactly the 10 exact matches paid and lists the 4 lines that do not match', async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, () => anonymousSession()));
    const paid: { utr: string; total: number; id: string }[] = [];
    for (const [i, buyer] of buyers.entries()) {
      const placed = await order(buyer, await createListing(db(), 1_000 + i));
      const utr = freshUtr();
      await buyer.rpc('submit_payment', { order_id: placed.order_id, utr });
      paid.push({ utr, total: placed.total!, id: placed.order_id! });
    }
    const lines = [
      ...paid.slice(0, 10).map((p, i) => ({ line: i + 2, utr: p.utr, amount: String(p.total) })),
      { line: 12, utr: paid[10]!.utr, amount: String(paid[10]!.total + 1) },
      { line: 13, utr: paid[11]!.utr, amount: String(paid[11]!.total - 50) },
      { line: 14, utr: '999999999999', amount: '500.00' },
      { line: 15, utr: paid[0]!.utr, amount: String(paid[0]!.total) },
    ];
    const admin = await adminClient();
    const preview = await admin.rpc('import_bank_statement', { lines, apply: false });
    expect(preview.error).toBeNull();
    const result = preview.data as { matched: unknown[]; problems: { line: number; problem: string }[] };
    expect(result.matched).toHaveLength(10);
    expect(result.problems.map((p) => [p.line, p.problem])).toEqual([
      [12, 'amount_differs'],
      [13, 'amount_differs'],
      [14, 'order_not_found'],
      [15, 'duplicate_line'],
    ]);
    const ids = paid.map((p) => p.id);
    const paidNow = async () =>
      (
        await db().query(
          `select count(*)::int as n from public.delivery_addresses where id = any($1) and payment_status = 'paid'`,
          [ids],
        )
      ).rows[0].n;
    expect(await paidNow()).toBe(0);

    expect((await admin.rpc('import_bank_statement', { lines, apply: true })).error).toBeNull();
    expect(await paidNow()).toBe(10);
    expect((await (await buyerClient()).rpc('import_bank_statement', { lines, apply: true })).error?.hint).toBe('not_authorized');
  });
});

describe('the Orders Dashboard and payments', () => {
  it('lists the payments to verify, finds an order by its UTR and shows admins the PAN', async () => {
    const buyer = await anonymousSession();
    const placed = await order(buyer, await createListing(db(), ORDER_LIMITS.panThreshold), { pan: 'PQRSX6789Z' });
    const utr = freshUtr();
    await buyer.rpc('submit_payment', { order_id: placed.order_id, utr });
    const admin = await adminClient();

    const { data: toVerify } = await admin.rpc('admin_orders_page', { payment: 'submitted', page_size: 1000 });
    const rows = (toVerify as { rows: { id: string; payment_status: string }[] }).rows;
    expect(rows.map((r) => r.id)).toContain(placed.order_id);
    expect(new Set(rows.map((r) => r.payment_status))).toEqual(new Set(['submitted']));

    const { data: found } = await admin.rpc('admin_orders_page', { search: `${utr.slice(0, 4)} ${utr.slice(4)}` });
    expect(found).toMatchObject({ total: 1, rows: [{ id: placed.order_id, utr, tax_id: { pan: 'PQRSX6789Z', form60: false } }] });
  });
});

describe('the shop’s order limits', () => {
  it('are changed by an admin, within their rules, and by nobody else', async () => {
    const admin = await adminClient();
    const { data, error } = await admin.rpc('update_shop_settings', { changes: { hold_minutes: 45 } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ hold_minutes: 45, upi_cap: ORDER_LIMITS.upiCap });
    try {
      expect((await admin.rpc('update_shop_settings', { changes: { hold_minutes: 1 } })).error?.message).toContain(
        'shop_settings_hold_minutes',
      );
      expect((await admin.rpc('update_shop_settings', { changes: { shipping: 0 } })).error?.hint).toBe('shop_setting_unknown');
      expect((await (await buyerClient()).rpc('update_shop_settings', { changes: { hold_minutes: 5 } })).error?.hint).toBe(
        'not_authorized',
      );
    } finally {
      await admin.rpc('update_shop_settings', { changes: { hold_minutes: ORDER_LIMITS.holdMinutes } });
    }
  });
});
