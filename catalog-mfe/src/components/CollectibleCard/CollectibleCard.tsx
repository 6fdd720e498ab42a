import { Link } from '@sikka/shared/router';
import { Badge, ImageWithFallback } from '@sikka/shared/ui';
import { formatInr, ratingFromId } from '@sikka/shared/format';
import {
  CARD_IMAGE,
  collectibleStatusLabel,
  collectibleStatusTone,
  orderedImages,
  resizedImageUrl,
  type Listing,
} from '@sikka/shared/domain/collectibles';
import { Rating } from '../Rating/Rating';
import styles from './CollectibleCard.module.css';

export interface CollectibleCardProps {
  listing: Listing;
  /** The first row of the grid is in view at once: load it eagerly, it is what the page paints. */
  eager?: boolean;
}

/** A listing in the grid (spec §2): first image, name, price, status, rating; the whole card links to /{slug}. */
export function CollectibleCard({ listing, eager }: CollectibleCardProps) {
  const image = orderedImages(listing.images)[0];
  return (
    <article className={styles.card}>
      <ImageWithFallback
        className={styles.image}
        src={image ? resizedImageUrl(image.image_url, CARD_IMAGE) : null}
        alt=""
        width={CARD_IMAGE.width}
        height={400}
        aspectRatio="1 / 1"
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
      />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={`/${listing.slug}`} className={styles.link}>
            {listing.name}
          </Link>
        </h3>
        <Rating value={ratingFromId(listing.id)} />
        <div className={styles.footer}>
          <span className={styles.price}>{formatInr(listing.price)}</span>
          <Badge tone={collectibleStatusTone(listing.status)}>{collectibleStatusLabel(listing.status)}</Badge>
        </div>
      </div>
    </article>
  );
}
