import type { ReactNode } from 'react';
import { holdDeadline, type Payee } from '../model/payment';
import { BankTransferDetails } from './BankTransferDetails';
import { UpiPayment } from './UpiPayment';
import styles from './PaymentStep.module.css';

export interface PaymentDueProps {
  /** The agreed total, written (₹2,550). */
  total: string;
  /** The order's label ('Order #1a2b3c4d'): what the UPI QR code is named by. */
  label: string;
  /** The order's reference ('1a2b3c4d'): what a bank transfer quotes. */
  reference: string;
  /** Until when the piece is held; nothing to say when unknown. */
  holdExpiresAt?: string | null;
  /** The shop's reason when it could not confirm the last UTR; null otherwise. */
  rejectionReason: string | null;
  /** The UPI link for a UPI order; null when the order is paid by bank transfer. */
  upiLink: string | null;
  /** The shop's payee and bank account (Settings). */
  payee: Payee;
  opensUpiApps: boolean;
  resumed: boolean;
  /** Shown after the deadline and before how to pay (the checkout's link to the order page). */
  children?: ReactNode;
}

/**
 * An order waiting for its payment, the same in the checkout and on the order page: the total, the
 * hold's deadline, the shop's reason if the last UTR was refused, and how to pay (UPI, or the bank's
 * details above the UPI cap).
 */
export function PaymentDue({
  total,
  label,
  reference,
  holdExpiresAt,
  rejectionReason,
  upiLink,
  payee,
  opensUpiApps,
  resumed,
  children,
}: PaymentDueProps) {
  const deadline = holdDeadline(holdExpiresAt ?? '');
  return (
    <>
      <p className={styles.amount}>
        Total to pay: <strong>{total}</strong>
      </p>
      {deadline && <p className={styles.deadline}>Pay by {deadline} — the piece is held for you until then</p>}
      {rejectionReason !== null && (
        <p role="alert" className={styles.error}>
          Your payment could not be confirmed: {rejectionReason}. Please check the UTR, or pay again and give its UTR.
        </p>
      )}
      {children}
      {upiLink !== null ? (
        <UpiPayment link={upiLink} total={total} label={label} opensUpiApps={opensUpiApps} resumed={resumed} payee={payee} />
      ) : (
        <BankTransferDetails total={total} reference={reference} payee={payee} />
      )}
    </>
  );
}
