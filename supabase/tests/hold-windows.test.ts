import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, placeOrder } from './support/checkout.ts';
import { adminClient, anonymousSession, db, type ShopClient, serviceClient } from './support/clients.ts';

// Holds that fit the payment (issue 49): UPI is held for the shop's minutes, a bank transfer until the end
// of the next business day (Mon–Fri) at 23:59 IST, a submitted reference for the verification window
// (48 h), after which the order is cancelled as unverified, flagged for the owner and both are e-mailed.

const SHOP = 'owner@hold-windows.test';
const BUYER = 'buyer@hold-windows.test';
let phoneSeq = 0;
const freshPhone = () => `6${String(Date.now() % 1e8).padStart(8, '0')}${phoneSeq++ % 10}`;
let utrSeq = 0;
const freshUtr = () => `${String(Date.now()).slice(-9)}${String(utrSeq++ % 1000).padStart(3, '0')}`;

async function order(client: ShopClient, listing: string, overrides: Record<string, unknown> = {}) {
  const { data, error } = await placeOrder(client, listing, null, { phone: freshPhone(), ...overrides } as never);
  if (error) throw new Error(`place_order: ${error.message}`);
  return data!;
}
const row = async (id: string) =>
  (await db().query('select * from public.delivery_addresses where id = $1', [id])).rows[0] as Record<string, unknown>;
const bankHoldUntil = async (at: string, days = 1) =>
  (
    await db().query<{ until: string }>(
      `select to_char(private.bank_hold_until($1::timestamptz, $2) at time zone 'Asia/Kolkata', 'Dy YYYY-MM-DD HH24:MI') as until`,
      [at, days],
    )
  ).rows[0]!.until;

beforeAll(async () => {
  const { error } = await (await adminClient()).rpc('update_shop_settings', { changes: { contact_email: SHOP } });
  if (error) throw error;
});
afterAll(async () => {
  await (await adminClient()).rpc('update_shop_settings', { changes: { contact_email: '' } });
});

describe('hold windows per payment method', () => {
  it('holds a UPI order for the shop’s hold minutes (30)', async () => {
    const placed = await order(await anonymousSession(), await createListing(db(), 2_000));
    const saved = await row(placed.order_id);
    expect(placed.payment_method).toBe('upi');
    expect((saved.hold_expires_at as Date).getTime() - (saved.created_at as Date).getTime()).toBe(30 * 60_000);
  });

  it('holds a bank transfer until the end of the next business day, 23:59 India time', async () => {
    const placed = await order(await anonymousSession(), await createListing(db(), 150_000));
    expect(placed.payment_method).toBe('bank_transfer');
    const saved = await row(placed.order_id);
    const expected = await bankHoldUntil((saved.created_at as Date).toISOString());
    const { rows } = await db().query<{ held: string }>(
      `select to_char(hold_expires_at at time zone 'Asia/Kolkata', 'Dy YYYY-MM-DD HH24:MI') as held
         from public.delivery_addresses where id = $1`,
      [placed.order_id],
    );
    expect(rows[0]!.held).toBe(expected);
    expect(expected).toMatch(/^(Mon|Tue|Wed|Thu|Fri) \d{4}-\d{2}-\d{2} 23:59$/);
  });

  it('counts Monday to Friday as business days, on the Indian calendar', async () => {
    // Wednesday 25 Nov 2026 → Thursday; Friday evening → Monday; Saturday and Sunday → Monday.
    expect(await bankHoldUntil('2026-11-25T10:00:00+05:30')).toBe('Thu 2026-11-26 23:59');
    expect(await bankHoldUntil('2026-11-27T23:30:00+05:30')).toBe('Mon 2026-11-30 23:59');
    expect(await bankHoldUntil('2026-11-28T12:00:00+05:30')).toBe('Mon 2026-11-30 23:59');
    expect(await bankHoldUntil('2026-11-29T12:00:00+05:30')).toBe('Mon 2026-11-30 23:59');
    // 20:00 UTC on a Thursday is already Friday in India.
    expect(await bankHoldUntil('2026-11-26T20:00:00Z')).toBe('Mon 2026-11-30 23:59');
    expect(await bankHoldUntil('2026-11-27T10:00:00+05:30', 2)).toBe('Tue 2026-12-01 23:59');
  });

  it('takes the windows from the shop’s settings, within their rules', async () => {
    const admin = await adminClient();
    const { data, error } = await admin.rpc('update_shop_settings', {
      changes: { bank_hold_business_days: 2, verification_hold_hours: 72 },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ bank_hold_business_days: 2, verification_hold_hours: 72 });
    const refused = await admin.rpc('update_shop_settings', { changes: { verification_hold_hours: 0 } });
    expect(refused.error?.message).toContain('shop_settings_verification_hours');
    await admin.rpc('update_shop_settings', { changes: { bank_hold_business_days: 1, verification_hold_hours: 48 } });
  });
});

