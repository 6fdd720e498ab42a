import { BUSINESS } from '@sikka/shared/config';
import styles from './PaymentStep.module.css';

/**
 * Above the UPI cap (payment_method 'bank_transfer': most UPI apps stop at ₹1,00,000) the buyer pays by
 * NEFT/RTGS/IMPS to the shop's account, quoting the order reference so the credit can be matched.
 */
export function BankTransferDetails({ total, reference }: { total: string; reference: string }) {
  return (
    <>
      <p>This amount is above what UPI apps allow in one payment. Please pay {total} by bank transfer (NEFT, RTGS or IMPS) to:</p>
      <dl className={styles.bank} aria-label="Bank transfer details">
        <div>
          <dt>Account name</dt>
          <dd>{BUSINESS.bankAccountName}</dd>
        </div>
        <div>
          <dt>Account number</dt>
          <dd>{BUSINESS.bankAccountNumber}</dd>
        </div>
        <div>
          <dt>IFSC</dt>
          <dd>{BUSINESS.bankIfsc}</dd>
        </div>
        <div>
          <dt>Bank</dt>
          <dd>{BUSINESS.bankName}</dd>
        </div>
        <div>
          <dt>Reference to quote</dt>
          <dd>{reference}</dd>
        </div>
      </dl>
    </>
  );
}
