import { type PageLoader, usePageLoad, useSiteOrigin } from '@sikka/shared/federation';
import { DocumentMeta, EmptyState, pageTitle, previewTags, Spinner } from '@sikka/shared/ui';
import { type AuctionRow, fetchAuctions, fetchServerNow, type LotState } from '../api/auctions';
import { AuctionCard } from '../components/AuctionCard/AuctionCard';
import { PageMessage } from '../components/PageMessage/PageMessage';
import { auctionDateWords, auctionState } from '../model/auctionState';
import { AUCTIONS_DESCRIPTION, AUCTIONS_TITLE } from '../model/seo';
import { useServerNow, useServerOffset } from '../model/useServerClock';
import styles from './pages.module.css';

export interface AuctionsPageData {
  auctions: (AuctionRow & { lots: LotState[] })[];
  renderedAt: string;
}

export const loader: PageLoader<AuctionsPageData> = async () => {
  const [auctions, renderedAt] = await Promise.all([fetchAuctions(), fetchServerNow()]);
  return { status: 200, data: { auctions, renderedAt } };
};

/** The auctions (issue 47): open and upcoming first, soonest to close first; then the closed ones. */
export default function AuctionsPage() {
  const load = usePageLoad<AuctionsPageData>();
  const url = `${useSiteOrigin()}/auctions`;
  const head = (
    <DocumentMeta
      title={pageTitle(AUCTIONS_TITLE)}
      tags={previewTags({ title: AUCTIONS_TITLE, description: AUCTIONS_DESCRIPTION, url })}
      canonical={url}
    />
  );
  if (load.status === 'loading') {
    return (
      <div className={styles.loading}>
        {head}
        <Spinner size="lg" label="Loading the auctions" />
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <PageMessage title="Failed to load the auctions" hint="Please try again in a moment." onRetry={() => void load.refetch()} />
    );
  }
  return (
    <section className={styles.page}>
      {head}
      <h1 className={styles.title}>{AUCTIONS_TITLE}</h1>
      <p className={styles.lead}>
        Timed sales: each lot closes at its own minute, and a bid in the last minutes extends it. Leave your maximum and we bid
        for you, one increment at a time.
      </p>
      <AuctionList auctions={load.data.auctions} renderedAt={load.data.renderedAt} />
    </section>
  );
}

function AuctionList({ auctions, renderedAt }: AuctionsPageData) {
  const now = useServerNow(renderedAt, useServerOffset());
  if (auctions.length === 0) {
    return <EmptyState title="No auctions yet" hint="Our next sale will be announced here." />;
  }
  const rows = auctions.map((auction) => ({ auction, state: auctionState(auction, auction.lots, now) }));
  const order = { open: 0, upcoming: 1, closed: 2 } as const;
  rows.sort(
    (a, b) =>
      order[a.state] - order[b.state] ||
      (a.state === 'closed' ? -1 : 1) * (Date.parse(a.auction.first_lot_closes_at) - Date.parse(b.auction.first_lot_closes_at)),
  );
  return (
    <ul className={styles.list}>
      {rows.map(({ auction, state }) => (
        <li key={auction.id}>
          <AuctionCard
            href={`/auctions/${auction.slug}`}
            title={auction.title}
            description={auction.description}
            startsAt={auction.starts_at}
            firstLotClosesAt={auction.first_lot_closes_at}
            lotCount={auction.lots.length}
            state={state}
            words={auctionDateWords(auction, now)}
          />
        </li>
      ))}
    </ul>
  );
}
