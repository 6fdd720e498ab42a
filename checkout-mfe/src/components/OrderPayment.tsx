import { formatInr } from '@sikka/shared/format';
import { orderLabel, type OrderPageData, type PaymentState } from '@sikka/shared/domain/orders';
import { paymentLinkFor, type Payee } from '../model/payment';
import { awaitsPayment } from '../model/orderPage';
import { PaymentDue } from './PaymentDue';
import { UtrForm, type UtrFormProps } from './UtrForm';
import paymentStyles from './PaymentStep.module.css';
import styles from './OrderPageView.module.css';

export interface OrderPaymentProps {
  order: OrderPageData;
  /** The order's link token: the order page pays by it (submit_order_payment). */
  token: string;
  opensUpiApps: boolean;
  /** The shop's payee and bank account (Settings). */
  payee: Payee;
  submitPayment: UtrFormProps['submitPayment'];
  onSubmitted(state: PaymentState): void;
}

/**
 * The payment step's pieces on the order page: while the order waits for payment, the deadline, how
 * to pay (UPI or bank transfer) and "I have paid" with the UTR; afterwards, the UTR being verified.
 */
export function OrderPayment({ order, token, opensUpiApps, payee, submitPayment, onSubmitted }: OrderPaymentProps) {
  const total = formatInr(order.total);
  const label = orderLabel(order.reference);
  const byUpi = order.payment_method !== 'bank_transfer';
  if (!awaitsPayment(order)) {
    if (order.payment_status !== 'submitted' || order.status !== 'received') return null;
    return (
      <section className={styles.section} aria-labelledby="order-payment">
        <h2 id="order-payment" className={styles.sectionTitle}>
          Payment
        </h2>
        <p>
          UTR <strong className={paymentStyles.utr}>{order.utr}</strong>: we match it with our bank statement and ship your piece
          once it is confirmed.
        </p>
      </section>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="order-payment">
      <h2 id="order-payment" className={styles.sectionTitle}>
        Payment
      </h2>
      <PaymentDue
        total={total}
        label={label}
        reference={order.reference}
        holdExpiresAt={order.hold_expires_at}
        rejectionReason={order.payment_status === 'rejected' ? (order.payment_rejection_reason ?? '') : null}
        upiLink={byUpi ? paymentLinkFor(order, payee) : null}
        payee={payee}
        opensUpiApps={opensUpiApps}
        resumed
      />
      <UtrForm orderId={token} method={byUpi ? 'upi' : 'bank_transfer'} submitPayment={submitPayment} onSubmitted={onSubmitted} />
    </section>
  );
}
