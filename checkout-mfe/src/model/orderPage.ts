import type { OrderPageData, PaymentState } from '@sikka/shared/domain/orders';

/** The order page's heading for the order as it stands: one line a buyer understands at a glance. */
export function orderStanding(order: Pick<OrderPageData, 'status' | 'cancel_reason' | 'payment_status'>): string {
  if (order.status === 'cancelled')
    return order.cancel_reason === 'expired' ? 'Cancelled: no payment arrived in time' : 'This order was cancelled';
  if (order.status === 'fulfilled') return 'Shipped';
  switch (order.payment_status) {
    case 'paid':
      return 'Payment received — we are preparing your parcel';
    case 'submitted':
      return 'Payment submitted — we are verifying it';
    case 'rejected':
      return 'Your payment could not be confirmed';
    default:
      return 'Waiting for your payment';
  }
}

/** Whether the page offers how to pay and "I have paid": an open order not paid yet (or paid again after a rejection). */
export const awaitsPayment = (order: Pick<OrderPageData, 'status' | 'payment_status'>) =>
  order.status === 'received' && (order.payment_status === 'unpaid' || order.payment_status === 'rejected');

/** What the UTR form is told once submit_order_payment took the UTR (the page then reads the order again). */
export const submittedPayment = (utr: string): PaymentState => ({
  payment_status: 'submitted',
  payment_rejection_reason: '',
  utr,
  hold_expires_at: '',
});
