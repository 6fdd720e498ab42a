import { describe, expect, it } from 'vitest';
import {
  appliedSummary,
  applyParts,
  markPaidLabel,
  matchReasonText,
  mergeApplied,
  previewSummary,
  statementProblemText,
  type StatementImport,
} from './ordersStatement';

describe('bank statement import, in words', () => {
  it('gives every problem the database answers a plain reason', () => {
    const text = (problem: string, expected: number | null = null) => statementProblemText({ problem, expected });
    expect(text('amount_differs', 230000)).toBe('Amount differs: expected ₹2,30,000');
    expect(text('order_not_found')).toBe('UTR not found: no order carries this UTR');
    expect(text('no_match')).toBe(
      'No match: no reference or order reference in the line, and no open order of this amount and date',
    );
    expect(statementProblemText({ problem: 'ambiguous', expected: null, candidates: ['6a29eec0', 'bef50ce3'] })).toBe(
      'Fits more than one order: Order #6a29eec0, Order #bef50ce3. Not applied: check it by hand',
    );
    expect(text('order_matched_twice')).toBe('Another line above already matches this order');
    expect(text('duplicate_line')).toBe('Duplicate line: this UTR was already read above');
    expect(text('already_paid')).toBe('Already paid');
    expect(text('order_cancelled')).toBe('Order cancelled');
    expect(text('not_a_credit')).toBe('Not a credit');
    expect(text('something_new')).toBe('Not matched');
  });

  it('counts what the confirmation will do and what it did', () => {
    expect(markPaidLabel(1)).toBe('Mark 1 order paid');
    expect(markPaidLabel(10)).toBe('Mark 10 orders paid');
    expect(appliedSummary(10)).toBe('10 orders marked paid.');
    const matched = [{ line: 2, utr: '1', amount: 1, order_id: 'o', reference: 'r', full_name: 'n' }];
    expect(previewSummary('HDFC Bank', { matched, problems: [] })).toBe(
      'Read as the HDFC Bank layout: 1 credit, 1 matching an order exactly, 0 not matched.',
    );
    const proposed = [
      {
        line: 3,
        date: '2026-11-28',
        amount: 1,
        order_id: 'p',
        reference: 'r',
        full_name: 'n',
        reason: 'amount_and_date',
        confirmed: false,
      },
    ];
    expect(previewSummary('HDFC Bank', { matched, proposed, problems: [] })).toBe(
      'Read as the HDFC Bank layout: 2 credits, 1 matching an order exactly, 1 proposed by amount and date (confirm each), 0 not matched.',
    );
  });

  it('says why each line matched', () => {
    expect(matchReasonText({ reason: 'reference', utr: 'HDFCN52026112812345' })).toBe(
      'Reference HDFCN52026112812345 the buyer gave, same amount',
    );
    expect(matchReasonText({ reason: 'order_reference', utr: null, quoted: '6a29eec0' })).toBe(
      'Order reference ORDER 6A29EEC0 in the narration, same amount',
    );
  });

  it('applies the matches and the confirmed proposals only, in parts, and puts the answers back together', () => {
    const credits = Array.from({ length: 7 }, (_, i) => ({ line: i + 2 }));
    const match = (line: number) => ({ line, utr: null, amount: 1, order_id: `o${line}`, reference: `r${line}`, full_name: 'n' });
    const proposal = (line: number, confirmed: boolean) => ({
      ...match(line),
      date: '2026-11-28',
      reason: 'amount_and_date',
      confirmed,
    });
    const problem = { line: 8, utr: null, amount: 1, problem: 'no_match', order_id: null, reference: null, expected: null };
    const preview: StatementImport = {
      applied: false,
      matched: [match(2), match(3), match(5)],
      proposed: [proposal(4, false), proposal(6, false)],
      problems: [problem],
    };
    const parts = applyParts(credits, preview, new Set([6]), 2);
    expect(parts).toEqual([
      { lines: [{ line: 2 }, { line: 3 }], confirm: [] },
      { lines: [{ line: 5 }, { line: 6 }], confirm: [6] },
    ]);
    const merged = mergeApplied(preview, [
      { applied: true, matched: [match(2), match(3)], proposed: [], problems: [] },
      { applied: true, matched: [match(5)], proposed: [proposal(6, true)], problems: [] },
    ]);
    expect(merged.matched.map((m) => m.line)).toEqual([2, 3, 5]);
    expect(merged.proposed?.map((p) => [p.line, p.confirmed])).toEqual([
      [4, false],
      [6, true],
    ]);
    expect(merged.problems).toEqual([problem]);
  });
});
