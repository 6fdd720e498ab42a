import { type ReactNode, useState } from 'react';
import { Link } from '@sikka/shared/router';
import { Mail, Phone } from 'lucide-react';
import { resizedImageUrl, THUMBNAIL_IMAGE } from '@sikka/shared/domain/collectibles';
import { type DirectOrderStatus, orderLabel, orderStatusTone, type ShipmentInput } from '@sikka/shared/domain/orders';
import { formatDate, formatInr, formatPhone } from '@sikka/shared/format';
import { AlertDialog, Badge, Button, Card, ImageWithFallback } from '@sikka/shared/ui';
import { type AdminOrder, itemBadge, orderAddress, orderAmounts, statusLabel } from '../../model/orders';
import {
  asksForReference,
  historyInWords,
  paymentActions,
  paymentBadge,
  paymentMethodLabel,
  statusActions,
} from '../../model/ordersPayment';
import { StatusHistory } from '../common/StatusHistory';
import { FulfilDialog } from './FulfilDialog';
import { MarkPaidDialog } from './MarkPaidDialog';
import { OrderDocuments } from './OrderDocuments';
import { OrderPayment } from './OrderPayment';
import { OrderShipment } from './OrderShipment';
import { RejectPaymentDialog } from './RejectPaymentDialog';
import styles from './OrderCard.module.css';

export interface OrderCardProps {
  order: AdminOrder;
  /** A change of this order (status or payment) is being saved. */
  busy?: boolean;
  /** The last change failed: the refusal's text, or spec §8 'Failed to update status. Please try again.'. */
  error?: string;
  /** A status change with nothing to record: never 'fulfilled', which goes through the shipment dialog. */
  onStatusChange(status: DirectOrderStatus): void;
  /** 'Mark Fulfilled' with the parcel; throws when refused (the dialog shows why). */
  onMarkFulfilled(shipment: ShipmentInput): Promise<void>;
  /** 'Mark paid' on an order with the buyer's reference (asked first); a refusal is said on the card. */
  onMarkPaid(): void;
  /** 'Mark paid' with the bank statement's reference ('' for none); throws when refused (the dialog shows why). */
  onMarkPaidWith(reference: string): Promise<void>;
  /** Rejects the payment with the buyer's reason; throws when refused (the dialog shows why). */
  onRejectPayment(reason: string): Promise<void>;
  /** After the sale (issue 46): delivery, the return and the refund, composed by the screen. */
  aftersale?: ReactNode;
}

