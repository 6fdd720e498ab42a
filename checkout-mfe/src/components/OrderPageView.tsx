import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from '@sikka/shared/router';
import { Badge, PageFrame, Spinner } from '@sikka/shared/ui';
import { formatDate } from '@sikka/shared/format';
import { orderLabel, orderStatusTone, type OrderPageData, type PaymentState } from '@sikka/shared/domain/orders';
import type { OrderPaymentProps } from './OrderPayment';
import type { Payee } from '../model/payment';
import { orderStanding } from '../model/orderPage';
import { AgreedFigures } from './AgreedFigures';
import { OrderDelivery } from './OrderDelivery';
import { OrderHistory } from './OrderHistory';
import { OrderShipment } from './OrderShipment';
import styles from './OrderPageView.module.css';

// How to pay and the UTR form (QR code, react-hook-form, zod) are fetched only for an order that shows
// them: a paid or shipped order’s page does not download them (212.3 → 187.3 kB gzip on /order/{token}).
const OrderPayment = lazy(() =>
  import(/* webpackChunkName: "order-payment" */ './OrderPayment').then((module) => ({ default: module.OrderPayment })),
);

export interface OrderPageViewProps {
  order: OrderPageData;
  token: string;
  opensUpiApps: boolean;
  /** The shop's payee and bank account (Settings). */
  payee: Payee;
  /** The carrier's tracking page for this order's parcel, or null. */
  trackingHref: string | null;
  submitPayment: OrderPaymentProps['submitPayment'];
  onPaymentSubmitted(state: PaymentState): void;
  /** A paid order's certificate and invoice (OrderPapers), read by the page with the order's link. */
  papers?: ReactNode;
}

/**
 * /order/{token} (issue 33): the piece, the agreed figures, the delivery address, where the payment stands (and how to pay
 * while it waits), the parcel once sent, a paid order's papers, and the history in plain words.
 */
export function OrderPageView({
  order,
  token,
  opensUpiApps,
  payee,
  trackingHref,
  submitPayment,
  onPaymentSubmitted,
  papers,
}: OrderPageViewProps) {
  return (
    <PageFrame title={orderLabel(order.reference)}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <p className={styles.standing}>
            <Badge tone={orderStatusTone(order.status)}>{orderStanding(order)}</Badge>
            <span className={styles.placed}>Placed on {formatDate(order.created_at)}</span>
          </p>
          <section className={styles.piece} aria-label="The piece">
            {order.item_image && <img className={styles.photo} src={order.item_image} alt="" width={96} height={96} />}
            <p className={styles.pieceName}>
              {order.item_slug ? <Link to={`/${order.item_slug}`}>{order.item_name}</Link> : order.item_name}
            </p>
          </section>
          <AgreedFigures {...order} />
          {order.delivery && <OrderDelivery delivery={order.delivery} />}
          <Suspense fallback={<Spinner label="Loading how to pay" />}>
            <OrderPayment
              order={order}
              token={token}
              opensUpiApps={opensUpiApps}
              payee={payee}
              submitPayment={submitPayment}
              onSubmitted={onPaymentSubmitted}
            />
          </Suspense>
          {order.shipment_tracking && <OrderShipment {...order} trackingHref={trackingHref} />}
          {papers}
        </div>
        <OrderHistory events={order.history} />
      </div>
    </PageFrame>
  );
}
