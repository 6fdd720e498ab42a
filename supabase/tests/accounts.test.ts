import { describe, expect, it } from 'vitest';
import {
  accountsPeriodProblem,
  buildGstr1,
  parseAccountsPeriod,
  registerCsv,
  registerTotals,
  type RegisterRow,
} from '../../shared/src/domain/accounts/index.ts';
import { staffSession } from './support/aftersale.ts';
import { gstr1Schema } from './support/gstr1Schema.ts';
import { adminClient, buyerClient, db, unique } from './support/clients.ts';

// The accounts (issue 46): a seeded month's sales register reconciles with its orders paid and refunded,
// every difference listed; its GSTR-1 JSON passes the offline tool's layout (gstr1Schema); an empty month
// gives an empty valid file and a future month is refused; only the owner and the accountant read them.

const MONTH = '2025-06';
const SHOP_GSTIN = '29AAHCS1234K1Z5';

/** A paid order of the seeded month: its invoice is dated with its payment. */
async function paidIn(at: string, price: number, state: string, gstin: string | null = null): Promise<string> {
  const slug = unique('accounts').toLowerCase();
  const { rows } = await db().query<{ id: string }>(
    `with piece as (insert into public.collectibles (type, name, slug, price) values ('coin', 'Accounts coin', $1, $2) returning id)
     insert into public.delivery_addresses (collectible_id, full_name, phone, address_line1, city, state, pincode, buyer_gstin, buyer_trade_name)
     select piece.id, 'Accounts Buyer', '9876543210', '1 Main Road', 'Town', $3, '600001', $4::text, case when $4::text is not null then 'Dealer & Co' end
       from piece returning id`,
    [slug, price, state, gstin],
  );
  const id = rows[0]!.id;
  await db().query(`update public.delivery_addresses set payment_status = 'paid', paid_at = $2 where id = $1`, [id, at]);
  return id;
}

/** A return's credit note of `amount` rupees dated `at`, and (unless told not to) its refund then. */
async function creditedIn(orderId: string, amount: number, at: string, refunded = true) {
  await db().query('select private.issue_return_credit_note($1, $2, $3)', [orderId, amount, at]);
  if (refunded) {
    await db().query(
      `insert into public.order_refunds (order_id, basis, amount, method, reference, refunded_at) values ($1, 'return', $2, 'upi', '123456789012', $3)`,
      [orderId, amount, at],
    );
  }
}

let seeded: Promise<{ dealer: string; large: string; unrefunded: string }> | undefined;
function seedMonth() {
  seeded ??= (async () => {
    await paidIn('2025-06-02T05:00:00Z', 4_200, 'Karnataka');
    await paidIn('2025-06-03T05:00:00Z', 950, 'Karnataka');
    const small = await paidIn('2025-06-04T05:00:00Z', 2_000, 'Tamil Nadu');
    const large = await paidIn('2025-06-05T05:00:00Z', 150_000, 'Kerala');
    const dealer = await paidIn('2025-06-06T05:00:00Z', 10_000, 'Karnataka', '27AAPFU0939F1ZV');
    // Paid on 30 June at 23:00 in India (17:30 UTC): June's, not July's.
    const lastEvening = await paidIn('2025-06-30T17:30:00Z', 700, 'Telangana');
    await creditedIn(dealer, 10_050, '2025-06-20T05:00:00Z');
    await creditedIn(large, 150_050, '2025-06-21T05:00:00Z');
    await creditedIn(small, 1_000, '2025-06-22T05:00:00Z');
    await creditedIn(lastEvening, 750, '2025-06-30T18:00:00Z', false);
    return { dealer, large, unrefunded: lastEvening };
  })();
  return seeded;
}

