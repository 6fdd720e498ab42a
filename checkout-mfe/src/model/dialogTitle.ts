import type { PaymentStatus } from '@sikka/shared/domain/orders';
import { DIALOG_TITLE, PAYMENT_TITLE } from './messages';

export const PAYMENT_SUBMITTED_TITLE = 'Payment submitted';
export const PAID_TITLE = 'Your order';

/**
 * The checkout dialog's title follows where the order stands (issue 49): the delivery form before an
 * order, 'Complete your payment' while a payment is owed (unpaid, or rejected and owed again), and never
 * that once the buyer has paid ('Payment submitted') or the shop has confirmed it ('Your order').
 */
export function checkoutDialogTitle(order: { payment_status: PaymentStatus } | null): string {
  if (!order) return DIALOG_TITLE;
  if (order.payment_status === 'paid') return PAID_TITLE;
  if (order.payment_status === 'submitted') return PAYMENT_SUBMITTED_TITLE;
  return PAYMENT_TITLE;
}
