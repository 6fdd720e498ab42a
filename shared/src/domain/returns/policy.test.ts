import { describe, expect, it } from 'vitest';
import { refundProblems, returnRequestProblems } from './forms';
import { refundLimit, returnRequestProblem, returnStepAllowed, returnWindowEnds } from './policy';

const delivered = { status: 'fulfilled', paymentStatus: 'paid', deliveredAt: '2026-11-10T06:00:00Z', hasReturn: false };

describe('the Return Policy', () => {
  it('accepts a request within 7 days of delivery, and not a moment after', () => {
    expect(returnWindowEnds(delivered.deliveredAt)!.toISOString()).toBe('2026-11-17T06:00:00.000Z');
    expect(returnRequestProblem(delivered, new Date('2026-11-17T06:00:00Z'))).toBeNull();
    expect(returnRequestProblem(delivered, new Date('2026-11-17T06:00:01Z'))).toBe('return_window_over');
  });

  it('refuses an undelivered or unpaid order, and a second request', () => {
    const at = new Date('2026-11-11T00:00:00Z');
    expect(returnRequestProblem({ ...delivered, deliveredAt: null }, at)).toBe('return_not_delivered');
    expect(returnRequestProblem({ ...delivered, paymentStatus: 'unpaid' }, at)).toBe('return_not_delivered');
    expect(returnRequestProblem({ ...delivered, hasReturn: true }, at)).toBe('return_exists');
  });

  it('moves a return only forward', () => {
    expect(returnStepAllowed('requested', 'approved')).toBe(true);
    expect(returnStepAllowed('approved', 'received')).toBe(true);
    expect(returnStepAllowed('received', 'approved')).toBe(false);
    expect(returnStepAllowed('declined', 'approved')).toBe(false);
  });

  it('lets the shop keep the shipping only on a return that is not its error', () => {
    const order = { total: 1_050, shipping: 50 };
    expect(refundLimit(order, { kind: 'cancellation' })).toBe(1_050);
    expect(refundLimit(order, { kind: 'return', reason: 'damaged' })).toBe(1_050);
    expect(refundLimit(order, { kind: 'return', reason: 'authenticity' })).toBe(1_000);
  });
});

describe('the forms', () => {
  it('asks for a reason, words and at most 3 photos', () => {
    expect(returnRequestProblems({ reason: 'damaged', details: 'Cracked', photoCount: 3 })).toEqual({});
    expect(Object.keys(returnRequestProblems({ reason: '', details: ' ', photoCount: 4 })).sort()).toEqual([
      'details',
      'photos',
      'reason',
    ]);
  });

  it('refuses a refund above the limit, not positive, or with an 11-digit reference', () => {
    const ok = { amount: '1000', method: 'upi', reference: '1234 5678 9012' };
    expect(refundProblems(ok, 1_000)).toEqual({});
    expect(refundProblems({ ...ok, amount: '1001' }, 1_000).amount).toContain('at most ₹1,000');
    expect(refundProblems({ ...ok, amount: '-5' }, 1_000).amount).toBeDefined();
    expect(refundProblems({ ...ok, amount: '10.5' }, 1_000).amount).toBeDefined();
    expect(refundProblems({ ...ok, reference: '12345678901' }, 1_000).reference).toBeDefined();
    expect(refundProblems({ ...ok, method: '' }, 1_000).method).toBeDefined();
  });
});