describe('the sales register of a month', () => {
  it('lists every invoice and credit note of the month, in India’s time, and reconciles with the orders', async () => {
    await seedMonth();
    const accountant = await staffSession('accountant');
    const period = parseAccountsPeriod(MONTH)!;
    const { data, error } = await accountant.rpc('sales_register', { period_start: period.start, months: 1 });
    expect(error).toBeNull();
    const rows = data as unknown as RegisterRow[];
    expect(rows.filter((r) => r.kind === 'invoice')).toHaveLength(6);
    expect(rows.filter((r) => r.kind === 'credit_note')).toHaveLength(4);
    const dealer = rows.find((r) => r.gstin === '27AAPFU0939F1ZV' && r.kind === 'invoice')!;
    expect(dealer).toMatchObject({ buyer: 'Dealer & Co', place_of_supply_code: '29', rate_basis_points: 500 });

    const { data: rec } = await accountant.rpc('sales_reconciliation', { period_start: period.start, months: 1 });
    const r = rec as Record<string, unknown> & { refund_differences: { reference: string; why: string }[] };
    // Every invoice of the month is an order paid in it, to the paisa.
    expect(r.invoiced_paise).toBe(r.paid_paise);
    expect(r.sales_differences).toEqual([]);
    const totals = registerTotals(rows);
    expect(totals.total).toBe(Number(r.invoiced_paise) - Number(r.credited_paise));
    expect(totals.taxable + totals.cgst + totals.sgst + totals.igst).toBe(totals.total);
    // The one credit note nobody refunded yet is the one difference, named.
    expect(Number(r.credited_paise) - Number(r.refunded_paise)).toBe(75_000);
    expect(r.refund_differences).toEqual([
      expect.objectContaining({ reference: (await seedMonth()).unrefunded.slice(0, 8), money: 0, documents: 75_000 }),
    ]);

    const csv = registerCsv(rows);
    expect(csv.split('\r\n')[0]).toBe(
      'Document,Number,Line,Date,Order,Buyer,GSTIN,Place of supply,HSN/SAC,Taxable value,Rate %,CGST,SGST,IGST,Total,Against invoice',
    );
    expect(csv).toContain(`Credit note,${rows.find((x) => x.kind === 'credit_note')!.serial},`);
    expect(csv).toContain(',27AAPFU0939F1ZV,29-Karnataka,');
  });

  it('gives a GSTR-1 in the offline tool’s layout: b2b, b2cl, b2cs, cdnr, cdnur, hsn, doc_issue', async () => {
    await seedMonth();
    const period = parseAccountsPeriod(MONTH)!;
    const { data } = await (await adminClient()).rpc('sales_register', { period_start: period.start, months: 1 });
    const gstr1 = buildGstr1(SHOP_GSTIN, period, data as unknown as RegisterRow[]);
    expect(gstr1Schema.safeParse(gstr1).error).toBeUndefined();
    expect(gstr1.fp).toBe('062025');
    expect(gstr1.b2b).toEqual([
      { ctin: '27AAPFU0939F1ZV', inv: [expect.objectContaining({ val: 10_050, pos: '29', idt: '06-06-2025' })] },
    ]);
    expect(gstr1.b2cl).toEqual([{ pos: '32', inv: [expect.objectContaining({ val: 150_050 })] }]);
    expect(gstr1.cdnr[0]!.nt[0]).toMatchObject({ ntty: 'C', val: 10_050, nt_dt: '20-06-2025' });
    expect(gstr1.cdnur).toEqual([expect.objectContaining({ typ: 'B2CL', val: 150_050, pos: '32' })]);
    // Tamil Nadu's ₹2,050 less its ₹1,000 credit note, inter-state at 5 %: ₹1,050 tax inclusive = ₹1,000 + ₹50.
    expect(gstr1.b2cs.find((r) => r.pos === '33')).toMatchObject({ sply_ty: 'INTER', rt: 5, txval: 1000, iamt: 50 });
    // 30 June 23:00 IST is June's.
    expect(gstr1.b2cs.find((r) => r.pos === '36')).toMatchObject({ sply_ty: 'INTER' });
    expect(gstr1.doc_issue.doc_det.map((d) => [d.doc_num, d.docs[0]!.totnum])).toEqual([
      [1, 6],
      [5, 4],
    ]);
    expect(gstr1.hsn.hsn_b2b).toEqual([expect.objectContaining({ hsn_sc: '9705', qty: 0, txval: 0 })]);
  });

  it('gives an empty, valid file for a month with nothing in it', async () => {
    const period = parseAccountsPeriod('2025-02')!;
    const { data, error } = await (await staffSession('accountant')).rpc('sales_register', {
      period_start: period.start,
      months: 1,
    });
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const gstr1 = buildGstr1(SHOP_GSTIN, period, []);
    expect(gstr1Schema.safeParse(gstr1).success).toBe(true);
    expect(gstr1).toMatchObject({ b2b: [], b2cs: [], cdnr: [], hsn: { hsn_b2b: [], hsn_b2c: [] }, doc_issue: { doc_det: [] } });
  });

  it('refuses a future month and a quarter that is not one, with the same rule as the screen', async () => {
    const accountant = await staffSession('accountant');
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 2, 1);
    const future = `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`;
    const { error } = await accountant.rpc('sales_register', { period_start: `${future}-01`, months: 1 });
    expect(error?.hint).toBe('accounts_period_future');
    expect(accountsPeriodProblem(parseAccountsPeriod(future), new Date())).toBe('accounts_period_future');
    const odd = await accountant.rpc('sales_reconciliation', { period_start: '2025-05-01', months: 3 });
    expect(odd.error?.hint).toBe('accounts_period_invalid');
    for (const [start, months, today] of [
      ['2025-05-01', 3, '2025-12-01'],
      ['2025-04-01', 3, '2025-04-30'],
      ['2025-05-01', 1, '2025-04-30'],
      ['2025-04-15', 1, '2025-12-01'],
    ] as const) {
      const { rows } = await db().query('select private.accounts_period_problem($1, $2, $3) as problem', [start, months, today]);
      const value = months === 3 ? `${start.slice(0, 4)}-Q${(Number(start.slice(5, 7)) + 2) / 3}` : start.slice(0, 7);
      const ts = start.endsWith('-01')
        ? accountsPeriodProblem(parseAccountsPeriod(value), new Date(`${today}T12:00:00+05:30`))
        : 'accounts_period_invalid';
      expect(rows[0]!.problem, `${start} ${months}`).toBe(ts);
    }
  });

  it('is read by the owner and the accountant only', async () => {
    for (const client of [await staffSession('staff'), await staffSession('editor'), await buyerClient()]) {
      const { error } = await client.rpc('sales_register', { period_start: '2025-06-01', months: 1 });
      expect(error?.hint).toBe('not_authorized');
    }
  });
});
