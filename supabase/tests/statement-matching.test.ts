import { describe, expect, it } from 'vitest';
import { adminClient, db } from './support/clients.ts';
import { type CreditLine, indianToday, seededPrefix, seedOrders } from './support/statement.ts';

// Statement matching that finds the money (issues 49 and 50): a credit matches an order by its reference,
// or by the order's reference quoted in the narration with the exact amount; the exact amount and date
// only propose a match for the owner to confirm; a credit fitting two orders is listed, never applied.

interface Answer {
  applied: boolean;
  matched: { line: number; order_id: string; reason: string; utr: string | null; quoted: string | null }[];
  proposed: { line: number; order_id: string; reason: string; confirmed: boolean }[];
  problems: { line: number; problem: string; order_id: string | null; candidates: string[] | null; expected: number | null }[];
}

async function importStatement(lines: CreditLine[], apply = false, confirm: number[] = []) {
  const { data, error } = await (await adminClient()).rpc('import_bank_statement', { lines: lines as never, apply, confirm });
  if (error) throw new Error(`import_bank_statement: ${error.message}`);
  return data as unknown as Answer;
}

const paymentOf = async (ids: string[]) =>
  (
    await db().query<{ id: string; payment_status: string }>(
      'select id, payment_status from public.delivery_addresses where id = any($1)',
      [ids],
    )
  ).rows.reduce<Record<string, string>>((all, r) => Object.assign(all, { [r.id]: r.payment_status }), {});

/** Totals no other test's open order has (the amount-and-date rule looks at every open order). */
let band = 0;
const oddTotal = () => 300_000 + (Date.now() % 50_000) * 10 + band++ * 7;

const line = (n: number, narration: string, amount: number, utr: string | null = null, date = indianToday()): CreditLine => ({
  line: n,
  date,
  narration,
  utr,
  amount: amount.toFixed(2),
});

describe('each rule says why it matched', () => {
  it('matches by the submitted reference, by the order reference quoted in the narration, and by the UPI note', async () => {
    const [byUtr, byRemark, byUpiNote] = await seedOrders(db(), {
      tag: 'rules',
      count: 3,
      firstTotal: oddTotal(),
      submitted: 1,
      utrPrefix: seededPrefix(),
    });
    const answer = await importStatement([
      line(2, `UPI-KAVYA MENON-kavya@okaxis-${byUtr!.utr}-PAYMENT`, byUtr!.total),
      line(
        3,
        `NEFT CR-SBIN0001234-RAVI KUMAR-SIKKA ORDER ${byRemark!.reference.toUpperCase()}`,
        byRemark!.total,
        'SBIN426332123456',
      ),
      line(4, `UPI/633212345678/Sikka Order ${byUpiNote!.reference}/ravi@ybl`, byUpiNote!.total),
    ]);
    expect(answer.problems).toEqual([]);
    expect(answer.matched.map((m) => [m.line, m.order_id, m.reason])).toEqual([
      [2, byUtr!.id, 'reference'],
      [3, byRemark!.id, 'order_reference'],
      [4, byUpiNote!.id, 'order_reference'],
    ]);
    expect(answer.matched[0]!.utr).toBe(byUtr!.utr);
    expect(answer.matched[1]!.quoted).toBe(byRemark!.reference);
  });

  it('reads a reference column of words (SBI’s "TRANSFER FROM …") as no reference, so two such credits both match', async () => {
    const [first, second] = await seedOrders(db(), { tag: 'sbi', count: 2, firstTotal: oddTotal() });
    const from = 'TRANSFER FROM 3199412345';
    const answer = await importStatement([
      line(2, `BY TRANSFER-NEFT*HDFC0000001*RAVI*SIKKA ORDER ${first!.reference.toUpperCase()}`, first!.total, from),
      line(3, `BY TRANSFER-NEFT*HDFC0000001*RAVI*SIKKA ORDER ${second!.reference.toUpperCase()}`, second!.total, from),
    ]);
    expect(answer.problems).toEqual([]);
    expect(answer.matched.map((m) => [m.line, m.order_id, m.reason])).toEqual([
      [2, first!.id, 'order_reference'],
      [3, second!.id, 'order_reference'],
    ]);
  });

  it('does not match a quoted order reference whose amount differs, and says what was expected', async () => {
    const [order] = await seedOrders(db(), { tag: 'differs', count: 1, firstTotal: oddTotal() });
    const answer = await importStatement([line(2, `NEFT CR-SIKKAORDER${order!.reference.toUpperCase()}`, order!.total - 1)]);
    expect(answer.matched).toEqual([]);
    expect(answer.problems).toMatchObject([{ line: 2, problem: 'amount_differs', order_id: order!.id, expected: order!.total }]);
  });

  it('only proposes the exact amount and date, and marks it paid only when the owner confirms that line', async () => {
    const [order] = await seedOrders(db(), { tag: 'proposal', count: 1, firstTotal: oddTotal() });
    const lines = [line(7, 'NEFT CR-HDFC0000123-SOMEONE', order!.total, 'HDFCN52026112899999')];
    const preview = await importStatement(lines);
    expect(preview.matched).toEqual([]);
    expect(preview.proposed).toMatchObject([{ line: 7, order_id: order!.id, reason: 'amount_and_date', confirmed: false }]);

    const applied = await importStatement(lines, true);
    expect(applied.applied).toBe(true);
    expect(await paymentOf([order!.id])).toEqual({ [order!.id]: 'unpaid' });

    // A credit of another day, or of no real day, is no proposal.
    const otherDay = await importStatement([
      line(7, 'NEFT CR-SOMEONE', order!.total, null, '2020-01-01'),
      line(8, 'NEFT CR-SOMEONE', order!.total, null, '2026-02-31'),
      line(9, 'NEFT CR-SOMEONE', order!.total, null, '28 Nov 2026'),
    ]);
    expect(otherDay.proposed).toEqual([]);
    expect(otherDay.problems).toMatchObject([
      { line: 7, problem: 'no_match' },
      { line: 8, problem: 'no_match' },
      { line: 9, problem: 'no_match' },
    ]);

    const confirmed = await importStatement(lines, true, [7]);
    expect(confirmed.proposed).toMatchObject([{ line: 7, order_id: order!.id, confirmed: true }]);
    expect(await paymentOf([order!.id])).toEqual({ [order!.id]: 'paid' });
  });

  it('lists a credit that fits two orders, with both, and never applies it', async () => {
    const total = oddTotal();
    const first = (await seedOrders(db(), { tag: 'twin-a', count: 1, firstTotal: total }))[0]!;
    const second = (await seedOrders(db(), { tag: 'twin-b', count: 1, firstTotal: total }))[0]!;
    const lines = [line(3, 'IMPS-633212345678-SOMEONE', total)];
    const answer = await importStatement(lines, true, [3]);
    expect(answer.matched).toEqual([]);
    expect(answer.proposed).toEqual([]);
    expect(answer.problems).toMatchObject([{ line: 3, problem: 'ambiguous' }]);
    expect([...answer.problems[0]!.candidates!].sort()).toEqual([first.reference, second.reference].sort());
    expect(await paymentOf([first.id, second.id])).toEqual({ [first.id]: 'unpaid', [second.id]: 'unpaid' });
  });

  it('lists a quoted reference two orders share, and matches an order once when two credits fit it', async () => {
    const total = oddTotal();
    const [order] = await seedOrders(db(), { tag: 'twice', count: 1, firstTotal: total });
    // A second order under the same 8-character reference (ids are random: written here on purpose).
    const twinId = `${order!.reference}-0000-4000-8000-${String(Date.now()).slice(-12)}`;
    await db().query(
      `with piece as (
         insert into public.collectibles (type, name, slug, price) values ('coin', 'Twin coin', $2, $3 - 50) returning id
       )
       insert into public.delivery_addresses (id, collectible_id, full_name, phone, address_line1, city, state, pincode, status)
       select $1, piece.id, 'Twin Buyer', '9000000001', '2 MG Road', 'Kochi', 'Kerala', '682001', 'received' from piece`,
      [twinId, `twin-${twinId}`, total],
    );
    const quoted = `NEFT CR-SIKKA ORDER ${order!.reference.toUpperCase()}`;
    const shared = await importStatement([line(2, quoted, total)], true);
    expect(shared.problems).toMatchObject([{ line: 2, problem: 'ambiguous' }]);
    expect(await paymentOf([order!.id, twinId])).toEqual({ [order!.id]: 'unpaid', [twinId]: 'unpaid' });

    await db().query(`update public.delivery_addresses set status = 'cancelled' where id = $1`, [twinId]);
    const twice = await importStatement([line(2, quoted, total), line(5, `UPI/Sikka Order ${order!.reference}`, total)]);
    expect(twice.matched.map((m) => m.line)).toEqual([2]);
    expect(twice.problems).toMatchObject([{ line: 5, problem: 'order_matched_twice', order_id: order!.id }]);
  });
});

