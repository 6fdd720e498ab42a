import { EmptyState } from '@sikka/shared/ui';
import { PAGE_SIZE } from '@sikka/shared/config';
import type { CollectiblePage } from '../../model/browseQuery';
import type { AsyncState } from '@sikka/shared/async';
import { CollectibleCard } from '../CollectibleCard/CollectibleCard';
import styles from './CollectibleGrid.module.css';

/** Cards in the first row load eagerly (they are the page's largest paint); the rest lazily. */
const EAGER_CARDS = 4;

/** The browse grid in each of its states: skeletons, 'Failed to load collectibles', 'No items found', cards. */
export function CollectibleGrid({ page }: { page: AsyncState<CollectiblePage> }) {
  if (page.status === 'loading') {
    return (
      <div className={styles.grid} aria-busy="true">
        <span role="status" className={styles.visuallyHidden}>Loading collectibles</span>
        {Array.from({ length: PAGE_SIZE }, (_, index) => (
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
        <EmptyState title="Failed to load collectibles" hint="Please check your connection and try again." />
      </div>
    );
  }
  if (page.data.items.length === 0) {
    return <EmptyState title="No items found" hint="Try another search, category or price range." />;
  }
  return (
    <ul className={styles.grid} aria-label="Collectibles">
      {page.data.items.map((listing, index) => (
        <li key={listing.id} className={styles.item}>
          <CollectibleCard listing={listing} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
