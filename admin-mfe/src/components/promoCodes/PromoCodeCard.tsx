import { Tag } from 'lucide-react';
import type { PromoCodeRow } from '@sikka/shared/domain/promoCodes';
import { formatDate, formatDateTime } from '@sikka/shared/format';
import { AlertDialog, Badge, Button, Card } from '@sikka/shared/ui';
import styles from './PromoCodeCard.module.css';

export interface PromoCodeCardProps {
  promo: PromoCodeRow;
  /** A change of this code is being saved. */
  busy?: boolean;
  /** The last change failed (spec §8 admin alerts). */
  error?: string;
  onToggleActive(): void;
  onDelete(): void;
}

/**
 * One promo code (spec §2 "Manage Promo Codes"): code, Active/Inactive, created date, discount, uses
 * against the maximum when there is one, and when it runs; Activate/Deactivate and a confirmed Delete.
 */
export function PromoCodeCard({ promo, busy = false, error, onToggleActive, onDelete }: PromoCodeCardProps) {
  return (
    <Card className={styles.card} role="article" aria-label={`Promo code ${promo.code}`}>
      <div className={styles.head}>
        <h2 className={styles.code}>
          <Tag aria-hidden="true" size={18} /> {promo.code}
        </h2>
        <Badge tone={promo.is_active ? 'green' : 'neutral'}>{promo.is_active ? 'Active' : 'Inactive'}</Badge>
      </div>
      <p className={styles.muted}>
        Created <time dateTime={promo.created_at}>{formatDate(promo.created_at)}</time>
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Discount</dt>
          <dd className={styles.discount}>{promo.discount_percent}% off</dd>
        </div>
        {promo.max_uses !== null && (
          <div>
            <dt>Uses</dt>
            <dd>
              {promo.used_count}/{promo.max_uses} uses
            </dd>
          </div>
        )}
        <div>
          <dt>Starts</dt>
          <dd>
            <time dateTime={promo.starts_at}>{formatDateTime(promo.starts_at)}</time>
          </dd>
        </div>
        {promo.expires_at && (
          <div>
            <dt>Ends</dt>
            <dd>
              <time dateTime={promo.expires_at}>{formatDateTime(promo.expires_at)}</time>
            </dd>
          </div>
        )}
      </dl>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions} data-actions>
        <Button size="sm" variant="secondary" onClick={onToggleActive} unavailable={busy}>
          {promo.is_active ? 'Deactivate' : 'Activate'}
        </Button>
        <AlertDialog
          title={`Delete promo code ${promo.code}?`}
          description="Buyers will no longer be able to use it. This cannot be undone."
          confirmLabel="Delete"
          onConfirm={onDelete}
          trigger={
            <Button size="sm" variant="danger" unavailable={busy}>
              Delete
            </Button>
          }
        />
      </div>
    </Card>
  );
}
