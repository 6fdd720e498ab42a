import { lazy, Suspense, useState } from 'react';
import { useAction, useAsync } from '@sikka/shared/async';
import { useHydrated } from '@sikka/shared/federation';
import { Link } from '@sikka/shared/router';
import { useAskToSignIn } from '@sikka/shared/session';
import { Button, Spinner } from '@sikka/shared/ui';
import { type AuctionTerms as Terms, isWatching, type Lot, setWatching } from '../api/auctions';
import { WatchButton } from '../components/WatchButton/WatchButton';
import { nextMinimumBid } from '@sikka/shared/domain/auctions';
import { premiumText } from '../model/premium';
import type { Bidder } from '../model/useBidder';
import styles from './pages.module.css';

// The bidding forms come after the page: the server renders a visitor's view, and the forms (react-hook-form,
// zod) load for a signed-in bidder only, so a shared lot link's first load carries none of them.
const BidForm = lazy(() => import('../components/BidForm/BidForm').then((module) => ({ default: module.BidForm })));
const TermsStep = lazy(() => import('../components/TermsStep/TermsStep').then((module) => ({ default: module.TermsStep })));

export interface BidPanelProps {
  lot: Lot;
  open: boolean;
  closed: boolean;
  won: boolean;
  auctionHref: string;
  bidder: Bidder;
  terms: Terms;
  myMaximum: number | null;
  /** Whether the bidder leads the lot (its live leader is their handle). */
  leading: boolean;
  onBid(amount: number): Promise<string>;
}

/** What the bidder can do: sign in, accept the terms, bid, watch; pay once they won. */
export function BidPanel({ lot, open, closed, won, auctionHref, bidder, terms, myMaximum, leading, onBid }: BidPanelProps) {
  const hydrated = useHydrated();
  const askToSignIn = useAskToSignIn();
  // The bid form replaces the terms step the bidder just submitted: it takes the focus that form had.
  const [justAccepted, setJustAccepted] = useState(false);
  if (!hydrated || bidder.status === 'loading') {
    return (
      <div className={styles.panel}>
        <Spinner size="sm" label="Loading" />
      </div>
    );
  }
  if (won) {
    return (
      <div className={styles.panel}>
        <p className={styles.note}>Congratulations: pay for your lots of this auction on the auction's page.</p>
        <Link to={`${auctionHref}#pay`}>Pay for your lots</Link>
      </div>
    );
  }
  if (closed) {
    return (
      <div className={styles.panel}>
        <p className={styles.note}>Bidding on this lot has closed.</p>
      </div>
    );
  }
  if (bidder.status === 'visitor') {
    return (
      <div className={styles.panel}>
        <p className={styles.note}>Sign in to bid or to watch this lot.</p>
        <Button onClick={askToSignIn}>Sign In</Button>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <Suspense fallback={<Spinner size="sm" label="Loading" />}>
        {bidder.blocked ? (
          <p className={styles.note}>Your account cannot bid in our auctions. Please contact us.</p>
        ) : !bidder.termsAccepted || bidder.needsPhone ? (
          <TermsStep
            summary={premiumText({
              premiumBasisPoints: terms.buyer_premium_basis_points,
              gstBasisPoints: terms.premium_gst_basis_points,
            })}
            askPhone={bidder.needsPhone}
            onAccept={async (phone) => {
              await bidder.acceptTerms(phone);
              setJustAccepted(true);
            }}
          />
        ) : open ? (
          <>
            {bidder.handle && <p className={styles.note}>You bid as {bidder.handle}.</p>}
            <BidForm
              minimum={nextMinimumBid({ openingBid: lot.opening_bid, currentPrice: lot.current_price }, terms.increments)}
              maxBid={terms.max_bid}
              myMaximum={myMaximum}
              leading={leading}
              focusOnMount={justAccepted}
              onBid={onBid}
            />
          </>
        ) : (
          <p className={styles.note}>Bidding opens when the auction starts.</p>
        )}
      </Suspense>
      <Watch lotId={lot.id} />
    </div>
  );
}

/** The watchlist toggle, for a signed-in collector. */
function Watch({ lotId }: { lotId: string }) {
  const watching = useAsync(() => isWatching(lotId), [lotId]);
  const toggle = useAction(
    async (next: boolean) => {
      await setWatching(lotId, next);
      await watching.refetch();
    },
    (error) => {
      console.error('[auction] the watchlist did not change', error);
      return 'Your watchlist could not be changed. Please try again.';
    },
  );
  if (watching.status !== 'ready') return null;
  return (
    <>
      <WatchButton watching={watching.data} busy={toggle.pending} onToggle={() => void toggle.run(!watching.data)} />
      {toggle.failure && (
        <p role="alert" className={styles.note}>
          {toggle.failure}
        </p>
      )}
    </>
  );
}
