import { describe, expect, it } from 'vitest';
import { createListing, placeOrder } from './support/checkout.ts';
import { adminClient, anonClient, anonymousSession, db, type ShopClient } from './support/clients.ts';

// Papers a buyer can trust (issue 34): invoices and certificates issued when an order is marked paid.

let phoneSeq = 0;
const freshPhone = () => `6${String(Date.now() % 1e8).padStart(8, '0')}${phoneSeq++ % 10}`;

async function order(price: number, state = 'Tamil Nadu', buyer?: ShopClient) {
  const client = buyer ?? (await anonymousSession());
  const { data, error } = await placeOrder(client, await createListing(db(), price), null, { phone: freshPhone(), state });
  if (error) throw new Error(`place_order: ${error.message}`);
  return { client, id: data!.order_id as string };
}

async function invoiceOf(orderId: string, kind = 'invoice') {
  const { rows } = await db().query('select * from private.invoices where order_id = $1 and kind = $2', [orderId, kind]);
  return rows[0] as Record<string, unknown> | undefined;
}

async function markPaid(orderId: string) {
  const { error } = await (await adminClient()).rpc('mark_order_paid', { order_id: orderId });
  if (error) throw new Error(`mark_order_paid: ${error.message}`);
}

describe('GST invoices', () => {
  it('numbers 20 payments confirmed at the same moment with 20 distinct consecutive serials', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => order(1_000)));
    const admins = await Promise.all(orders.map(() => adminClient()));
    const results = await Promise.all(orders.map((o, i) => admins[i]!.rpc('mark_order_paid', { order_id: o.id })));
    expect(results.map((r) => r.error)).toEqual(Array(20).fill(null));

    const { rows } = await db().query<{ serial: string; number: number; financial_year: number }>(
      'select serial, number, financial_year from private.invoices where order_id = any($1) order by number',
      [orders.map((o) => o.id)],
    );
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.serial)).size).toBe(20);
    const numbers = rows.map((r) => r.number);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => numbers[0]! + i));
    for (const r of rows) expect(r.serial.length).toBeLessThanOrEqual(16);
    expect(rows[0]!.serial).toMatch(/^SK\/\d{2}-\d{2}\/\d{6}$/);
  });

  it('charges CGST + SGST when a Karnataka shop delivers in Karnataka, IGST when it delivers to Tamil Nadu', async () => {
    const local = await order(1_000, 'Karnataka');
    const away = await order(1_000, 'Tamil Nadu');
    await markPaid(local.id);
    await markPaid(away.id);
    // 1,050 rupees (1,000 + 50 shipping) at 5 %: taxable 1,000.00, tax 50.00.
    expect(await invoiceOf(local.id)).toMatchObject({
      tax_kind: 'intra',
      place_of_supply: 'Karnataka',
      place_of_supply_code: '29',
      hsn_code: '9705',
      total_paise: '105000',
      taxable_paise: '100000',
      cgst_paise: '2500',
      sgst_paise: '2500',
      igst_paise: '0',
    });
    expect(await invoiceOf(away.id)).toMatchObject({
      tax_kind: 'inter',
      place_of_supply: 'Tamil Nadu',
      place_of_supply_code: '33',
      total_paise: '105000',
      taxable_paise: '100000',
      cgst_paise: '0',
      sgst_paise: '0',
      igst_paise: '5000',
    });
  });

  it('rounds the tax of an odd amount to the paisa, the parts adding up to the total', async () => {
    // 1,284 rupees at 5 %: each half is 128,400 × 2.5 / 105 = 3,057.14… → 3,057 paise; taxable the rest, 122,286.
    const local = await order(1_234, 'Karnataka');
    // 51 rupees: each half 5,100 × 2.5 / 105 = 121.43… → 121 (equal halves, never 122 + 121); taxable 4,858.
    const tiny = await order(1, 'Karnataka');
    await markPaid(local.id);
    await markPaid(tiny.id);
    expect(await invoiceOf(local.id)).toMatchObject({ taxable_paise: '122286', cgst_paise: '3057', sgst_paise: '3057' });
    expect(await invoiceOf(tiny.id)).toMatchObject({ taxable_paise: '4858', cgst_paise: '121', sgst_paise: '121' });
  });

  it('starts a new series on 1 April in India (the payment’s time is the clock)', async () => {
    const march = await order(500);
    const april = await order(500);
    // The confirmation's time decides the year: 23:59 on 31 March 2031 and 00:00 on 1 April 2031 in India.
    await db().query(`update public.delivery_addresses set payment_status = 'paid', paid_at = $2 where id = $1`, [
      march.id,
      '2031-03-31T23:59:00+05:30',
    ]);
    await db().query(`update public.delivery_addresses set payment_status = 'paid', paid_at = $2 where id = $1`, [
      april.id,
      '2031-04-01T00:00:00+05:30',
    ]);
    expect(await invoiceOf(march.id)).toMatchObject({ serial: 'SK/30-31/000001', financial_year: 2030 });
    expect(await invoiceOf(april.id)).toMatchObject({ serial: 'SK/31-32/000001', financial_year: 2031 });
  });

  it('issues a credit note when a paid order is cancelled, and never changes an issued invoice', async () => {
    const paid = await order(2_000);
    await markPaid(paid.id);
    const admin = await adminClient();
    expect((await admin.from('delivery_addresses').update({ status: 'cancelled' }).eq('id', paid.id)).error).toBeNull();
    const invoice = await invoiceOf(paid.id);
    const credit = await invoiceOf(paid.id, 'credit_note');
    expect(credit).toMatchObject({ original_invoice_id: invoice!.id, total_paise: invoice!.total_paise });
    expect(credit!.serial).toMatch(/^SKC\/\d{2}-\d{2}\/\d{6}$/);
    await expect(db().query('update private.invoices set total_paise = 1 where id = $1', [invoice!.id])).rejects.toThrow(
      'An issued invoice or credit note cannot change',
    );
  });

  it('shows an order’s papers to its buyer and the admin, and to nobody else', async () => {
    const mine = await order(800);
    await markPaid(mine.id);
    const { data, error } = await mine.client.rpc('order_documents', { order_id: mine.id });
    expect(error).toBeNull();
    expect((data as { invoices: unknown[] }).invoices).toHaveLength(1);
    const stranger = await anonymousSession();
    expect((await stranger.rpc('order_documents', { order_id: mine.id })).error?.hint).toBe('order_not_found');
    const invoiceId = (await invoiceOf(mine.id))!.id as string;
    expect((await stranger.rpc('document_source', { kind: 'invoice', id: invoiceId })).error?.hint).toBe('document_not_found');
    expect((await mine.client.rpc('document_source', { kind: 'invoice', id: invoiceId })).error).toBeNull();
  });
});

