import { formatDateTime, formatInr } from '@sikka/shared/format';
import type { AdminOrder } from '../../model/orders';
import { shipmentFacts, undeliveredNote } from '../../model/ordersShipment';
import styles from './OrderCard.module.css';

/** The parcel of a fulfilled order (carrier, tracking with India Post's link, insured value) and any e-mail not delivered. */
export function OrderShipment({ order }: { order: AdminOrder }) {
  const parcel = shipmentFacts(order);
  const undelivered = undeliveredNote(order.undelivered);
  if (!parcel && !undelivered) return null;
  return (
    <>
      {parcel && (
        <dl className={styles.payment} aria-label="Shipment">
          <dt>Carrier</dt>
          <dd>{parcel.carrier}</dd>
          <dt>Tracking number</dt>
          <dd className={styles.utr}>
            {parcel.trackingUrl ? (
              <a href={parcel.trackingUrl} target="_blank" rel="noreferrer" className={styles.link}>
                {parcel.tracking} (track on India Post)
              </a>
            ) : (
              parcel.tracking
            )}
          </dd>
          {parcel.insuredValue !== null && (
            <>
              <dt>Insured for</dt>
              <dd>{formatInr(parcel.insuredValue)}</dd>
            </>
          )}
          {order.shipped_at && (
            <>
              <dt>Shipped</dt>
              <dd>{formatDateTime(order.shipped_at)}</dd>
            </>
          )}
        </dl>
      )}
      {undelivered && (
        <p className={styles.error} data-testid="undelivered">
          {undelivered}
        </p>
      )}
    </>
  );
}
