import { useEffect, useRef, useState } from 'react';
import { BUSINESS } from '@sikka/shared/config';
import { Button } from '@sikka/shared/ui';
import { formatInr } from '@sikka/shared/format';
import type { BuyerOrder } from '@sikka/shared/domain/orders';
import { orderLabel } from '@sikka/shared/domain/orders';
import { paymentLinkFor } from '../model/payment';
import { UpiQrCode } from './UpiQrCode';
import styles from './PaymentStep.module.css';

export interface PaymentStepProps {
  order: BuyerOrder;
  /** Phones open the UPI link in an app; desktops show it as a QR code to scan. */
  opensUpiApps: boolean;
  /** Sends the browser to the UPI link (a phone's UPI app picks it up). */
  openLink(link: string): void;
  onBackToShop(): void;
  /**
   * The order was read back (a reload, a return from the UPI app): the link is not opened again by
   * itself, or a buyer coming back from an app that failed would be sent straight back to it.
   */
  resumed?: boolean;
}

/** After the order is saved: its reference and total, and the UPI payment link (spec §2 "Checkout"). */
export function PaymentStep({ order, opensUpiApps, openLink, onBackToShop, resumed = false }: PaymentStepProps) {
  const [paid, setPaid] = useState(false);
  const link = paymentLinkFor(order);
  const label = orderLabel(order.reference);
  const total = formatInr(order.total);

  // Redirect once per order, even if the effect runs again (React StrictMode, re-renders).
  const openedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!opensUpiApps || resumed || openedFor.current === link) return;
    openedFor.current = link;
    openLink(link);
  }, [opensUpiApps, resumed, link, openLink]);

  if (paid) {
    return (
      <div className={styles.step}>
        <h3 className={styles.heading}>Thank you!</h3>
        <p>
          We will confirm your payment of {total} for {label} and ship your {order.item_name} within 2-5 business days.
        </p>
        <Button onClick={onBackToShop} fullWidth>
          Back to shop
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.step}>
      <p className={styles.saved}>
        {resumed ? 'You have ordered this item. Your order is waiting for payment.' : 'Your order is saved.'}
      </p>
      <h3 className={styles.heading}>{label}</h3>
      <p className={styles.amount}>
        Total to pay: <strong>{total}</strong>
      </p>
      {opensUpiApps ? (
        <>
          <p>
            {resumed
              ? 'Pay with a UPI app to confirm your order.'
              : 'Your UPI app should open to pay. If it did not, use the button below.'}
          </p>
          <a className={styles.upiButton} href={link}>
            Pay {total} with a UPI app
          </a>
        </>
      ) : (
        <>
          <p>Scan this QR code with any UPI app on your phone to pay.</p>
          <UpiQrCode link={link} label={`UPI QR code to pay ${total} for ${label}`} />
          <a className={styles.upiTextLink} href={link}>
            Open the payment link in a UPI app on this device
          </a>
        </>
      )}
      <p className={styles.payee}>
        Payee: {BUSINESS.upiPayeeName} ({BUSINESS.upiVpa})
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBackToShop}>
          Back to shop
        </Button>
        <Button onClick={() => setPaid(true)}>I have paid</Button>
      </div>
    </div>
  );
}