describe('the verification window of a submitted reference', () => {
  it('holds the piece 48 hours from the reference, then cancels it as unverified, flags it and tells both', async () => {
    const buyer = await anonymousSession();
    const placed = await order(buyer, await createListing(db(), 3_000), { buyer_email: BUYER });
    const { error } = await buyer.rpc('submit_payment', { order_id: placed.order_id, utr: freshUtr() });
    expect(error).toBeNull();
    const submitted = await row(placed.order_id);
    const deadline = (submitted.hold_expires_at as Date).getTime();
    expect(deadline - (submitted.payment_submitted_at as Date).getTime()).toBe(48 * 3600_000);

    const expire = (at: number) => serviceClient().rpc('expire_unpaid_orders', { at: new Date(at).toISOString() });
    await expire(deadline - 60_000);
    expect(await row(placed.order_id)).toMatchObject({
      status: 'received',
      payment_status: 'submitted',
      payment_unverified_at: null,
    });

    // The deadline to the microsecond (a JS Date keeps milliseconds).
    const { rows: exact } = await db().query<{ at: string }>(
      'select hold_expires_at::text as at from public.delivery_addresses where id = $1',
      [placed.order_id],
    );
    await serviceClient().rpc('expire_unpaid_orders', { at: exact[0]!.at });
    const ended = await row(placed.order_id);
    expect(ended).toMatchObject({ status: 'cancelled', cancel_reason: 'unverified', payment_status: 'submitted' });
    expect((ended.payment_unverified_at as Date).getTime()).toBe(deadline);

    const { rows } = await db().query<{ recipient: string; template: string }>(
      `select recipient, template from public.outbox
        where order_id = $1 and template in ('order_payment_unverified', 'shop_payment_unverified') order by template`,
      [placed.order_id],
    );
    expect(rows).toEqual([
      { recipient: BUYER, template: 'order_payment_unverified' },
      { recipient: SHOP, template: 'shop_payment_unverified' },
    ]);
    // The piece is for sale again.
    expect(
      (await placeOrder(await anonymousSession(), ended.collectible_id as string, null, { phone: freshPhone() })).error,
    ).toBeNull();
  });

  it('shows the owner the flag in the back office’s order data', async () => {
    const buyer = await anonymousSession();
    const placed = await order(buyer, await createListing(db(), 3_100));
    await buyer.rpc('submit_payment', { order_id: placed.order_id, utr: freshUtr() });
    await serviceClient().rpc('expire_unpaid_orders', { at: new Date(Date.now() + 49 * 3600_000).toISOString() });
    const { data } = await (await adminClient())
      .from('delivery_addresses')
      .select('status, cancel_reason, payment_unverified_at')
      .eq('id', placed.order_id)
      .single();
    expect(data).toMatchObject({ status: 'cancelled', cancel_reason: 'unverified' });
    expect(data!.payment_unverified_at).not.toBeNull();
  });

  it('gives a rejected bank transfer a bank-transfer window again, not minutes', async () => {
    const buyer = await anonymousSession();
    const placed = await order(buyer, await createListing(db(), 150_000));
    await buyer.rpc('submit_payment', { order_id: placed.order_id, utr: freshUtr() });
    const { error } = await (await adminClient()).rpc('reject_order_payment', {
      order_id: placed.order_id,
      reason: 'No credit with this reference',
    });
    expect(error).toBeNull();
    const rejected = await row(placed.order_id);
    expect((rejected.hold_expires_at as Date).getTime() - Date.now()).toBeGreaterThan(3600_000);
  });

  it('extends a bank transfer’s hold, never shortens it: a reference given at once keeps the bank window', async () => {
    // Five business days ahead is a week or more, longer than the 48 h window whatever day this runs.
    await db().query('update private.shop_settings set bank_hold_business_days = 5');
    try {
      const buyer = await anonymousSession();
      const placed = await order(buyer, await createListing(db(), 150_000));
      const held = ((await row(placed.order_id)).hold_expires_at as Date).getTime();
      const { error } = await buyer.rpc('submit_payment', { order_id: placed.order_id, utr: freshUtr(), method: 'imps' });
      expect(error).toBeNull();
      const submitted = await row(placed.order_id);
      expect(submitted.payment_status).toBe('submitted');
      expect((submitted.hold_expires_at as Date).getTime()).toBe(held);
      expect(held - (submitted.payment_submitted_at as Date).getTime()).toBeGreaterThan(48 * 3600_000);
    } finally {
      await db().query('update private.shop_settings set bank_hold_business_days = default');
    }
  });
});
