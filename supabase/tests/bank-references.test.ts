import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, errorKey } from '../../shared/src/domain/errors/index.ts';
import {
  PAYMENT_REFERENCE_METHODS,
  PAYMENT_REFERENCE_RULES,
  paymentReferenceSchema,
} from '../../shared/src/domain/orders/paymentReference.ts';
import { createListing, placeOrder } from './support/checkout.ts';
import { adminClient, anonClient, anonymousSession, db, type ShopClient } from './support/clients.ts';

// Bank references (issue 49): "I have paid" takes the reference of the way the buyer paid, in that
// network's format, checked in the database as the form checks it (shared paymentReference.ts).

let seq = 0;
const freshPhone = () => `6${String(Date.now() % 1e8).padStart(8, '0')}${seq++ % 10}`;
const stamp = () => `${String(Date.now()).slice(-7)}${String(seq++ % 1000).padStart(3, '0')}`;
/** Fresh references of each format (a reference belongs to one order only). */
const fresh = {
  upi: () => `55${stamp()}`,
  imps: () => `66${stamp()}`,
  neft: () => `HDFCN5202611${stamp().slice(-7)}`,
  rtgs: () => `SBINR520261128${stamp().slice(-8)}`,
};

async function order(client: ShopClient, price: number) {
  const { data, error } = await placeOrder(client, await createListing(db(), price), null, { phone: freshPhone() });
  if (error) throw new Error(`place_order: ${error.message}`);
  return data!;
}

/** A bank-transfer order (above the UPI cap): ₹1,50,000 with shipping. */
const bankOrder = (client: ShopClient) => order(client, 149_950);

const refusalOf = (error: unknown) => (error ? [errorKey(error), (error as { message: string }).message] : null);

describe('a reference in the format of the way the buyer paid', () => {
  it.each([
    ['neft', 'HDFCN52026112812345'],
    ['neft', 'SBIN426332123456'],
    ['rtgs', 'SBINR52026112800012345'],
    ['imps', '633212345678'],
  ] as const)('takes a %s reference like %s on a bank transfer, in capitals and without spaces', async (method, shape) => {
    const buyer = await anonymousSession();
    const placed = await bankOrder(buyer);
    expect(placed.payment_method).toBe('bank_transfer');
    // A reference of the same shape, unused: the sample's head with fresh digits.
    const reference = `${shape.slice(0, shape.length - 7)}${stamp().slice(-7)}`;
    const typed = `${reference.toLowerCase().slice(0, 8)} ${reference.slice(8)}`;
    const { data, error } = await buyer.rpc('submit_payment', { order_id: placed.order_id!, utr: typed, method });
    expect(error).toBeNull();
    expect(data).toMatchObject({ utr: reference, payment_reference_method: method, payment_status: 'submitted' });
  });

  it.each([
    ['neft', 'SBIN42633212345', 'neft_reference_invalid'],
    ['neft', 'HDFCN520221128249540135', 'neft_reference_invalid'],
    ['neft', '633212345678', 'neft_reference_invalid'],
    ['neft', 'HDFCN5202611-812345', 'neft_reference_invalid'],
    ['neft', 'ABCDEFGHIJKLMNOPQ', 'neft_reference_invalid'],
    ['rtgs', 'SBINR5202611280001234', 'rtgs_reference_invalid'],
    ['rtgs', 'SBINR520261128000123456', 'rtgs_reference_invalid'],
    ['rtgs', 'HDFCN52026112812345', 'rtgs_reference_invalid'],
    ['imps', '63321234567', 'imps_reference_invalid'],
    ['imps', '6332123456789', 'imps_reference_invalid'],
    ['imps', '63321234567X', 'imps_reference_invalid'],
    ['upi', '633212345678', 'transfer_method_required'],
    ['cheque', '633212345678', 'transfer_method_required'],
  ] as const)('refuses the %s reference %j on a bank transfer with its own words', async (method, reference, key) => {
    const buyer = await anonymousSession();
    const placed = await bankOrder(buyer);
    const { error } = await buyer.rpc('submit_payment', { order_id: placed.order_id!, utr: reference, method });
    expect(refusalOf(error)).toEqual([key, ERROR_TEXTS[key]]);
    expect(
      (await db().query('select utr, payment_status from public.delivery_addresses where id = $1', [placed.order_id])).rows[0],
    ).toEqual({ utr: null, payment_status: 'unpaid' });
  });

  it.each([
    ['12345678901', 'utr_invalid'],
    ['1234567890123', 'utr_invalid'],
    ['HDFCN52026112812345', 'utr_invalid'],
  ] as const)('takes only a 12-digit UTR on a UPI order: %j is refused', async (utr, key) => {
    const buyer = await anonymousSession();
    const placed = await order(buyer, 2_000);
    expect(refusalOf((await buyer.rpc('submit_payment', { order_id: placed.order_id!, utr })).error)).toEqual([
      key,
      ERROR_TEXTS[key],
    ]);
    const neft = await buyer.rpc('submit_payment', { order_id: placed.order_id!, utr: fresh.upi(), method: 'neft' });
    expect(refusalOf(neft.error)).toEqual(['payment_method_mismatch', ERROR_TEXTS.payment_method_mismatch]);
  });

  it('reads the way of a bank transfer from the reference’s shape when a page sends none', async () => {
    for (const [method, reference] of [
      ['imps', fresh.imps()],
      ['rtgs', fresh.rtgs()],
      ['neft', fresh.neft()],
    ] as const) {
      const buyer = await anonymousSession();
      const placed = await bankOrder(buyer);
      const { data, error } = await buyer.rpc('submit_payment', { order_id: placed.order_id!, utr: reference });
      expect(error).toBeNull();
      expect(data?.payment_reference_method).toBe(method);
    }
  });

  it('takes the reference through the order’s link with the same rules', async () => {
    const placed = await bankOrder(await anonymousSession());
    const token = placed.access_token!;
    const wrong = await anonClient().rpc('submit_order_payment', { token, utr: 'SBINR520261128', method: 'rtgs' });
    expect(refusalOf(wrong.error)).toEqual(['rtgs_reference_invalid', ERROR_TEXTS.rtgs_reference_invalid]);
    expect((await anonClient().rpc('submit_order_payment', { token, utr: fresh.rtgs(), method: 'rtgs' })).error).toBeNull();
  });

  it('refuses the same reference on two orders, whatever the case or spacing it is typed in', async () => {
    const reference = fresh.neft();
    const first = await anonymousSession();
    const mine = await bankOrder(first);
    expect((await first.rpc('submit_payment', { order_id: mine.order_id!, utr: reference, method: 'neft' })).error).toBeNull();
    const second = await anonymousSession();
    const theirs = await bankOrder(second);
    const again = await second.rpc('submit_payment', {
      order_id: theirs.order_id!,
      utr: ` ${reference.toLowerCase()} `,
      method: 'neft',
    });
    expect(refusalOf(again.error)).toEqual(['utr_used', ERROR_TEXTS.utr_used]);
    const link = await anonClient().rpc('submit_order_payment', { token: theirs.access_token!, utr: reference, method: 'neft' });
    expect(refusalOf(link.error)).toEqual(['utr_used', ERROR_TEXTS.utr_used]);
  });

  it('holds a stored reference to its way’s format in the table itself', async () => {
    const buyer = await anonymousSession();
    const placed = await bankOrder(buyer);
    await expect(
      db().query(`update public.delivery_addresses set utr = '123456789012', payment_reference_method = 'rtgs' where id = $1`, [
        placed.order_id,
      ]),
    ).rejects.toThrow('delivery_addresses_utr_fits_method');
    await expect(db().query(`update public.delivery_addresses set utr = 'x12' where id = $1`, [placed.order_id])).rejects.toThrow(
      'delivery_addresses_utr_format',
    );
  });
});

