import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Badge } from '@sikka/shared/ui';
import { formatInr, randomRating } from '@sikka/shared/format';
import { collectibleStatusLabel, collectibleStatusTone, type Listing } from '@sikka/shared/domain/collectibles';
import { ListingActions } from '../ListingActions/ListingActions';
import { Rating } from '../Rating/Rating';
import styles from './ListingDetails.module.css';

/** The buying column of the listing page: name, rating, price, status, actions, authenticity note. */
export function ListingDetails({ listing, pageUrl }: { listing: Listing; pageUrl: string }) {
  // Spec §2: chosen anew on each view of the page (and kept while it is open).
  const [rating] = useState(() => randomRating());
  return (
    <div className={styles.details}>
      {listing.category && <p className={styles.category}>{listing.category.name}</p>}
      <h1 className={styles.name}>{listing.name}</h1>
      <Rating value={rating} />
      <div className={styles.priceRow}>
        <p className={styles.price} data-testid="listing-price">{formatInr(listing.price)}</p>
        <Badge tone={collectibleStatusTone(listing.status)} data-testid="listing-status">{collectibleStatusLabel(listing.status)}</Badge>
      </div>
      <ListingActions listing={listing} pageUrl={pageUrl} />
      <aside className={styles.authenticity} aria-label="Authenticity">
        <ShieldCheck aria-hidden="true" className={styles.shield} />
        <p>
          <strong>100% Authentic.</strong> Every coin and note is examined by our experts and comes with a
          certificate of authenticity.
        </p>
      </aside>
    </div>
  );
}
