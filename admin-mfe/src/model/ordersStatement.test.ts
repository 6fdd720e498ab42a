import { describe, expect, it } from 'vitest';
import { appliedSummary, markPaidLabel, previewSummary, statementProblemText } from './ordersStatement';

describe('bank statement import, in words', () => {
  it('gives every problem the database answers a plain reason', () => {
    const text = (problem: string, expected: number | null = null) => statementProblemText({ problem, expected });
    expect(text('amount_differs', 230000)).toBe('Amount differs: expected ₹2,30,000');
    expect(text('order_not_found')).toBe('UTR not found: no order carries this UTR');
    expect(text('no_utr')).toBe('No UTR in the line');
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
  });
});
