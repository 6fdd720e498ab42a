import { useEffect, useRef, useState } from 'react';
import { Button } from '@sikka/shared/ui';
import { formatInr } from '@sikka/shared/format';
import type { BuyerOrder, PaymentState } from '@sikka/shared/domain/orders';
import { orderLabel, orderPagePath } from '@sikka/shared/domain/orders';
import { holdDeadline, paymentLinkFor, type Payee } from '../model/payment';
import { PaymentDue } from './PaymentDue';
import { UtrForm, type UtrFormProps } from './UtrForm';
import styles from './PaymentStep.module.css';

export interface PaymentStepProps {
  /** The order's agreed figures and where its payment stands (place_order's answer, or read back). */
  order: BuyerOrder;
  /** The shop's payee and bank account, read from the database (Settings). */
  payee: Payee;
  /** Phones open the UPI link in an app; desktops show it as a QR code to scan. */
  opensUpiApps: boolean;
  /** Sends the browser to the UPI link (a phone's UPI app picks it up). */
  openLink(link: string): void;
  onBackToShop(): void;
  /** Follows the link to the order's own page (the dialog closes first). */
  onOpenOrderPage(path: string): void;
  /**
   * The order was read back (a reload, a return from the UPI app): the link is not opened again by
   * itself, or a buyer coming back from an app that failed would be sent straight back to it.
   */
  resumed?: boolean;
  /** "I have paid": submit_payment with the buyer's reference and the way they paid. */
  submitPayment: UtrFormProps['submitPayment'];
  /** The payment's new state once the database has taken the UTR. */
  onPaymentChange(state: PaymentState): void;
}

/**
 * After the order is saved: its reference and agreed total, the hold's deadline, how to pay (UPI link
 * or QR up to the UPI cap, bank transfer above it) and "I have paid" with the UTR; then where the
 * payment stands (submitted, rejected with the shop's reason, received).
 */
export function PaymentStep({
  order,
  payee,
  opensUpiApps,
  openLink,
  onBackToShop,
  onOpenOrderPage,
  resumed = false,
  submitPayment,
  onPaymentChange,
}: PaymentStepProps) {
  const [askUtr, setAskUtr] = useState(false);
  const link = paymentLinkFor(order, payee);
  const label = orderLabel(order.reference);
  const total = formatInr(order.total);
  const byUpi = order.payment_method !== 'bank_transfer';
  const awaiting = order.payment_status === 'unpaid' || order.payment_status === 'rejected';

  // Redirect once per order, even if the effect runs again (React StrictMode, re-renders).
  const openedFor = useRef<string | null>(null);
  const autoOpen = byUpi && order.payment_status === 'unpaid' && opensUpiApps && !resumed;
  useEffect(() => {
    if (!autoOpen || openedFor.current === link) return;
    openedFor.current = link;
    openLink(link);
  }, [autoOpen, link, openLink]);

  const backToShop = (
    <Button variant="secondary" onClick={onBackToShop} fullWidth>
      Back to shop
    </Button>
  );

  // The order's own page (unguessable link): where the buyer follows it later, from any device.
  const pagePath = orderPagePath(order.access_token);
  const orderPageLink = (
    <p className={styles.orderPage}>
      Follow this order any time on{' '}
      <a
        href={pagePath}
        onClick={(event) => {
          event.preventDefault();
          onOpenOrderPage(pagePath);
        }}
      >
        your order page
      </a>
      . Keep the link: it is the key to your order.
    </p>
  );

  if (order.payment_status === 'paid') {
    return (
      <div className={styles.step}>
        <h3 className={styles.heading}>Payment received</h3>
        <p>
          Thank you! {label}: we have received your payment of {total} and will ship your {order.item_name} within 2-5 business
          days.
        </p>
        {orderPageLink}
        {backToShop}
      </div>
    );
  }

  if (order.payment_status === 'submitted') {
    // A reference holds the piece for the shop's verification window (issue 49), not for ever.
    const verifyBy = holdDeadline(order.hold_expires_at ?? '');
    return (
      <div className={styles.step}>
        <h3 className={styles.heading}>Payment submitted — we are verifying it</h3>
        <p>
          {label}, {total}. UTR <strong className={styles.utr}>{order.utr}</strong>
        </p>
        <p>We match it with our bank statement and ship your {order.item_name} once it is confirmed.</p>
        {verifyBy && <p>The piece stays held for you while we check, until {verifyBy}.</p>}
        {orderPageLink}
        {backToShop}
      </div>
    );
  }

  return (
    <div className={styles.step}>
      <p className={styles.saved}>
        {resumed ? 'You have ordered this item. Your order is waiting for payment.' : 'Your order is saved.'}
      </p>
      <h3 className={styles.heading}>{label}</h3>
      <PaymentDue
        total={total}
        label={label}
        reference={order.reference}
        holdExpiresAt={awaiting ? order.hold_expires_at : null}
        rejectionReason={order.payment_status === 'rejected' ? (order.payment_rejection_reason ?? '') : null}
        upiLink={byUpi ? link : null}
        payee={payee}
        opensUpiApps={opensUpiApps}
        resumed={resumed}
      >
        {orderPageLink}
      </PaymentDue>
      {askUtr || order.payment_status === 'rejected' ? (
        <UtrForm
          orderId={order.order_id}
          method={byUpi ? 'upi' : 'bank_transfer'}
          submitPayment={submitPayment}
          onSubmitted={onPaymentChange}
          focusFirst={askUtr}
        />
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onBackToShop}>
            Back to shop
          </Button>
          <Button onClick={() => setAskUtr(true)}>I have paid</Button>
        </div>
      )}
    </div>
  );
}