describe('certificates of authenticity', () => {
  it('issues one when the order is paid, with a code of the safe alphabet that owes nothing to the order id', async () => {
    const orders = await Promise.all(Array.from({ length: 12 }, () => order(300)));
    for (const o of orders) await markPaid(o.id);
    const { rows } = await db().query<{ code: string; order_id: string }>(
      'select code, order_id from private.certificates where order_id = any($1)',
      [orders.map((o) => o.id)],
    );
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.code)).size).toBe(12);
    for (const { code, order_id } of rows) {
      expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{10}$/);
      const hex = order_id.replaceAll('-', '').toUpperCase();
      // No 5-character run of the code appears in the order id (a code derived from it would share some).
      for (let i = 0; i + 5 <= code.length; i++) expect(hex).not.toContain(code.slice(i, i + 5));
    }
  });

  it('shows the public facts, and nothing about the buyer, to anyone with the code', async () => {
    const paid = await order(4_500);
    await db().query(
      `update public.collectibles set grade = 'VF', weight_g = 11.66, diameter_mm = 30.5, metal = 'silver'
                       where id = (select collectible_id from public.delivery_addresses where id = $1)`,
      [paid.id],
    );
    await markPaid(paid.id);
    const { rows } = await db().query<{ code: string }>('select code from private.certificates where order_id = $1', [paid.id]);
    const code = rows[0]!.code;
    const { data, error } = await anonClient().rpc('verify_certificate', {
      code: `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      code,
      grade: 'VF',
      weight_g: 11.66,
      diameter_mm: 30.5,
      facts: { metal: 'silver' },
      revoked_at: null,
    });
    const text = JSON.stringify(data);
    for (const secret of ['Kavya', '22 Anna Salai', '600002', paid.id]) expect(text).not.toContain(secret);
    expect((await anonClient().rpc('verify_certificate', { code: 'AAAAAAAAAA' })).data).toBeNull();
  });

  it('lets only an admin revoke with a reason or re-issue; the old code then says why', async () => {
    const paid = await order(900);
    await markPaid(paid.id);
    const { rows } = await db().query<{ id: string; code: string }>(
      'select id, code from private.certificates where order_id = $1',
      [paid.id],
    );
    const first = rows[0]!;
    expect((await paid.client.rpc('revoke_certificate', { certificate_id: first.id, reason: 'mine' })).error?.hint).toBe(
      'not_authorized',
    );
    const admin = await adminClient();
    expect((await admin.rpc('revoke_certificate', { certificate_id: first.id, reason: ' ' })).error?.hint).toBe(
      'certificate_reason_required',
    );
    const reissued = await admin.rpc('reissue_certificate', { order_id: paid.id });
    expect(reissued.error).toBeNull();
    const newCode = (reissued.data as { code: string }).code;
    const old = (await anonClient().rpc('verify_certificate', { code: first.code })).data as Record<string, unknown>;
    expect(old.revoked_reason).toBe(`Replaced by certificate ${newCode}`);

    const newId = (await db().query<{ id: string }>('select id from private.certificates where code = $1', [newCode])).rows[0]!
      .id;
    expect(
      (await admin.rpc('revoke_certificate', { certificate_id: newId, reason: 'Found to be a cast copy' })).error,
    ).toBeNull();
    const revoked = (await anonClient().rpc('verify_certificate', { code: newCode })).data as Record<string, unknown>;
    expect(revoked).toMatchObject({ revoked_reason: 'Found to be a cast copy' });
    expect(revoked.revoked_at).toEqual(expect.any(String));
  });

  it('names the certifying expert by the admin’s display name', async () => {
    const admin = await adminClient();
    expect((await admin.rpc('set_display_name', { display_name: 'Dr. R. Krishnan' })).error).toBeNull();
    const paid = await order(700);
    await markPaid(paid.id);
    const { data } = await admin.rpc('order_documents', { order_id: paid.id });
    expect((data as { certificates: Array<{ certified_by_name: string }> }).certificates[0]!.certified_by_name).toBe(
      'Dr. R. Krishnan',
    );
  });
});
