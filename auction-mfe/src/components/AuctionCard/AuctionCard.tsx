import { Link } from '@sikka/shared/router';
import { formatDateTime } from '@sikka/shared/format';
import { Badge } from '@sikka/shared/ui';
import styles from './AuctionCard.module.css';

export interface AuctionCardProps {
  href: string;
  title: string;
  description: string;
  startsAt: string;
  firstLotClosesAt: string;
  lotCount: number;
  /** Open (bidding), upcoming (not started), or closed (every lot closed). */
  state: 'open' | 'upcoming' | 'closed';
  /** The words before the two dates, in the tense of now (auctionDateWords). */
  words: { opens: string; firstLotCloses: string };
}

const STATE_TEXT = { open: 'Bidding open', upcoming: 'Upcoming', closed: 'Closed' } as const;
const STATE_TONE = { open: 'green', upcoming: 'blue', closed: 'neutral' } as const;

/** An auction in the list of auctions: its dates, its lots, and whether bidding is open. */
export function AuctionCard({ href, title, description, startsAt, firstLotClosesAt, lotCount, state, words }: AuctionCardProps) {
  return (
    <article className={styles.card}>
      <Badge tone={STATE_TONE[state]}>{STATE_TEXT[state]}</Badge>
      <h2 className={styles.title}>
        <Link to={href}>{title}</Link>
      </h2>
      {description && <p className={styles.description}>{description}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>{words.opens}</dt>
          <dd>{formatDateTime(startsAt)}</dd>
        </div>
        <div>
          <dt>{words.firstLotCloses}</dt>
          <dd>{formatDateTime(firstLotClosesAt)}</dd>
        </div>
        <div>
          <dt>Lots</dt>
          <dd>{lotCount}</dd>
        </div>
      </dl>
    </article>
  );
}
