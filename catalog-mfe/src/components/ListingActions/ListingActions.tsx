import { lazy, Suspense, useState } from 'react';
import { MessageCircle, Share2 } from 'lucide-react';
import { Button } from '@sikka/shared/ui';
import { whatsappLink } from '@sikka/shared/format';
import { formatInr } from '@sikka/shared/format';
import { isForSale, type Listing } from '@sikka/shared/domain/collectibles';
import type { Hold } from '../../model/useOpenOrder';
import { whatsappMessage } from '../../model/listing';
import { CheckoutLauncher } from '../CheckoutLauncher/CheckoutLauncher';
import { ListingStatus } from '../ListingDetails/ListingDetails';
import styles from './ListingActions.module.css';

// The share dialog's code arrives when it is first asked for (issue 52: not part of a listing's first load;
// the dialog's radix half is fetched then too, shared/src/lib/onDemand.ts).
const ShareDialog = lazy(() =>
  import(/* webpackChunkName: "share-dialog" */ '../ShareDialog/ShareDialog').then((module) => ({ default: module.ShareDialog })),
);

export interface ListingActionsProps {
  listing: Listing;
  /** The listing's address, shared and sent in the chat message. */
  pageUrl: string;
  /** Whose open order holds the piece, if any: another buyer's disables 'Purchase Now'. */
  hold?: Hold;
  /** The checkout dialog closed (ListingDetails). */
  onCheckoutClosed?(): void;
  /** The shop's WhatsApp number (Settings); the chat waits for it. */
  whatsappNumber?: string | null;
}

/**
 * Share, 'Chat on WhatsApp' and 'Purchase Now' (spec §2). A sold or unavailable listing disables chat
 * and purchase (spec §4). Share uses the device's share sheet where there is one, else the dialog.
 */
export function ListingActions({
  listing,
  pageUrl,
  hold = 'none',
  onCheckoutClosed,
  whatsappNumber = null,
}: ListingActionsProps) {
  const [sharing, setSharing] = useState(false);
  // Once opened, the dialog stays mounted, so that it closes as any dialog does.
  const [shareAsked, setShareAsked] = useState(false);
  const onSale = isForSale(listing.status);

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: listing.name, url: pageUrl });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the visitor closed the sheet
      }
    }
    setShareAsked(true);
    setSharing(true);
  }

  const chat = (
    <>
      <MessageCircle aria-hidden="true" className={styles.icon} />
      Chat on WhatsApp
    </>
  );

  return (
    <div className={styles.actions}>
      {/* On a phone this is a bar fixed to the bottom of the screen with the name, price and status, so
          the buy box is on the first screen while the gallery keeps the top; on wider screens only
          the button shows, in this row. */}
      <div className={styles.buyBar} data-testid="buy-bar">
        <div className={styles.barSummary}>
          <p className={styles.barName}>{listing.name}</p>
          <p className={styles.barPrice}>
            {formatInr(listing.price)} <ListingStatus listing={listing} hold={hold} testId="buy-bar-status" />
          </p>
        </div>
        <CheckoutLauncher
          collectibleId={listing.id}
          disabled={!onSale || hold === 'another buyer' || hold === 'checking'}
          label={hold === 'mine' ? 'Complete your payment' : hold === 'paid' || hold === 'submitted' ? 'View payment' : undefined}
          onClosed={onCheckoutClosed}
        />
      </div>
      {onSale && whatsappNumber ? (
        <Button asChild variant="secondary" size="lg">
          <a href={whatsappLink(whatsappNumber, whatsappMessage(listing, pageUrl))} target="_blank" rel="noopener noreferrer">
            {chat}
          </a>
        </Button>
      ) : (
        <Button variant="secondary" size="lg" disabled>
          {chat}
        </Button>
      )}
      <Button variant="ghost" size="lg" className={styles.share} onClick={() => void share()}>
        <Share2 aria-hidden="true" className={styles.icon} />
        Share
      </Button>
      {shareAsked && (
        <Suspense fallback={null}>
          <ShareDialog url={pageUrl} open={sharing} onOpenChange={setSharing} />
        </Suspense>
      )}
    </div>
  );
}
