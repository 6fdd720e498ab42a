import type { OrderDeliveryAddress } from '@sikka/shared/domain/orders';
import styles from './OrderPageView.module.css';

/** Where the parcel goes (issue 50): the name and address the buyer gave, so a mistake is seen before it ships. */
export function OrderDelivery({ delivery }: { delivery: OrderDeliveryAddress }) {
  const lines = [
    delivery.full_name,
    delivery.address_line1,
    delivery.address_line2,
    `${delivery.city}, ${delivery.state} ${delivery.pincode}`,
  ].filter(Boolean);
  return (
    <section className={styles.section} aria-labelledby="order-delivery">
      <h2 id="order-delivery" className={styles.sectionTitle}>
        Delivery address
      </h2>
      <address className={styles.address} data-testid="order-delivery-address">
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </section>
  );
}
