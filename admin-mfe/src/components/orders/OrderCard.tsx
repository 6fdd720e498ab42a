import { Link } from '@sikka/shared/router';
import { Phone } from 'lucide-react';
import { resizedImageUrl, THUMBNAIL_IMAGE } from '@sikka/shared/domain/collectibles';
import { type OrderStatus, orderLabel, orderStatusTone } from '@sikka/shared/domain/orders';
import { formatDate, formatInr, formatPhone } from '@sikka/shared/format';
import { AlertDialog, Badge, Button, Card, ImageWithFallback } from '@sikka/shared/ui';
import { type AdminOrder, itemBadge, orderAddress, orderAmounts, statusLabel } from '../../model/orders';
import { StatusHistory } from '../common/StatusHistory';
import styles from './OrderCard.module.css';

export interface OrderCardProps {
  order: AdminOrder;
  /** A status change of this order is being saved. */
  busy?: boolean;
  /** The last change failed (spec §8 'Failed to update status. Please try again.'). */
  error?: string;
  onStatusChange(status: OrderStatus): void;
}

/** One order on the Orders Dashboard (spec §2): item, customer, amounts, status and its history. */
export function OrderCard({ order, busy = false, error, onStatusChange }: OrderCardProps) {
  const { item } = order;
  const amounts = orderAmounts(order);
  const label = orderLabel(order.id);
  const badge = item && itemBadge(item);
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
          {item ? (
            <Link to={`/${item.slug}`} className={styles.itemName}>
              {item.name}
            </Link>
          ) : (
            <span className={styles.itemName}>Item removed</span>
          )}
          <span className={styles.muted}>
            {label} · {formatDate(order.created_at)}
          </span>
          <span className={styles.price}>{formatInr(amounts.price)}</span>
        </div>
        <div className={styles.badges}>
          <Badge tone={orderStatusTone(order.status)}>{statusLabel(order.status)}</Badge>
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

      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button size="sm" disabled={busy || order.status === 'fulfilled'} onClick={() => onStatusChange('fulfilled')}>
          Mark Fulfilled
        </Button>
        {/* Cancelling releases the piece to other buyers and cannot be taken back by a click: ask first. */}
        <AlertDialog
          title="Cancel this order?"
          description={cancelQuestion(order, label)}
          cancelLabel="Keep Order"
          confirmLabel="Cancel Order"
          onConfirm={() => onStatusChange('cancelled')}
          trigger={
            <Button size="sm" variant="danger" disabled={busy || order.status === 'cancelled'}>
              Cancel Order
            </Button>
          }
        />
      </div>
      <StatusHistory changes={order.history} />
    </Card>
  );
}

function cancelQuestion(order: AdminOrder, label: string): string {
  const what = `${label}${order.item ? ` (${order.item.name})` : ''} from ${order.full_name} will be cancelled`;
  return order.status === 'received' ? `${what}, and the piece offered to other buyers again.` : `${what}.`;
}
