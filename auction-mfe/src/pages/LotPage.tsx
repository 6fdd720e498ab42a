import { ArrowLeft } from 'lucide-react';
import { type PageLoader, usePageLoad, useSiteOrigin } from '@sikka/shared/federation';
import { formatDateTime, formatInr } from '@sikka/shared/format';
import { Link } from '@sikka/shared/router';
import { DocumentMeta, JsonLd, pageTitle, previewTags, Spinner } from '@sikka/shared/ui';
import {
  type AuctionRow,
  type AuctionTerms as Terms,
  type BidStep,
  fetchAuctionTerms,
  fetchLot,
  fetchServerNow,
  type Lot,
  placeBid,
} from '../api/auctions';
import { AuctionTerms } from '../components/AuctionTerms/AuctionTerms';
import { LotPhotos } from '../components/LotPhotos/LotPhotos';
import { LotStatus } from '../components/LotStatus/LotStatus';
import { PageMessage } from '../components/PageMessage/PageMessage';
import { auctionCharges } from '@sikka/shared/domain/auctions';
import { AUCTION_CANCELLED_TEXT } from '../model/auctionState';
import { lotJsonLd, lotTitle } from '../model/seo';
import { lotPhase, lotSells, standingOf } from '../model/standing';
import { useBidder } from '../model/useBidder';
import { useLiveLots } from '../model/useLiveLots';
import { useServerNow } from '../model/useServerClock';
import styles from './pages.module.css';
import { BidPanel } from './BidPanel';
import { useBidHistory } from '../model/useBidHistory';

/** What the loader read for /auctions/{slug}/lot/{number}: the lot with its auction and bid history, or null (404). */
export interface LotPageData {
  found: { auction: AuctionRow; lot: Lot; history: BidStep[] } | null;
  terms: Terms | null;
  /** The server's clock when the page's data was read: the time left in the rendered HTML counts from it. */
  renderedAt: string;
}

/** The page's loader (the page contract: the shell runs it on the server or in the browser). */
export const loader: PageLoader<LotPageData> = async ({ params }) => {
  const slug = params.slug ?? '';
  const number = Number(params.number);
  const valid = slug !== '' && /^\d{1,6}$/.test(params.number ?? '') && number >= 1;
  const [found, terms, renderedAt] = await Promise.all([
    valid ? fetchLot(slug, number) : null,
    fetchAuctionTerms(),
    fetchServerNow(),
  ]);
  return { status: found ? 200 : 404, data: { found, terms, renderedAt } };
};

/** A lot of an auction (issue 47): its photos, live price and time left, the bid form and the house's terms. */
export default function LotPage() {
  const load = usePageLoad<LotPageData>();
  if (load.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label="Loading the lot" />
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <PageMessage title="Failed to load the lot" hint="Please try again in a moment." onRetry={() => void load.refetch()} />
    );
  }
  const { found, terms, renderedAt } = load.data;
  if (!found || !terms) return <PageMessage title="Lot not found" hint="It may have been withdrawn, or the link is mistyped." />;
  return (
    <LiveLot
      key={found.lot.id}
      auction={found.auction}
      initial={found.lot}
      history={found.history}
      terms={terms}
      renderedAt={renderedAt}
    />
  );
}

interface LiveLotProps {
  auction: AuctionRow;
  initial: Lot;
  history: BidStep[];
  terms: Terms;
  renderedAt: string;
}

