import { transferRemark } from '@sikka/shared/domain/orders';
import type { Payee } from '../model/payment';
import { CopyButton } from './CopyButton';
import styles from './PaymentStep.module.css';

/**
 * Above the UPI cap (payment_method 'bank_transfer': most UPI apps stop at ₹1,00,000) the buyer pays by
 * NEFT/RTGS/IMPS to the shop's account, quoting the order's reference in the transfer's remarks so the
 * statement import finds the credit ('SIKKA ORDER 6A29EEC0': banks' remark fields take no '#'). Each
 * detail has a copy button, to paste into the bank's app rather than type.
 */
export function BankTransferDetails({ total, reference, payee }: { total: string; reference: string; payee: Payee }) {
  const remark = transferRemark(reference, payee.trade_name);
  const details = [
    { term: 'Account name', value: payee.bank_account_name, copy: 'account name' },
    { term: 'Account number', value: payee.bank_account_number, copy: 'account number' },
    { term: 'IFSC', value: payee.bank_ifsc, copy: 'IFSC' },
    { term: 'Bank', value: payee.bank_name, copy: null },
    { term: 'Reference to quote', value: remark, copy: 'reference to quote' },
  ];
  return (
    <>
      <p>This amount is above what UPI apps allow in one payment. Please pay {total} by bank transfer (NEFT, RTGS or IMPS) to:</p>
      <dl className={styles.bank} aria-label="Bank transfer details">
        {details.map(({ term, value, copy }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd className={styles.copyRow}>
              <span>{value}</span>
              {copy && <CopyButton value={value} what={copy} />}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.payee}>
        Write the reference in the transfer’s remarks, exactly as shown, so we can match your payment.
      </p>
    </>
  );
}
