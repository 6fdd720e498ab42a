import { lazy, Suspense } from 'react';
import { ArrowLeft } from 'lucide-react';
import { type PageLoader, usePageLoad, useSiteOrigin } from '@sikka/shared/federation';
import { formatDateTime } from '@sikka/shared/format';
import { Link } from '@sikka/shared/router';
import { DocumentMeta, JsonLd, pageTitle, previewTags, Spinner } from '@sikka/shared/ui';
import { type AuctionRow, fetchAuction, fetchServerNow, type Lot } from '../api/auctions';
import { LotCard } from '../components/LotCard/LotCard';
import { AUCTION_CANCELLED_TEXT, auctionDateWords } from '../model/auctionState';
import { PageMessage } from '../components/PageMessage/PageMessage';
import { auctionJsonLd, lotTitle } from '../model/seo';
import { lotPhase } from '../model/standing';
import { useBidder } from '../model/useBidder';
import { useLiveLots } from '../model/useLiveLots';
import { useServerNow } from '../model/useServerClock';
import styles from './pages.module.css';

// A winner's payment part (a delivery form) only for a winner: the page's first load carries no form code.
const WinnerPayment = lazy(() => import('./WinnerPayment').then((module) => ({ default: module.WinnerPayment })));

/** What the loader read for /auctions/{slug}: the auction with its lots, or null (404). */
export interface AuctionPageData {
  found: { auction: AuctionRow; lots: Lot[] } | null;
  renderedAt: string;
}

export const loader: PageLoader<AuctionPageData> = async ({ params }) => {
  const slug = params.slug ?? '';
  const [found, renderedAt] = await Promise.all([slug ? fetchAuction(slug) : null, fetchServerNow()]);
  return { status: found ? 200 : 404, data: { found, renderedAt } };
};

/** An auction (issue 47): its description and dates, and its lots, each live. */
export default function AuctionPage() {
  const load = usePageLoad<AuctionPageData>();
  if (load.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label="Loading the auction" />
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <PageMessage title="Failed to load the auction" hint="Please try again in a moment." onRetry={() => void load.refetch()} />
    );
  }
  const { found, renderedAt } = load.data;
  if (!found) return <PageMessage title="Auction not found" hint="It may have been withdrawn, or the link is mistyped." />;
  return <LiveAuction key={found.auction.id} auction={found.auction} initial={found.lots} renderedAt={renderedAt} />;
}

function LiveAuction({ auction, initial, renderedAt }: { auction: AuctionRow; initial: Lot[]; renderedAt: string }) {
  const live = useLiveLots({ auctionId: auction.id }, initial);
  const now = useServerNow(renderedAt, live.offset);
  const bidder = useBidder(auction.id);
  const href = `/auctions/${auction.slug}`;
  const url = `${useSiteOrigin()}${href}`;
  const lots = live.lots.map((lot) => {
    const phase = lotPhase(lot, auction.starts_at, now);
    const name = lot.listing?.name ?? `Lot ${lot.lot_number}`;
    const images = (lot.listing?.images ?? [])
      .slice()
      .sort((a, b) => a.order - b.order)
      .map((image) => image.image_url);
    const price = phase === 'sold' && lot.hammer_price !== null ? lot.hammer_price : (lot.current_price ?? lot.opening_bid);
    return { lot, phase, name, images, price, href: `${href}/lot/${lot.lot_number}` };
  });
  const description =
    auction.description || `${auction.title}: ${lots.length} lots of rare Indian coins and banknotes at auction.`;
  // Live: a lot the bidder leads that the database settled as sold (its row arrives through Realtime).
  const words = auctionDateWords(auction, now);
  const won = live.lots.filter(
    (lot) => lot.status === 'sold' && bidder.handle !== null && lot.leader_handle === bidder.handle,
  ).length;

  return (
    <article className={styles.page}>
      <DocumentMeta
        title={pageTitle(auction.title)}
        tags={previewTags({ title: auction.title, description, url, image: lots[0]?.images[0] ?? null })}
        canonical={url}
      />
      <JsonLd
        value={auctionJsonLd(
          { title: auction.title, url },
          lots.map((item) => ({
            name: lotTitle(item.lot, item.name),
            description: item.lot.listing?.description ?? null,
            images: item.images,
            url: `${url}/lot/${item.lot.lot_number}`,
            price: item.price,
            closesAt: item.lot.closes_at,
            phase: item.phase,
          })),
        )}
      />
      <Link to="/auctions" className={styles.back}>
        <ArrowLeft aria-hidden="true" size={16} />
        All auctions
      </Link>
      <h1 className={styles.title}>{auction.title}</h1>
      {auction.status === 'cancelled' && (
        <p role="status" className={styles.cancelled}>
          {AUCTION_CANCELLED_TEXT}
        </p>
      )}
      <p className={styles.meta}>
        {words.opens} <time dateTime={auction.starts_at}>{formatDateTime(auction.starts_at)}</time> ·{' '}
        {words.firstLotCloses.toLowerCase()}{' '}
        <time dateTime={auction.first_lot_closes_at}>{formatDateTime(auction.first_lot_closes_at)}</time>; the lots close one
        after another.
      </p>
      {auction.description && <p className={styles.lead}>{auction.description}</p>}
      {won > 0 && (
        <Suspense fallback={null}>
          <WinnerPayment auctionId={auction.id} wonLots={won} />
        </Suspense>
      )}
      <section aria-labelledby="lots">
        <h2 id="lots" className={styles.sectionTitle}>
          Lots
        </h2>
        {lots.length === 0 ? (
          <p className={styles.note}>No lots in this auction.</p>
        ) : (
          <ul className={styles.grid}>
            {lots.map((item) => (
              <li key={item.lot.id}>
                <LotCard
                  href={item.href}
                  lotNumber={item.lot.lot_number}
                  name={item.name}
                  image={item.images[0] ?? null}
                  price={item.price}
                  opening={item.lot.current_price === null}
                  bidCount={item.lot.bid_count}
                  leader={item.lot.leader_handle}
                  closesAt={item.lot.closes_at}
                  phase={item.phase}
                  reserve={item.lot}
                  now={now}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
