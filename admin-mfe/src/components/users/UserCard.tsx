import { MessageCircle, Phone } from 'lucide-react';
import { orderStatusTone } from '@sikka/shared/domain/orders';
import { formatDate, truncateId, whatsappLink } from '@sikka/shared/format';
import { Badge, Card } from '@sikka/shared/ui';
import { statusLabel } from '../../model/orders';
import { type AdminUser, userDisplayName, userEmailBesideName, userPhoneDigits } from '../../model/users';
import styles from './UserCard.module.css';

/** One user on Manage Users (spec §2, §3 "User stats"): who, since when, and what they bought. */
export function UserCard({ user }: { user: AdminUser }) {
  const name = userDisplayName(user);
  const digits = userPhoneDigits(user);
  // Beside the phone, so the phone a buyer gave is never the only thing that says who they are.
  const email = userEmailBesideName(user);
  return (
    <Card className={styles.card} role="article" aria-label={name}>
      <div className={styles.head}>
        <div className={styles.title}>
          <span className={styles.name}>{name}</span>
          {email && <span className={styles.email}>{email}</span>}
          <span className={styles.muted}>
            ID {truncateId(user.id)} · Joined {formatDate(user.created_at)}
          </span>
        </div>
        {user.is_admin && <Badge tone="blue">Admin</Badge>}
      </div>
      <dl className={styles.tiles}>
        <div className={styles.tile}>
          <dt>Total Orders</dt>
          <dd>{user.total_orders}</dd>
        </div>
        <div className={styles.tile}>
          <dt>Collectibles</dt>
          <dd>{user.total_collectibles}</dd>
        </div>
        <div className={styles.tile}>
          <dt>Last Active</dt>
          <dd>{formatDate(user.last_active)}</dd>
        </div>
      </dl>
      {user.recent_orders.length > 0 && (
        <div>
          <h3 className={styles.heading}>Recent Orders</h3>
          <ul className={styles.orders}>
            {user.recent_orders.map((order) => (
              <li key={order.id} className={styles.order}>
                <span className={styles.orderName}>{order.item_name}</span>
                <span className={styles.muted}>{formatDate(order.created_at)}</span>
                <Badge tone={orderStatusTone(order.status)}>{statusLabel(order.status)}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      {digits && (
        <div className={styles.contact}>
          <a href={`tel:+${digits}`} className={styles.link}>
            <Phone aria-hidden="true" size={14} /> Call
          </a>
          <a href={whatsappLink(digits)} target="_blank" rel="noopener noreferrer" className={styles.link}>
            <MessageCircle aria-hidden="true" size={14} /> WhatsApp
          </a>
        </div>
      )}
    </Card>
  );
}