function LiveLot({ auction, initial, history: firstHistory, terms, renderedAt }: LiveLotProps) {
  const live = useLiveLots({ lotId: initial.id }, [initial]);
  const lot = live.lots[0] ?? initial;
  const now = useServerNow(renderedAt, live.offset);
  const phase = lotPhase(lot, auction.starts_at, now);
  const bidder = useBidder(auction.id);
  const history = useBidHistory(lot.id, lot.bid_count, firstHistory);

  const name = lot.listing?.name ?? `Lot ${lot.lot_number}`;
  const images = (lot.listing?.images ?? [])
    .slice()
    .sort((a, b) => a.order - b.order)
    .map((image) => image.image_url);
  const auctionHref = `/auctions/${auction.slug}`;
  const url = `${useSiteOrigin()}${auctionHref}/lot/${lot.lot_number}`;
  const title = lotTitle(lot, name);
  const price = phase === 'sold' && lot.hammer_price !== null ? lot.hammer_price : (lot.current_price ?? lot.opening_bid);
  const mine = bidder.myLots.get(lot.id);
  const closed = phase !== 'open' && phase !== 'upcoming';
  const standing = standingOf(
    {
      leader_handle: lot.leader_handle,
      closed,
      sold: lotSells(phase, lot),
    },
    { handle: bidder.handle, hasBid: mine !== undefined },
  );
  const description = `${title}, in ${auction.title}. ${lot.current_price === null ? 'Opening bid' : 'Current bid'} ${formatInr(price)}, closes ${formatDateTime(lot.closes_at)}. ${lot.listing?.description ?? ''}`;

  return (
    <article className={styles.page}>
      <DocumentMeta
        title={pageTitle(`${title} — ${auction.title}`)}
        tags={previewTags({ title, description, url, image: images[0] ?? null, type: 'product' })}
        canonical={url}
      />
      <JsonLd
        value={lotJsonLd({
          name,
          description: lot.listing?.description ?? null,
          images,
          url,
          price,
          closesAt: lot.closes_at,
          phase,
        })}
      />
      <Link to={auctionHref} className={styles.back}>
        <ArrowLeft aria-hidden="true" size={16} />
        {auction.title}
      </Link>
      {auction.status === 'cancelled' && (
        <p role="status" className={styles.cancelled}>
          {AUCTION_CANCELLED_TEXT}
        </p>
      )}
      <div className={styles.lot}>
        <LotPhotos images={images} name={name} />
        <div className={styles.side}>
          <div>
            <p className={styles.meta}>Lot {lot.lot_number}</p>
            <h1 className={styles.title}>{name}</h1>
            <p className={styles.meta}>
              Closes <time dateTime={lot.closes_at}>{formatDateTime(lot.closes_at)}</time>
            </p>
          </div>
          <LotStatus lot={lot} phase={phase} now={now} standing={standing} startsAt={auction.starts_at} />
          <BidPanel
            lot={lot}
            open={phase === 'open'}
            closed={closed}
            won={standing === 'won' && phase === 'sold'}
            auctionHref={auctionHref}
            bidder={bidder}
            terms={terms}
            myMaximum={mine?.my_maximum ?? null}
            leading={standing === 'winning'}
            onBid={async (amount) => {
              const result = await placeBid(lot.id, amount);
              void live.refresh();
              void bidder.refresh().catch(() => {});
              return result.outcome === 'outbid'
                ? `Your maximum of ${formatInr(result.your_maximum)} is in, but an earlier bid is at least as high.`
                : `Your maximum of ${formatInr(result.your_maximum)} is in. You are the leading bidder.`;
            }}
          />
          {lot.listing?.description && <p className={styles.description}>{lot.listing.description}</p>}
        </div>
      </div>
      <section className={styles.section} aria-labelledby="bid-history">
        <h2 id="bid-history" className={styles.sectionTitle}>
          Bid history
        </h2>
        {history.length === 0 ? (
          <p className={styles.note}>No bids yet.</p>
        ) : (
          <table className={styles.history}>
            <thead>
              <tr>
                <th scope="col">Bidder</th>
                <th scope="col">Bid</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {[...history].reverse().map((step) => (
                <tr key={step.id}>
                  <td>
                    {step.handle}
                    {step.is_proxy && ' (proxy)'}
                  </td>
                  <td>{formatInr(step.amount)}</td>
                  <td>{formatDateTime(step.placed_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <div className={styles.section}>
        <AuctionTerms
          example={auctionCharges(price, {
            buyerPremiumBasisPoints: terms.buyer_premium_basis_points,
            premiumGstBasisPoints: terms.premium_gst_basis_points,
          })}
          increments={terms.increments}
          premiumBasisPoints={terms.buyer_premium_basis_points}
          gstBasisPoints={terms.premium_gst_basis_points}
          extensionMinutes={terms.extension_minutes}
          shipping={terms.shipping}
        />
      </div>
    </article>
  );
}
