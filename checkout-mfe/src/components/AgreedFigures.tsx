import { formatInr } from '@sikka/shared/format';
import type { OrderPageData } from '@sikka/shared/domain/orders';
import styles from './OrderSummary.module.css';

type Figures = Pick<OrderPageData, 'price' | 'discount' | 'shipping' | 'total' | 'promo_code' | 'discount_percent'>;

/** The figures fixed when the order was placed (place_order), never recomputed: what the buyer agreed to pay. */
export function AgreedFigures({ price, discount, shipping, total, promo_code, discount_percent }: Figures) {
  return (
    <dl className={styles.summary} aria-label="Agreed figures">
      <div className={styles.row}>
        <dt>Price</dt>
        <dd>{formatInr(price)}</dd>
      </div>
      <div className={styles.row}>
        <dt>Discount{promo_code && ` (${promo_code}, ${discount_percent}%)`}</dt>
        <dd>{discount > 0 ? `−${formatInr(discount)}` : formatInr(0)}</dd>
      </div>
      <div className={styles.row}>
        <dt>Shipping</dt>
        <dd>{formatInr(shipping)}</dd>
      </div>
      <div className={`${styles.row} ${styles.total}`}>
        <dt>Total</dt>
        <dd>{formatInr(total)}</dd>
      </div>
    </dl>
  );
}
