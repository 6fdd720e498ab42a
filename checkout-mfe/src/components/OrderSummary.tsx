import { formatInr } from '@sikka/shared/format';
import { orderTotals } from '@sikka/shared/domain/orders';
import styles from './OrderSummary.module.css';

export interface OrderSummaryProps {
  price: number;
  /** The applied promo, if any. */
  promo: { promo_code: string; discount_percent: number } | null;
}

/**
 * Price, discount, shipping and total (spec §2, §9), recomputed as the promo changes. A preview: the
 * database computes the amounts that are charged.
 */
export function OrderSummary({ price, promo }: OrderSummaryProps) {
  const totals = orderTotals(price, promo?.discount_percent ?? 0);
  return (
    <dl className={styles.summary} aria-label="Order summary">
      <div className={styles.row}>
        <dt>Price</dt>
        <dd>{formatInr(totals.price)}</dd>
      </div>
      <div className={styles.row}>
        <dt>Discount{promo && ` (${promo.promo_code}, ${promo.discount_percent}%)`}</dt>
        <dd>{totals.discount > 0 ? `−${formatInr(totals.discount)}` : formatInr(0)}</dd>
      </div>
      <div className={styles.row}>
        <dt>Shipping</dt>
        <dd>{formatInr(totals.shipping)}</dd>
      </div>
      <div className={`${styles.row} ${styles.total}`}>
        <dt>Total</dt>
        <dd>{formatInr(totals.total)}</dd>
      </div>
    </dl>
  );
}
