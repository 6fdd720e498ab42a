import { Button, EmptyState } from '@sikka/shared/ui';
import { PAGE_SIZE } from '@sikka/shared/config';
import type { CollectiblePage } from '../../model/browseQuery';
import { isNetworkError, type AsyncState } from '@sikka/shared/async';
import { CollectibleCard } from '../CollectibleCard/CollectibleCard';
import styles from './CollectibleGrid.module.css';

/** The browse grid in each of its states: skeletons, 'Failed to load collectibles', 'No items found', cards. */
export interface CollectibleGridProps {
  page: AsyncState<CollectiblePage>;
  /** Offered under 'No items found' when filters or a later page could be the reason ('Show all items'). */
  onShowAll?: () => void;
}

export function CollectibleGrid({ page, onShowAll }: CollectibleGridProps) {
  if (page.status === 'loading') {
    return (
      <div className={styles.grid} aria-busy="true">
        <span role="status" className={styles.visuallyHidden}>
          Loading collectibles
        </span>
        {Array.from({ length: PAGE_SIZE }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
          <div key={index} className={styles.skeleton} data-testid="card-skeleton">
            <div className={styles.skeletonImage} />
            <div className={styles.skeletonLine} />
            <div className={styles.skeletonLineShort} />
          </div>
        ))}
      </div>
    );
  }
  if (page.status === 'error') {
    return (
      <div role="alert">
        <EmptyState
          title="Failed to load collectibles"
          // Only a request that never reached the server is the visitor's connection.
          hint={isNetworkError(page.error) ? 'Please check your connection and try again.' : 'Please try again in a moment.'}
        />
      </div>
    );
  }
  if (page.data.items.length === 0) {
    return (
      <EmptyState
        title="No items found"
        hint="Try another search, category or price range."
        action={
          onShowAll && (
            <Button variant="secondary" onClick={onShowAll}>
              Show all items
            </Button>
          )
        }
      />
    );
  }
  return (
    <ul className={styles.grid} aria-label="Collectibles">
      {page.data.items.map((listing) => (
        <li key={listing.id} className={styles.item}>
          <CollectibleCard listing={listing} />
        </li>
      ))}
    </ul>
  );
}
