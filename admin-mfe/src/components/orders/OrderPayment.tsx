import { formatDateTime } from '@sikka/shared/format';
import type { AdminOrder } from '../../model/orders';
import { holdNote, paymentMethodLabel, taxIdLabel } from '../../model/ordersPayment';
import styles from './OrderCard.module.css';

/**
 * The payment facts of one order (issue 31): how the buyer pays, the UTR to look for in the bank
 * statement, the hold's deadline (or that it expired), the reason a payment was rejected, and a large
 * order's PAN or Form 60.
 */
export function OrderPayment({ order }: { order: AdminOrder }) {
  const hold = holdNote(order);
  const taxId = taxIdLabel(order.tax_id);
  return (
    <dl className={styles.payment} aria-label="Payment">
      <dt>Payment method</dt>
      <dd>{paymentMethodLabel(order.payment_method)}</dd>
      <dt>UTR</dt>
      <dd className={styles.utr}>{order.utr ?? '—'}</dd>
      {order.paid_at && (
        <>
          <dt>Paid</dt>
          <dd>{formatDateTime(order.paid_at)}</dd>
        </>
      )}
      {hold && (
        <>
          <dt>Hold</dt>
          <dd className={hold === 'Expired' ? styles.expired : undefined}>{hold}</dd>
        </>
      )}
      {order.payment_status === 'rejected' && order.payment_rejection_reason && (
        <>
          <dt>Rejected because</dt>
          <dd>{order.payment_rejection_reason}</dd>
        </>
      )}
      {taxId && (
        <>
          <dt>PAN or Form 60</dt>
          <dd>{taxId}</dd>
        </>
      )}
    </dl>
  );
}
