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
}

/** A listing in the grid (spec §2): first image, name, price, status, rating; the whole card links to /{slug}. */
/**
 * The photo loads lazily, at the browser's default priority: the grid starts below the home page's
 * first screen (under the hero and the filters, at 390 and at 1280 px), so a photo requested with the
 * page's HTML only took bandwidth from what the first screen shows.
 */
export function CollectibleCard({ listing }: CollectibleCardProps) {
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
        loading="lazy"
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
