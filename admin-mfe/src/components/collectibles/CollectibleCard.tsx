import { useState } from 'react';
import { useAsync } from '@sikka/shared/async';
import { Link } from '@sikka/shared/router';
import { Pencil, Trash2 } from 'lucide-react';
import {
  COLLECTIBLE_STATUSES,
  type CollectibleStatus,
  collectibleStatusLabel,
  collectibleStatusTone,
  resizedImageUrl,
  THUMBNAIL_IMAGE,
  type ListingOrderCounts,
  listingOrdersNote,
} from '@sikka/shared/domain/collectibles';
import { formatDate, formatInr } from '@sikka/shared/format';
import { AlertDialog, Badge, Button, Card, ImageWithFallback, Select } from '@sikka/shared/ui';
import { type AdminCollectible, categoryLabel, typeLabel } from '../../model/collectibles';
import styles from './CollectibleCard.module.css';

export interface CollectibleCardProps {
  collectible: AdminCollectible;
  busy?: boolean;
  /** The last save or delete failed (spec §8 "Admin alerts"). */
  error?: string;
  onStatusChange(status: CollectibleStatus): void;
  onDelete(): void;
  /** The listing's orders, which a delete takes with it: counted when the confirmation opens. */
  countOrders(): Promise<ListingOrderCounts>;
}

const STATUS_OPTIONS = COLLECTIBLE_STATUSES.map((status) => ({ value: status, label: collectibleStatusLabel(status) }));

/** One listing on Manage Collectibles (spec §2): what it is, its price and status, and what to do with it. */
export function CollectibleCard({
  collectible,
  busy = false,
  error,
  onStatusChange,
  onDelete,
  countOrders,
}: CollectibleCardProps) {
  const status = collectible.status ?? 'available';
  const [asking, setAsking] = useState(false);
  // Spec §6: a delete takes the listing's orders, fulfilled ones too; the question says how many first.
  const orders = useAsync(async () => (asking ? countOrders() : null), [asking]);
  const counts = orders.status === 'error' ? null : orders.status === 'ready' && orders.data ? orders.data : 'counting';
  return (
    <Card className={styles.card} role="article" aria-label={collectible.name}>
      <div className={styles.head}>
        <ImageWithFallback
          src={collectible.image_url ? resizedImageUrl(collectible.image_url, THUMBNAIL_IMAGE) : null}
          alt=""
          className={styles.thumb}
          width={72}
          height={72}
        />
        <div className={styles.title}>
          <Link to={`/${collectible.slug}`} className={styles.name}>
            {collectible.name}
          </Link>
          <span className={styles.muted}>
            {typeLabel(collectible.type)} · {categoryLabel(collectible)}
          </span>
          <span className={styles.muted}>{formatDate(collectible.created_at)}</span>
        </div>
        <div className={styles.side}>
          <span className={styles.price}>{formatInr(collectible.price)}</span>
          <Badge tone={collectibleStatusTone(collectible.status)} data-testid="status-badge">
            {collectibleStatusLabel(collectible.status)}
          </Badge>
        </div>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions} data-actions>
        {/* Not disabled while busy (the trigger would lose the focus radix hands back): a choice then is ignored. */}
        <Select
          aria-label={`Status of ${collectible.name}`}
          options={STATUS_OPTIONS}
          value={status}
          onValueChange={(next) => !busy && next !== status && onStatusChange(next as CollectibleStatus)}
          className={styles.status}
        />
        <Button asChild variant="secondary" size="sm">
          <Link to={`/edit/${collectible.id}`}>
            <Pencil aria-hidden="true" size={14} /> Edit
          </Link>
        </Button>
        <AlertDialog
          title="Delete collectible?"
          description={`“${collectible.name}” will be deleted with its photos. ${listingOrdersNote(counts)} This cannot be undone.`}
          confirmLabel="Delete"
          confirmDisabled={counts === 'counting'}
          alternative={
            status === 'unavailable'
              ? undefined
              : { label: 'Mark Unavailable instead', onSelect: () => onStatusChange('unavailable') }
          }
          open={asking}
          onOpenChange={setAsking}
          onConfirm={onDelete}
          trigger={
            <Button variant="danger" size="sm" unavailable={busy}>
              <Trash2 aria-hidden="true" size={14} /> Delete
            </Button>
          }
        />
      </div>
    </Card>
  );
}