describe('the Orders Dashboard finds an order by its reference', () => {
  it.each(['neft', 'rtgs'] as const)('finds a %s reference typed in small letters and with spaces', async (method) => {
    const buyer = await anonymousSession();
    const placed = await bankOrder(buyer);
    const reference = fresh[method]();
    const submitted = await buyer.rpc('submit_payment', { order_id: placed.order_id!, utr: reference, method });
    expect(submitted.error).toBeNull();
    const admin = await adminClient();
    const typed = `${reference.slice(0, 6).toLowerCase()} ${reference.slice(6)}`;
    const { data, error } = await admin.rpc('admin_orders_page', { search: typed });
    expect(error).toBeNull();
    const found = data as { total: number; rows: { id: string; utr: string }[] };
    expect(found.rows.map((row) => [row.id, row.utr])).toEqual([[placed.order_id, reference]]);
    expect(found.total).toBe(1);
  });
});

describe("'Mark paid' with the reference from the bank statement, when the buyer gave none", () => {
  const kept = async (id: string) =>
    (await db().query('select utr, payment_reference_method, payment_status from public.delivery_addresses where id = $1', [id]))
      .rows[0];

  it('keeps the reference and its way, read from its shape on a bank transfer, as the buyer’s would be', async () => {
    const admin = await adminClient();
    for (const [way, reference] of [
      ['rtgs', fresh.rtgs()],
      ['imps', fresh.imps()],
    ] as const) {
      const placed = await bankOrder(await anonymousSession());
      const typed = ` ${reference.toLowerCase().slice(0, 6)} ${reference.slice(6)} `;
      expect((await admin.rpc('mark_order_paid', { order_id: placed.order_id!, reference: typed })).error).toBeNull();
      expect(await kept(placed.order_id!)).toEqual({ utr: reference, payment_reference_method: way, payment_status: 'paid' });
    }
  });

  it('marks paid without one, as before; a blank reference is none', async () => {
    const admin = await adminClient();
    const placed = await order(await anonymousSession(), 2_000);
    expect((await admin.rpc('mark_order_paid', { order_id: placed.order_id!, reference: '  ' })).error).toBeNull();
    expect(await kept(placed.order_id!)).toEqual({ utr: null, payment_reference_method: null, payment_status: 'paid' });
  });

  it('refuses, in the same words, a reference that does not fit the order’s way of paying or that another order carries, and marks nothing', async () => {
    const admin = await adminClient();
    const upi = await order(await anonymousSession(), 2_000);
    const wrong = await admin.rpc('mark_order_paid', { order_id: upi.order_id!, reference: 'HDFCN52026112812345' });
    expect(refusalOf(wrong.error)).toEqual(['utr_invalid', ERROR_TEXTS.utr_invalid]);
    const taken = fresh.upi();
    const other = await anonymousSession();
    const theirs = await order(other, 2_000);
    expect((await other.rpc('submit_payment', { order_id: theirs.order_id!, utr: taken })).error).toBeNull();
    const used = await admin.rpc('mark_order_paid', { order_id: upi.order_id!, reference: taken });
    expect(refusalOf(used.error)).toEqual(['utr_used', ERROR_TEXTS.utr_used]);
    expect(await kept(upi.order_id!)).toEqual({ utr: null, payment_reference_method: null, payment_status: 'unpaid' });
  });

  it.each([
    ['huge', '9'.repeat(100_000)],
    ['hostile', "123456789012'; update public.delivery_addresses set payment_status = 'paid'; --"],
    ['markup', '<img src=x onerror=alert(1)>'],
  ])('refuses a %s reference with the format’s words and marks nothing', async (_kind, reference) => {
    const admin = await adminClient();
    const placed = await order(await anonymousSession(), 2_000);
    const { error } = await admin.rpc('mark_order_paid', { order_id: placed.order_id!, reference });
    expect(refusalOf(error)).toEqual(['utr_invalid', ERROR_TEXTS.utr_invalid]);
    expect(await kept(placed.order_id!)).toEqual({ utr: null, payment_reference_method: null, payment_status: 'unpaid' });
  });

  it('does not replace the reference the buyer gave, unless it was rejected', async () => {
    const admin = await adminClient();
    const buyer = await anonymousSession();
    const placed = await order(buyer, 2_000);
    const theirs = fresh.upi();
    expect((await buyer.rpc('submit_payment', { order_id: placed.order_id!, utr: theirs })).error).toBeNull();
    const replaced = await admin.rpc('mark_order_paid', { order_id: placed.order_id!, reference: fresh.upi() });
    expect(refusalOf(replaced.error)).toEqual(['payment_reference_given', ERROR_TEXTS.payment_reference_given]);
    expect(await kept(placed.order_id!)).toMatchObject({ utr: theirs, payment_status: 'submitted' });
    const reason = 'No credit with this UTR';
    expect((await admin.rpc('reject_order_payment', { order_id: placed.order_id!, reason })).error).toBeNull();
    const right = fresh.upi();
    expect((await admin.rpc('mark_order_paid', { order_id: placed.order_id!, reference: right })).error).toBeNull();
    expect(await kept(placed.order_id!)).toEqual({ utr: right, payment_reference_method: 'upi', payment_status: 'paid' });
  });

  it('is for staff only, as Mark paid always was', async () => {
    const buyer = await anonymousSession();
    const placed = await order(buyer, 2_000);
    const { error } = await buyer.rpc('mark_order_paid', { order_id: placed.order_id!, reference: fresh.upi() });
    expect(errorKey(error)).toBe('not_authorized');
    expect(await kept(placed.order_id!)).toMatchObject({ utr: null, payment_status: 'unpaid' });
  });
});

describe('one rule in the form and in the database', () => {
  it('gives the same verdict as the shared schema on every sample, for every way of paying', async () => {
    const samples = [
      '123456789012',
      '12345678901',
      'HDFCN52026112812345',
      'SBIN426332123456',
      'SBIN42633212345',
      'SBINR52026112800012345',
      'SBINR5202611280001234',
      'HDFCN52022062824954013',
      'HDFCN520221128249540135',
      'ABCDEFGHIJKLMNOPQ',
      '6HDFCN5202611281234',
      '',
    ];
    for (const method of PAYMENT_REFERENCE_METHODS) {
      const { rows } = await db().query<{ reference: string; problem: string | null }>(
        'select s as reference, private.payment_reference_problem($1, s) as problem from unnest($2::text[]) s',
        [method, samples],
      );
      const inForm = samples.map((s) => {
        const result = paymentReferenceSchema(method).safeParse(s);
        return result.success ? null : PAYMENT_REFERENCE_RULES[method].problem;
      });
      expect(rows.map((r) => r.problem)).toEqual(inForm);
    }
  });
});
