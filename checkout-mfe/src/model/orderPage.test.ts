import { describe, expect, it } from 'vitest';
import { awaitsPayment, orderStanding } from './orderPage';

// order_page's columns are nullable; the generated row type says string (RETURNS TABLE has no NOT NULL).
const open = { status: 'received', cancel_reason: null as unknown as string, payment_status: 'unpaid' };

describe('the order page’s heading', () => {
  it.each([
    [open, 'Waiting for your payment'],
    [{ ...open, payment_status: 'submitted' }, 'Payment submitted — we are verifying it'],
    [{ ...open, payment_status: 'rejected' }, 'Your payment could not be confirmed'],
    [{ ...open, payment_status: 'paid' }, 'Payment received — we are preparing your parcel'],
    [{ ...open, status: 'fulfilled', payment_status: 'paid' }, 'Shipped'],
    [{ ...open, status: 'cancelled', cancel_reason: 'expired' }, 'Cancelled: no payment arrived in time'],
    [{ ...open, status: 'cancelled', payment_status: 'paid' }, 'This order was cancelled'],
  ])('%o reads “%s”', (order, words) => {
    expect(orderStanding(order)).toBe(words);
  });
});

describe('paying from the order page', () => {
  it('is offered while the order is open and unpaid, or its payment was rejected', () => {
    expect(awaitsPayment(open)).toBe(true);
    expect(awaitsPayment({ ...open, payment_status: 'rejected' })).toBe(true);
    expect(awaitsPayment({ ...open, payment_status: 'submitted' })).toBe(false);
    expect(awaitsPayment({ ...open, status: 'cancelled' })).toBe(false);
  });
});
