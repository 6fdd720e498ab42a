import { formatDate, formatInr } from '@sikka/shared/format';
import type { OrderPageData } from '@sikka/shared/domain/orders';
import styles from './OrderPageView.module.css';

type Shipment = Pick<OrderPageData, 'shipment_carrier' | 'shipment_tracking' | 'shipment_insured_value' | 'shipped_at'>;

export interface OrderShipmentProps extends Shipment {
  /** The carrier's tracking page (India Post's), or null for a courier whose site varies. */
  trackingHref: string | null;
}

/** The parcel, once the shop has sent it: carrier, tracking number (and India Post's tracking page), insured value. */
export function OrderShipment({
  shipment_carrier,
  shipment_tracking,
  shipment_insured_value,
  shipped_at,
  trackingHref,
}: OrderShipmentProps) {
  return (
    <section className={styles.section} aria-labelledby="order-shipment">
      <h2 id="order-shipment" className={styles.sectionTitle}>
        Shipment
      </h2>
      <dl className={styles.facts}>
        {shipped_at && (
          <div>
            <dt>Sent on</dt>
            <dd>{formatDate(shipped_at)}</dd>
          </div>
        )}
        {shipment_carrier && (
          <div>
            <dt>Carrier</dt>
            <dd>{shipment_carrier}</dd>
          </div>
        )}
        <div>
          <dt>Tracking number</dt>
          <dd className={styles.tracking}>{shipment_tracking}</dd>
        </div>
        {shipment_insured_value !== null && (
          <div>
            <dt>Insured for</dt>
            <dd>{formatInr(shipment_insured_value)}</dd>
          </div>
        )}
      </dl>
      {trackingHref && (
        <a className={styles.trackLink} href={trackingHref} target="_blank" rel="noopener noreferrer">
          Track your parcel on India Post (opens in a new tab)
        </a>
      )}
    </section>
  );
}
