import type { Payee } from '../model/payment';
import { UpiQrCode } from './UpiQrCode';
import styles from './PaymentStep.module.css';

export interface UpiPaymentProps {
  link: string;
  total: string;
  label: string;
  opensUpiApps: boolean;
  resumed: boolean;
  payee: Payee;
}

/** Today's UPI request (total up to the UPI cap): an app opens on a phone, a QR code on a desktop. */
export function UpiPayment({ link, total, label, opensUpiApps, resumed, payee }: UpiPaymentProps) {
  return (
    <>
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
        Payee: {payee.upi_payee_name} ({payee.upi_vpa})
      </p>
    </>
  );
}
