import { formatInr } from '@sikka/shared/format';
import { Badge } from '@sikka/shared/ui';
import { formatTimeLeft, msLeft } from '../../model/clock';
import { type LotPhase, reserveText, STANDING_TEXT, type Standing } from '../../model/standing';
import styles from './LotStatus.module.css';

export interface LotStatusProps {
  lot: {
    opening_bid: number;
    current_price: number | null;
    bid_count: number;
    leader_handle: string | null;
    has_reserve: boolean;
    reserve_met: boolean | null;
    closes_at: string;
    hammer_price: number | null;
  };
  phase: LotPhase;
  /** The server's time now (ms): the time left is counted from it. */
  now: number;
  standing: Standing;
  /** The auction's start: what an upcoming lot counts down to. */
  startsAt: string;
}

const PHASE_TEXT: Record<LotPhase, string> = {
  upcoming: 'Opens soon',
  open: 'Open for bids',
  closed: 'Bidding closed',
  sold: 'Sold',
  unsold: 'Not sold',
  cancelled: 'Withdrawn',
};

/**
 * A lot's live figures (issue 47): the current price (the opening bid before the first bid), the number
 * of bids, the leading bidder's anonymised handle, the time left by the server's clock, the reserve as
 * met or not (never its amount), and where the signed-in bidder stands.
 */
export function LotStatus({ lot, phase, now, standing, startsAt }: LotStatusProps) {
  const hasBids = lot.current_price !== null;
  const price = phase === 'sold' && lot.hammer_price !== null ? lot.hammer_price : (lot.current_price ?? lot.opening_bid);
  const priceLabel = phase === 'sold' ? 'Hammer price' : hasBids ? 'Current bid' : 'Opening bid';
  const reserve = reserveText(lot);
  const left = phase === 'upcoming' ? msLeft(startsAt, now) : msLeft(lot.closes_at, now);
  return (
    <section className={styles.status} aria-label="Bidding">
      <div className={styles.row}>
        <Badge tone={phase === 'open' ? 'green' : phase === 'upcoming' ? 'blue' : 'neutral'}>{PHASE_TEXT[phase]}</Badge>
        {reserve && <span className={styles.reserve}>{reserve}</span>}
      </div>
      <p className={styles.priceLabel}>{priceLabel}</p>
      <p className={styles.price} data-testid="lot-price">
        {formatInr(price)}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Bids</dt>
          <dd data-testid="lot-bids">{lot.bid_count}</dd>
        </div>
        <div>
          <dt>Leading</dt>
          <dd data-testid="lot-leader">{lot.leader_handle ?? '—'}</dd>
        </div>
        {(phase === 'open' || phase === 'upcoming') && (
          <div>
            <dt>{phase === 'upcoming' ? 'Opens in' : 'Time left'}</dt>
            <dd data-testid="lot-time-left">
              <time dateTime={phase === 'upcoming' ? startsAt : lot.closes_at}>{formatTimeLeft(left)}</time>
            </dd>
          </div>
        )}
      </dl>
      {standing && (
        <p className={standing === 'winning' || standing === 'won' ? styles.winning : styles.outbid} role="status">
          {STANDING_TEXT[standing]}
        </p>
      )}
    </section>
  );
}
