import { describe, expect, it } from 'vitest';
import { paidOrder, queuedTemplates, staffSession } from './support/aftersale.ts';
import { adminClient, anonClient, db } from './support/clients.ts';

// Refunds (issue 46): the back office records the money sent back for a cancelled paid order or a
// received return, never above what the Return Policy allows; a return's refund issues a credit note
// (Rule 53) for the refunded value, numbered in its own series without gap or duplicate.

const REFERENCE = '123456789012';

async function receivedReturn(reason = 'damaged', price = 4_200) {
  const order = await paidOrder({ price });
  const admin = await adminClient();
  const asked = await anonClient().rpc('request_return', { token: order.token, reason, details: 'Not as expected' });
  if (asked.error) throw new Error(asked.error.message);
  await admin.rpc('decide_return', { order_id: order.id, approve: true });
  await admin.rpc('receive_return', { order_id: order.id, restock: true });
  return order;
}

const refund = async (orderId: string, amount: number, extra: Partial<{ method: string; reference: string }> = {}) =>
  (await adminClient()).rpc('record_refund', { order_id: orderId, amount, method: 'upi', reference: REFERENCE, ...extra });

describe('recording a refund', () => {
  it('refunds a received return in full, issues its credit note and e-mails the buyer', async () => {
    const order = await receivedReturn('wrong_item');
    const { data, error } = await refund(order.id, order.total, { method: 'bank_transfer', reference: '4321 5678 9012' });
    expect(error).toBeNull();
    const result = data as { credit_note_serial: string; credit_note_id: string };
    expect(result.credit_note_serial).toMatch(/^SKC\/\d{2}-\d{2}\/\d{6}$/);

    const { rows } = await db().query(
      `select n.kind, n.credit_reason, n.total_paise::bigint as total, n.taxable_paise + n.cgst_paise + n.sgst_paise + n.igst_paise as parts,
              n.original_invoice_id = i.id as against_invoice
         from private.invoices n join private.invoices i on i.order_id = n.order_id and i.kind = 'invoice'
        where n.id = $1`,
      [result.credit_note_id],
    );
    expect(rows[0]).toMatchObject({ kind: 'credit_note', credit_reason: 'sales_return', against_invoice: true });
    expect(Number(rows[0]!.total)).toBe(order.total * 100);
    expect(Number(rows[0]!.parts)).toBe(order.total * 100);

    const page = await anonClient().rpc('order_page_return', { token: order.token });
    expect((page.data as { refund: Record<string, unknown> }).refund).toMatchObject({
      amount: order.total,
      method: 'bank_transfer',
      reference: '432156789012',
      credit_note_serial: result.credit_note_serial,
    });
    expect(await queuedTemplates(db(), order.id)).toContain('refund_sent');
    const words = ((await anonClient().rpc('order_page', { token: order.token })).data![0]!.history as { text: string }[]).map(
      (e) => e.text,
    );
    expect(words).toContain('Refund sent');
  });

  it('issues a partial credit note for a partial refund, its tax worked out on the refunded value', async () => {
    const order = await receivedReturn('damaged');
    const { data, error } = await refund(order.id, 1_050);
    expect(error).toBeNull();
    const { rows } = await db().query(
      'select total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise, price, discount, shipping from private.invoices where id = $1',
      [(data as { credit_note_id: string }).credit_note_id],
    );
    // ₹1,050 at 5 % inclusive: taxable ₹1,000.00, tax ₹50.00; Tamil Nadu from Karnataka is IGST.
    expect(rows[0]).toMatchObject({ total_paise: '105000', taxable_paise: '100000', igst_paise: '5000', cgst_paise: '0' });
    expect(rows[0]).toMatchObject({ price: '1050', discount: '0', shipping: '0' });
  });

  it('links a cancelled paid order’s refund to the credit note of its cancellation', async () => {
    const order = await paidOrder({ stop: 'paid' });
    const admin = await adminClient();
    expect((await admin.from('delivery_addresses').update({ status: 'cancelled' }).eq('id', order.id)).error).toBeNull();
    const { data, error } = await refund(order.id, order.total);
    expect(error).toBeNull();
    const { rows } = await db().query(
      `select id, credit_reason from private.invoices where order_id = $1 and kind = 'credit_note'`,
      [order.id],
    );
    expect(rows).toEqual([{ id: (data as { credit_note_id: string }).credit_note_id, credit_reason: 'cancellation' }]);
  });
});

