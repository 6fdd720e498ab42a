import { useState } from 'react';
import { type PageLoader, usePageLoad, useSiteOrigin } from '@sikka/shared/federation';
import { randomRating } from '@sikka/shared/format';
import { Link, useParams } from '@sikka/shared/router';
import { useSession } from '@sikka/shared/session';
import { ArrowLeft } from 'lucide-react';
import { Button, DocumentMeta, Spinner, pageTitle } from '@sikka/shared/ui';
import { AdminListingActions } from '../components/AdminListingActions/AdminListingActions';
import { DescriptionSections } from '../components/DescriptionSections/DescriptionSections';
import { Gallery } from '../components/Gallery/Gallery';
import { ListingDetails } from '../components/ListingDetails/ListingDetails';
import { ListingSeo } from '../components/ListingSeo/ListingSeo';
import { Specifications } from '../components/Specifications/Specifications';
import { fetchCollectibleBySlug, orderedImages, type Listing } from '@sikka/shared/domain/collectibles';
import { catalogueFacts } from '../model/specifications';
import { standardComparison } from '../model/standard';
import { useListing } from '../model/useListing';
import { useHold } from '../model/useOpenOrder';
import type { ShopFacts } from '@sikka/shared/domain/settings';
import { loadShopFacts } from '../model/shopFacts';
import styles from './ListingPage.module.css';

/** What the loader read for /{slug}: the listing, or null for an unknown slug (answered with 404). */
export interface ListingPageData {
  slug: string;
  listing: Listing | null;
  /** Spec §2's rating, random per view: chosen by the loader, so every render shows the same. */
  rating: number;
  /** The shop's facts (the WhatsApp number); null when they could not be read. */
  shop: ShopFacts | null;
}

export const loader: PageLoader<ListingPageData> = async ({ params }) => {
  const slug = params.slug ?? '';
  const [listing, shop] = await Promise.all([slug.trim() ? fetchCollectibleBySlug(slug) : null, loadShopFacts()]);
  return { status: listing ? 200 : 404, data: { slug, listing, rating: randomRating(), shop } };
};

/** Not found, invalid address, load failure: the page's own heading and the way back home. */
function Message({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className={styles.page}>
      <DocumentMeta title={pageTitle(title)} />
      <div className={styles.message}>
        <h1 className={styles.messageTitle}>{title}</h1>
        {hint && <p className={styles.messageHint}>{hint}</p>}
        <Button asChild>
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </div>
  );
}

/** Listing detail /{slug} (spec §2), live while it is open (spec §4). */
export default function ListingPage() {
  const { slug = '' } = useParams();
  const load = usePageLoad<ListingPageData>();
  if (!slug.trim()) return <Message title="Invalid URL" />;
  if (load.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label="Loading the listing" />
      </div>
    );
  }
  if (load.status === 'error') return <Message title="Failed to load collectible" hint="Please try again in a moment." />;
  return <Listed key={slug} slug={slug} loaded={load.data} />;
}

function Listed({ slug, loaded }: { slug: string; loaded: ListingPageData }) {
  const state = useListing(slug, loaded.listing);
  if (state.status === 'not-found') {
    return <Message title="Item Not Found" hint="This item may have been sold and removed, or the link is mistyped." />;
  }
  return <ListingView listing={state.listing} loaded={loaded} />;
}

function ListingView({ listing, loaded }: { listing: Listing; loaded: ListingPageData }) {
  const session = useSession();
  const userId = session.status === 'ready' ? (session.user?.id ?? null) : undefined;
  const { hold, orderPath, refresh } = useHold(listing.id, listing.on_hold, userId);
  // The antiquity notice's clock: read once, when the page is opened.
  const [now] = useState(() => new Date());
  const pageUrl = `${useSiteOrigin()}/${listing.slug}`;

  return (
    <article className={styles.page}>
      <ListingSeo listing={listing} pageUrl={pageUrl} />
      <nav className={styles.topBar} aria-label="Listing">
        <Link to="/" className={styles.back}>
          <ArrowLeft aria-hidden="true" className={styles.backIcon} />
          Back to the collection
        </Link>
        <AdminListingActions listing={listing} />
      </nav>
      <div className={styles.main}>
        <Gallery images={orderedImages(listing.images)} name={listing.name} videoUrl={listing.youtube_url} />
        <div className={styles.buying}>
          <ListingDetails
            listing={listing}
            pageUrl={pageUrl}
            hold={hold}
            onCheckoutClosed={refresh}
            orderPath={orderPath}
            now={now}
            servedRating={loaded.rating}
            whatsappNumber={loaded.shop?.whatsapp_number ?? null}
          />
          <Specifications facts={catalogueFacts(listing)} comparison={standardComparison(listing)} />
        </div>
      </div>
      <DescriptionSections description={listing.description} />
    </article>
  );
}
