import { Link } from '@sikka/shared/router';
import { Badge, EmptyState } from '@sikka/shared/ui';
import { formatDate, formatInr } from '@sikka/shared/format';
import { orderLabel, orderPagePath, orderStatusTone, type MyOrder } from '@sikka/shared/domain/orders';
import { orderStanding } from '../model/orderPage';
import styles from './MyOrdersList.module.css';

/** 'My Orders': newest first, each with where it stands and a link to its order page. */
export function MyOrdersList({ orders }: { orders: readonly MyOrder[] }) {
  if (orders.length === 0) return <EmptyState title="You have no orders yet" hint="Pieces you order appear here." />;
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <li key={order.access_token} className={styles.order}>
          <p className={styles.name}>
            <Link to={orderPagePath(order.access_token)}>{order.item_name}</Link>
          </p>
          <p className={styles.meta}>
            {orderLabel(order.reference)} · {formatDate(order.created_at)} · {formatInr(order.total)}
          </p>
          <Badge tone={orderStatusTone(order.status)}>{orderStanding(order)}</Badge>
        </li>
      ))}
    </ul>
  );
}