describe('a refund: bad input, refused by the database', () => {
  it('refuses more than the policy allows: an authenticity return keeps the shipping', async () => {
    const order = await receivedReturn('authenticity');
    const over = await refund(order.id, order.total);
    expect(over.error?.hint).toBe('refund_above_limit');
    expect(over.error?.message).toContain(`at most ₹${order.total - order.shipping}`);
    expect((await refund(order.id, order.total - order.shipping)).error).toBeNull();
  });

  it('refuses an amount above what was paid, zero or negative, an 11-digit reference, an unknown method', async () => {
    const order = await receivedReturn('damaged');
    expect((await refund(order.id, order.total + 1)).error?.hint).toBe('refund_above_limit');
    expect((await refund(order.id, -100)).error?.hint).toBe('refund_amount_invalid');
    expect((await refund(order.id, 0)).error?.hint).toBe('refund_amount_invalid');
    expect((await refund(order.id, 100, { reference: '12345678901' })).error?.message).toBe(
      'The bank reference of the refund is 12 digits (the UTR or RRN)',
    );
    expect((await refund(order.id, 100, { method: 'cash' })).error?.hint).toBe('refund_method_invalid');
    const { rows } = await db().query('select 1 from public.order_refunds where order_id = $1', [order.id]);
    expect(rows).toEqual([]);
  });

  it('refuses an unpaid order, an order with nothing to refund, and a second refund', async () => {
    const fresh = await db().query<{ id: string }>(
      `with piece as (insert into public.collectibles (type, name, slug, price) values ('coin', 'Unpaid coin', $1, 100) returning id)
       insert into public.delivery_addresses (collectible_id, full_name, phone, address_line1, city, state, pincode)
       select piece.id, 'Unpaid Buyer', '9876543210', '1 MG Road', 'Bengaluru', 'Karnataka', '560001' from piece returning id`,
      [`unpaid-${Date.now()}`],
    );
    expect((await refund(fresh.rows[0]!.id, 100)).error?.hint).toBe('refund_order_unpaid');
    const delivered = await paidOrder();
    expect((await refund(delivered.id, 100)).error?.hint).toBe('refund_not_due');
    const returned = await receivedReturn();
    expect((await refund(returned.id, 100)).error).toBeNull();
    expect((await refund(returned.id, 100)).error?.hint).toBe('refund_exists');
  });

  it('is recorded by staff or the owner, not by an accountant, who may read it', async () => {
    const order = await receivedReturn();
    const accountant = await staffSession('accountant');
    const byAccountant = await accountant.rpc('record_refund', {
      order_id: order.id,
      amount: 100,
      method: 'upi',
      reference: REFERENCE,
    });
    expect(byAccountant.error?.hint).toBe('not_authorized');
    const byStaff = await (await staffSession('staff')).rpc('record_refund', {
      order_id: order.id,
      amount: 100,
      method: 'upi',
      reference: REFERENCE,
    });
    expect(byStaff.error).toBeNull();
    expect((await accountant.from('order_refunds').select('amount').eq('order_id', order.id)).data).toEqual([{ amount: 100 }]);
  });
});

describe('credit-note numbers under 50 concurrent refunds', () => {
  it('are consecutive, with no gap and no duplicate', async () => {
    // 50 received returns, made directly (the steps are tested above); the refunds go through the API at once.
    const { rows: orders } = await db().query<{ id: string }>(
      `with pieces as (
         insert into public.collectibles (type, name, slug, price)
         select 'coin', 'Concurrent refund coin ' || g, 'concurrent-refund-' || g || '-' || $1, 1000 + g
           from generate_series(1, 50) g returning id),
       placed as (
         insert into public.delivery_addresses (collectible_id, full_name, phone, address_line1, city, state, pincode)
         select p.id, 'Refund Buyer', '9876543210', '1 MG Road', 'Bengaluru', 'Karnataka', '560001' from pieces p returning id)
       select id from placed`,
      [Date.now()],
    );
    const ids = orders.map((o) => o.id);
    await db().query(`update public.delivery_addresses set payment_status = 'paid', paid_at = now() where id = any($1)`, [ids]);
    await db().query(
      `update public.delivery_addresses set status = 'fulfilled', shipment_carrier = 'Other', shipment_tracking = 'TRACK-1',
              shipment_insured_value = 1, shipped_at = now(), delivered_at = now() where id = any($1)`,
      [ids],
    );
    await db().query(
      `insert into public.order_returns (order_id, status, reason, details, restocked)
       select unnest($1::uuid[]), 'received', 'damaged', 'Concurrent', true`,
      [ids],
    );
    const admin = await adminClient();
    const answers = await Promise.all(
      ids.map((id) => admin.rpc('record_refund', { order_id: id, amount: 500, method: 'upi', reference: REFERENCE })),
    );
    expect(answers.map((a) => a.error)).toEqual(ids.map(() => null));
    const { rows } = await db().query<{ number: number; financial_year: number }>(
      `select n.number, n.financial_year from private.invoices n where n.order_id = any($1) and n.kind = 'credit_note' order by n.number`,
      [ids],
    );
    expect(rows).toHaveLength(50);
    const numbers = rows.map((r) => r.number);
    expect(new Set(numbers).size).toBe(50);
    // Consecutive: the 50 numbers form one run, and nothing else took a number inside it.
    expect(numbers[49]! - numbers[0]!).toBe(49);
    const { rows: inside } = await db().query(
      `select count(*)::int as n from private.invoices where kind = 'credit_note' and financial_year = $1 and number between $2 and $3`,
      [rows[0]!.financial_year, numbers[0], numbers[49]],
    );
    expect(inside[0]!.n).toBe(50);
  });
});
