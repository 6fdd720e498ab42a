import { Link } from '@sikka/shared/router';
import { formatInr } from '@sikka/shared/format';
import { CARD_IMAGE, resizedImageUrl } from '@sikka/shared/domain/collectibles';
import { Badge, ImageWithFallback } from '@sikka/shared/ui';
import { formatTimeLeft, msLeft } from '../../model/clock';
import { type LotPhase, reserveText } from '../../model/standing';
import styles from './LotCard.module.css';

export interface LotCardProps {
  href: string;
  lotNumber: number;
  name: string;
  image: string | null;
  price: number;
  /** No bid yet: the price is the opening bid. */
  opening: boolean;
  bidCount: number;
  leader: string | null;
  closesAt: string;
  phase: LotPhase;
  reserve: { has_reserve: boolean; reserve_met: boolean | null };
  /** The server's time now (ms). */
  now: number;
}

const CLOSED: Partial<Record<LotPhase, string>> = { sold: 'Sold', unsold: 'Not sold', cancelled: 'Withdrawn', closed: 'Closed' };

/** A lot in its auction's list, live: its price, bids, leader and time left. */
export function LotCard({
  href,
  lotNumber,
  name,
  image,
  price,
  opening,
  bidCount,
  leader,
  closesAt,
  phase,
  reserve,
  now,
}: LotCardProps) {
  const reserveLine = reserveText(reserve);
  return (
    <article className={styles.card} data-testid="lot-card">
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <ImageWithFallback
          className={styles.image}
          src={image && resizedImageUrl(image, CARD_IMAGE)}
          alt=""
          width={320}
          height={320}
          aspectRatio="1 / 1"
        />
      </Link>
      <div className={styles.body}>
        <p className={styles.number}>Lot {lotNumber}</p>
        <h3 className={styles.name}>
          <Link to={href}>{name}</Link>
        </h3>
        <p className={styles.price}>
          <span className={styles.label}>{phase === 'sold' ? 'Hammer' : opening ? 'Opening bid' : 'Current bid'}</span>{' '}
          <strong data-testid="lot-card-price">{formatInr(price)}</strong>
        </p>
        <p className={styles.meta}>
          {bidCount === 1 ? '1 bid' : `${bidCount} bids`}
          {leader && <> · {leader}</>}
          {reserveLine && <> · {reserveLine}</>}
        </p>
        <p className={styles.meta}>
          {CLOSED[phase] ? (
            <Badge tone="neutral">{CLOSED[phase]}</Badge>
          ) : (
            <>
              {phase === 'upcoming' ? 'Closes in ' : 'Time left '}
              <time dateTime={closesAt}>{formatTimeLeft(msLeft(closesAt, now))}</time>
            </>
          )}
        </p>
      </div>
    </article>
  );
}