/** One order on the Orders Dashboard (spec §2, issue 31): item, customer, agreed amounts, payment, status, history. */
export function OrderCard({
  order,
  busy = false,
  error,
  onStatusChange,
  onMarkFulfilled,
  onMarkPaid,
  onMarkPaidWith,
  onRejectPayment,
  aftersale,
}: OrderCardProps) {
  const { item } = order;
  const amounts = orderAmounts(order);
  const label = orderLabel(order.id);
  const badge = item && itemBadge(item);
  const payment = paymentBadge(order.payment_status);
  const { canFulfil, canCancel } = statusActions(order.status);
  const { canMarkPaid, canReject } = paymentActions(order);
  const unpaid = order.payment_status !== 'paid';
  const [rejecting, setRejecting] = useState(false);
  const [fulfilling, setFulfilling] = useState(false);
  const [markingPaid, setMarkingPaid] = useState(false);
  const paidWhat = `${label} from ${order.full_name}: ${formatInr(amounts.total)} by ${paymentMethodLabel(order.payment_method)}${
    order.utr ? `, UTR ${order.utr}${order.payment_status === 'rejected' ? ' (rejected)' : ''}` : ', no UTR given'
  }`;
  const markPaidButton = (
    <Button size="sm" unavailable={busy}>
      Mark paid
    </Button>
  );
  return (
    <Card className={styles.card} aria-label={label} role="article">
      <div className={styles.head}>
        <ImageWithFallback
          src={item?.image_url ? resizedImageUrl(item.image_url, THUMBNAIL_IMAGE) : null}
          alt=""
          className={styles.thumb}
          width={72}
          height={72}
        />
        <div className={styles.title}>
          {/* The item as it was ordered; the link leads to the listing as it is now. */}
          {item ? (
            <Link to={`/${item.slug}`} className={styles.itemName}>
              {order.item_name}
            </Link>
          ) : (
            <span className={styles.itemName}>{order.item_name}</span>
          )}
          <span className={styles.muted}>
            {label} · {formatDate(order.created_at)}
          </span>
          <span className={styles.price}>{formatInr(amounts.price)}</span>
        </div>
        <div className={styles.badges}>
          <Badge tone={orderStatusTone(order.status)}>{statusLabel(order.status)}</Badge>
          <Badge tone={payment.tone} data-testid="payment-status">
            {payment.label}
          </Badge>
          {badge && (
            <Badge tone={badge.tone} data-testid="item-status">
              {badge.label}
            </Badge>
          )}
        </div>
      </div>

      <div className={styles.details}>
        <div>
          <p className={styles.strong}>{order.full_name}</p>
          <a href={`tel:+91${order.phone}`} className={styles.link}>
            <Phone aria-hidden="true" size={14} /> {formatPhone(order.phone)}
          </a>
          {order.email && (
            <a href={`mailto:${order.email}`} className={styles.link} data-testid="buyer-email">
              <Mail aria-hidden="true" size={14} /> {order.email}
            </a>
          )}
          <p className={styles.muted}>{orderAddress(order)}</p>
        </div>
        <dl className={styles.amounts}>
          {order.promo_code && (
            <>
              <dt>Promo code</dt>
              <dd>{order.promo_code}</dd>
            </>
          )}
          <dt>Discount</dt>
          <dd>{amounts.discount > 0 ? `−${formatInr(amounts.discount)} (${order.discount_percent}%)` : formatInr(0)}</dd>
          <dt>Shipping</dt>
          <dd>{formatInr(amounts.shipping)}</dd>
          <dt className={styles.strong}>Total</dt>
          <dd className={styles.strong}>{formatInr(amounts.total)}</dd>
        </dl>
      </div>
      <OrderPayment order={order} />
      <OrderShipment order={order} />

      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions} data-actions>
        {/* The money comes first: 'Mark paid' leads an unpaid order's actions (issue 49). */}
        {canMarkPaid &&
          (asksForReference(order) ? (
            // No reference the buyer stands by: the statement's may be recorded with the payment.
            <MarkPaidDialog
              open={markingPaid}
              onOpenChange={setMarkingPaid}
              trigger={markPaidButton}
              what={paidWhat}
              paymentMethod={order.payment_method}
              onMarkPaid={onMarkPaidWith}
            />
          ) : (
            // Marking paid tells the buyer the money arrived: only once the bank statement shows it.
            <AlertDialog
              title="Mark this order paid?"
              description={`${paidWhat}. Mark it paid only once the money is in the shop's account.`}
              cancelLabel="Not yet"
              confirmLabel="Mark paid"
              confirmVariant="primary"
              onConfirm={onMarkPaid}
              trigger={markPaidButton}
            />
          ))}
        {canReject && (
          <Button size="sm" variant="secondary" onClick={() => setRejecting(true)} unavailable={busy}>
            Reject payment
          </Button>
        )}
        {unpaid && canFulfil ? (
          // Shipping what nobody has paid for is rare and costly: ask, naming what is missing.
          <AlertDialog
            title="Fulfil an unpaid order?"
            description={unpaidFulfilQuestion(order, label, payment.label)}
            cancelLabel="Not yet"
            confirmLabel="Fulfil unpaid order"
            confirmVariant="danger"
            onConfirm={() => setFulfilling(true)}
            trigger={
              <Button size="sm" variant="secondary" unavailable={busy}>
                Mark Fulfilled
              </Button>
            }
          />
        ) : (
          <Button
            size="sm"
            variant={unpaid ? 'secondary' : 'primary'}
            onClick={() => setFulfilling(true)}
            unavailable={busy || !canFulfil}
          >
            Mark Fulfilled
          </Button>
        )}
        {/* Cancelling releases the piece to other buyers and cannot be taken back by a click: ask first. */}
        <AlertDialog
          title="Cancel this order?"
          description={cancelQuestion(order, label, amounts.total)}
          cancelLabel="Keep Order"
          confirmLabel="Cancel Order"
          onConfirm={() => onStatusChange('cancelled')}
          trigger={
            <Button size="sm" variant="danger" unavailable={busy || !canCancel}>
              Cancel Order
            </Button>
          }
        />
      </div>
      <FulfilDialog
        open={fulfilling}
        onOpenChange={setFulfilling}
        what={`${label} from ${order.full_name}`}
        total={amounts.total}
        onFulfil={onMarkFulfilled}
      />
      <RejectPaymentDialog
        open={rejecting}
        onOpenChange={setRejecting}
        what={`${label} from ${order.full_name}, UTR ${order.utr ?? '—'}`}
        onReject={onRejectPayment}
      />
      {order.payment_status === 'paid' && (
        <OrderDocuments orderId={order.id} cancelled={order.status === 'cancelled'} label={label} />
      )}
      {aftersale}
      <StatusHistory changes={historyInWords(order.history)} />
    </Card>
  );
}

function cancelQuestion(order: AdminOrder, label: string, total: number): string {
  const what = `${label} (${order.item_name}) from ${order.full_name} will be cancelled`;
  const question =
    order.status === 'fulfilled' ? `${what} as a return.` : `${what}, and the piece offered to other buyers again.`;
  if (order.payment_status !== 'paid') return question;
  // A paid order's money is the buyer's again (issue 49): say so before the admin confirms.
  return `${question} This order is paid: a refund of ${formatInr(total)} is due to the buyer, and its certificate will be revoked.`;
}

function unpaidFulfilQuestion(order: AdminOrder, label: string, paymentLabel: string): string {
  return `${label} (${order.item_name}) from ${order.full_name} is unpaid (${paymentLabel}): no payment has been confirmed for it. Ship it only if you mean to send it before the money arrives.`;
}
