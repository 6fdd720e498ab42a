import { describe, expect, it } from 'vitest';
import { checkoutDialogTitle } from './dialogTitle';

describe('the checkout dialog title', () => {
  it('asks for the delivery details before an order exists', () => {
    expect(checkoutDialogTitle(null)).toBe('Delivery Details');
  });

  it("says 'Complete your payment' only while a payment is owed", () => {
    expect(checkoutDialogTitle({ payment_status: 'unpaid' })).toBe('Complete your payment');
    expect(checkoutDialogTitle({ payment_status: 'rejected' })).toBe('Complete your payment');
  });

  it('follows the payment once it is made or confirmed', () => {
    expect(checkoutDialogTitle({ payment_status: 'submitted' })).toBe('Payment submitted');
    expect(checkoutDialogTitle({ payment_status: 'paid' })).toBe('Your order');
  });
});