describe('a statement of the documented size', () => {
  it('imports 5,000 lines and marks the matches paid in one call', async () => {
    const orders = await seedOrders(db(), {
      tag: 'big',
      count: 400,
      firstTotal: oddTotal() + 100_000,
      submitted: 200,
      utrPrefix: seededPrefix(),
    });
    const lines: CreditLine[] = Array.from({ length: 5_000 }, (_, i) => {
      const order = orders[i];
      if (order?.utr) return line(i + 2, `UPI/${order.utr}/PAYMENT FROM BUYER`, order.total, order.utr);
      if (order)
        return line(
          i + 2,
          `NEFT CR-SBIN0001234-BUYER-SIKKA ORDER ${order.reference.toUpperCase()}`,
          order.total,
          `SBIN4263${String(i).padStart(8, '0')}`,
        );
      return line(i + 2, `NEFT CR-SOMEONE ELSE-INVOICE ${i}`, 11 + (i % 97), null, '2020-01-01');
    });
    const answer = await importStatement(lines, true);
    expect(answer.matched).toHaveLength(400);
    expect(answer.problems).toHaveLength(4_600);
    expect(answer.problems.every((p) => p.problem === 'no_match' || p.problem === 'duplicate_line')).toBe(true);
    const states = await paymentOf(orders.map((o) => o.id));
    expect(Object.values(states).every((s) => s === 'paid')).toBe(true);
  }, 60_000);

  it('refuses a longer statement before any work, with a clear message', async () => {
    const lines = Array.from({ length: 5_001 }, (_, i) => line(i + 2, 'NEFT CR', 10));
    const { error } = await (await adminClient()).rpc('import_bank_statement', { lines: lines as never, apply: true });
    expect(error).toMatchObject({
      hint: 'statement_too_long',
      message: 'A statement can have at most 5,000 lines: split the file and import each part',
    });
  });
});
