import { describe, expect, it } from 'vitest';
import { appliedSummary, markPaidLabel, matchReasonText, previewSummary, statementProblemText } from './ordersStatement';

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
    expect(matchReasonText({ reason: 'reference', utr: 'HDFCN52026112812345' })).toBe('UTR HDFCN52026112812345');
    expect(matchReasonText({ reason: 'order_reference', utr: null, quoted: '6a29eec0' })).toBe(
      'Order reference ORDER 6A29EEC0 in the narration, same amount',
    );
  });
});
