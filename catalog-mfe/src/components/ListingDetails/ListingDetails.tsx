import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Link } from '@sikka/shared/router';
import { Badge } from '@sikka/shared/ui';
import { formatInr, randomRating } from '@sikka/shared/format';
import { collectibleStatusLabel, collectibleStatusTone, isForSale, type Listing } from '@sikka/shared/domain/collectibles';
import type { Hold } from '../../model/useOpenOrder';
import { AntiquityNotice } from '../AntiquityNotice/AntiquityNotice';
import { ListingActions } from '../ListingActions/ListingActions';
import { Rating } from '../Rating/Rating';
import styles from './ListingDetails.module.css';

/**
 * The buying column of the listing page: name, rating, price, status, actions, the antiquity notice
 * (on the clock `now`), authenticity note.
 */
export function ListingDetails({
  listing,
  pageUrl,
  hold = 'none',
  orderPath,
  onCheckoutClosed,
  now,
  servedRating,
  whatsappNumber = null,
}: {
  listing: Listing;
  pageUrl: string;
  hold?: Hold;
  /** The visitor's own order's page, when the hold is theirs. */
  orderPath?: string;
  /** The checkout dialog closed: its order may have moved on (a reference sent), so the hold is read again. */
  onCheckoutClosed?(): void;
  now: Date;
  /** The rating the server chose for this view (the page hydrates with the same one). */
  servedRating?: number;
  /** The shop's WhatsApp number (Settings); null while unknown. */
  whatsappNumber?: string | null;
}) {
  // Spec §2: chosen anew on each view of the page (and kept while it is open).
  const [rating] = useState(() => servedRating ?? randomRating());
  return (
    <div className={styles.details}>
      {listing.category && <p className={styles.category}>{listing.category.name}</p>}
      <h1 className={styles.name}>{listing.name}</h1>
      <Rating value={rating} />
      <div className={styles.priceRow}>
        <p className={styles.price} data-testid="listing-price">
          {formatInr(listing.price)}
        </p>
        <ListingStatus listing={listing} hold={hold} />
      </div>
      {(hold === 'mine' || hold === 'another buyer') && (
        <p className={styles.hold} data-testid="listing-hold">
          {hold === 'mine'
            ? 'You have ordered this item. Complete your payment to confirm it.'
            : 'On hold: another buyer has ordered this item and their payment is awaited.'}
        </p>
      )}
      {(hold === 'paid' || hold === 'submitted') && (
        // The buyer has paid (issue 49): no call to pay, and the way to follow the order.
        <p className={hold === 'paid' ? `${styles.hold} ${styles.paid}` : styles.hold} data-testid="listing-hold">
          <span>{hold === 'paid' ? PAID_NOTICE : SUBMITTED_NOTICE}</span>
          {orderPath && (
            <>
              {' '}
              <Link to={orderPath} className={styles.orderLink}>
                View your order
              </Link>
            </>
          )}
        </p>
      )}
      <ListingActions
        listing={listing}
        pageUrl={pageUrl}
        hold={hold}
        onCheckoutClosed={onCheckoutClosed}
        whatsappNumber={whatsappNumber}
      />
      <AntiquityNotice yearAd={listing.year_ad} now={now} />
      <aside className={styles.authenticity} aria-label="Authenticity">
        <ShieldCheck aria-hidden="true" className={styles.shield} />
        <p>
          <strong>100% Authentic.</strong> Every coin and note is examined by our experts and comes with a certificate of
          authenticity.
        </p>
      </aside>
    </div>
  );
}

export const PAID_NOTICE = 'Paid — your order is being prepared';
/** The order page's and the checkout's words for a payment whose reference the shop is checking. */
export const SUBMITTED_NOTICE = 'Payment submitted — we are verifying it';

/**
 * The status badge; an available piece with an open order reads 'On hold', or 'Paid' to the buyer whose
 * order the shop has confirmed.
 */
export function ListingStatus({
  listing,
  hold,
  testId = 'listing-status',
}: {
  listing: Pick<Listing, 'status'>;
  hold: Hold;
  testId?: string;
}) {
  if (hold === 'paid' && isForSale(listing.status)) {
    return (
      <Badge tone="green" data-testid={testId}>
        Paid
      </Badge>
    );
  }
  if (hold !== 'none' && isForSale(listing.status)) {
    return (
      <Badge tone="yellow" data-testid={testId}>
        On hold
      </Badge>
    );
  }
  return (
    <Badge tone={collectibleStatusTone(listing.status)} data-testid={testId}>
      {collectibleStatusLabel(listing.status)}
    </Badge>
  );
}
