import { ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { describe, expect, it } from 'vitest';
import {
  historyInWords,
  holdNote,
  paymentActions,
  paymentBadge,
  paymentMethodLabel,
  paymentRefusalText,
  statementReferenceProblem,
  rejectReasonProblem,
  statusActions,
  statusRefusalText,
  taxIdLabel,
} from './ordersPayment';

describe('order payment on the dashboard', () => {
  it('gives each payment state its badge, each with its own tone', () => {
    expect(paymentBadge('unpaid')).toEqual({ label: 'Unpaid', tone: 'neutral' });
    expect(paymentBadge('submitted')).toEqual({ label: 'Payment to verify', tone: 'yellow' });
    expect(paymentBadge('paid')).toEqual({ label: 'Paid', tone: 'green' });
    expect(paymentBadge('rejected')).toEqual({ label: 'Payment rejected', tone: 'red' });
    expect(paymentBadge(null)).toEqual({ label: 'Unpaid', tone: 'neutral' });
  });

  it('names the payment method', () => {
    expect(paymentMethodLabel('upi')).toBe('UPI');
    expect(paymentMethodLabel('bank_transfer')).toBe('Bank transfer');
  });

  it("shows the deadline of an open unpaid hold and 'Expired' for a hold that ended", () => {
    const at = '2026-11-25T10:30:00Z';
    expect(holdNote({ status: 'received', cancel_reason: null, hold_expires_at: at })).toMatch(/^Pay by November 25, 2026/);
    expect(holdNote({ status: 'cancelled', cancel_reason: 'expired', hold_expires_at: at })).toBe('Expired');
    expect(holdNote({ status: 'cancelled', cancel_reason: 'unverified', hold_expires_at: at })).toBe(
      'Payment not verified in time: check the bank, and refund if the money arrived',
    );
    expect(holdNote({ status: 'cancelled', cancel_reason: null, hold_expires_at: at })).toBeNull();
    expect(holdNote({ status: 'received', cancel_reason: null, hold_expires_at: null })).toBeNull();
  });

  it("shows a large order's PAN, or that Form 60 was declared", () => {
    expect(taxIdLabel({ pan: 'ABCDE1234F', form60: false })).toBe('ABCDE1234F');
    expect(taxIdLabel({ pan: null, form60: true })).toBe('Form 60 declared');
    expect(taxIdLabel({ pan: null, pan_given: true, form60: false })).toBe('PAN given (shown to the owner only)');
    expect(taxIdLabel(null)).toBeNull();
  });

  it('allows the status buttons only forward: fulfil from received, cancel from received or fulfilled', () => {
    expect(statusActions('received')).toEqual({ canFulfil: true, canCancel: true });
    expect(statusActions('fulfilled')).toEqual({ canFulfil: false, canCancel: true });
    expect(statusActions('cancelled')).toEqual({ canFulfil: false, canCancel: false });
  });

  it("offers 'Mark paid' until paid on an order not cancelled, and 'Reject payment' for a UTR to verify", () => {
    expect(paymentActions({ status: 'received', payment_status: 'submitted' })).toEqual({ canMarkPaid: true, canReject: true });
    expect(paymentActions({ status: 'received', payment_status: 'unpaid' })).toEqual({ canMarkPaid: true, canReject: false });
    expect(paymentActions({ status: 'received', payment_status: 'paid' })).toEqual({ canMarkPaid: false, canReject: false });
    expect(paymentActions({ status: 'cancelled', payment_status: 'submitted' })).toEqual({
      canMarkPaid: false,
      canReject: false,
    });
  });

  it('asks for a reason of at most 300 characters, as reject_order_payment does', () => {
    expect(rejectReasonProblem('   ')).toBe('Please give the buyer a reason');
    expect(rejectReasonProblem('x'.repeat(301))).toBe('At most 300 characters (now 301)');
    expect(rejectReasonProblem(` ${'x'.repeat(300)} `)).toBeNull();
  });

  it("answers a backwards status change with the database's message, and payment refusals with their texts", () => {
    const backwards = {
      code: 'P0001',
      hint: 'order_status_transition',
      message: 'An order that is cancelled cannot be marked fulfilled',
    };
    expect(statusRefusalText(backwards)).toBe('An order that is cancelled cannot be marked fulfilled');
    expect(statusRefusalText(new Error('offline'))).toBe('Failed to update status. Please try again.');
    expect(paymentRefusalText({ code: 'P0001', hint: 'order_not_awaiting_payment' })).toBe(
      'This order is no longer waiting for a payment',
    );
    expect(paymentRefusalText({ code: 'P0001', hint: 'payment_reason_required' })).toBe(
      'Please give the buyer a reason (at most 300 characters)',
    );
    expect(paymentRefusalText(new Error('offline'))).toBe('Failed to update the payment. Please try again.');
  });

  it('says payment changes in the history in the words of the badge', () => {
    const at = '2026-11-25T10:00:00Z';
    expect(
      historyInWords([
        { from: 'unpaid', to: 'submitted', by: 'buyer', at },
        { from: 'submitted', to: 'paid', by: 'Bank statement import', at },
        { from: 'received', to: 'fulfilled', by: 'admin@sikka.local', at },
      ]).map((c) => `${c.from} → ${c.to}`),
    ).toEqual(['Unpaid → Payment to verify', 'Payment to verify → Paid', 'received → fulfilled']);
  });
});

describe("'Mark paid': the bank statement's reference, checked as mark_order_paid checks it", () => {
  it.each([
    ['upi', '', null],
    ['upi', '  ', null],
    ['upi', '4321 8765 0912', null],
    ['upi', 'HDFCN52026112812345', ERROR_TEXTS.utr_invalid],
    ['upi', '43218765091', ERROR_TEXTS.utr_invalid],
    // A bank transfer's way is read from the reference's shape: 12 digits IMPS, the RTGS form RTGS, else NEFT.
    ['bank_transfer', '633212345678', null],
    ['bank_transfer', 'sbinr52026112800012345', null],
    ['bank_transfer', 'HDFCN52026112812345', null],
    ['bank_transfer', 'SBIN42633212345', ERROR_TEXTS.neft_reference_invalid],
    ['bank_transfer', '63321234567', ERROR_TEXTS.neft_reference_invalid],
  ] as const)('on a %s order, %j: %s', (method, typed, problem) => {
    expect(statementReferenceProblem(method, typed)).toBe(problem);
  });
});
