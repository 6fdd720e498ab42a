import { useState } from 'react';
import { MessageCircle, Share2 } from 'lucide-react';
import { BUSINESS } from '@sikka/shared/config';
import { Button } from '@sikka/shared/ui';
import { whatsappLink } from '@sikka/shared/format';
import { isForSale, type Listing } from '@sikka/shared/domain/collectibles';
import { whatsappMessage } from '../../model/listing';
import { CheckoutLauncher } from '../CheckoutLauncher/CheckoutLauncher';
import { ShareDialog } from '../ShareDialog/ShareDialog';
import styles from './ListingActions.module.css';

export interface ListingActionsProps {
  listing: Listing;
  /** The listing's address, shared and sent in the chat message. */
  pageUrl: string;
}

/**
 * Share, 'Chat on WhatsApp' and 'Purchase Now' (spec §2). A sold or unavailable listing disables chat
 * and purchase (spec §4). Share uses the device's share sheet where there is one, else the dialog.
 */
export function ListingActions({ listing, pageUrl }: ListingActionsProps) {
  const [sharing, setSharing] = useState(false);
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
      <CheckoutLauncher collectibleId={listing.id} disabled={!onSale} />
      {onSale ? (
        <Button asChild variant="secondary" size="lg">
          <a href={whatsappLink(BUSINESS.whatsappNumber, whatsappMessage(listing, pageUrl))} target="_blank" rel="noopener noreferrer">
            {chat}
          </a>
        </Button>
      ) : (
        <Button variant="secondary" size="lg" disabled>{chat}</Button>
      )}
      <Button variant="ghost" size="lg" className={styles.share} onClick={() => void share()}>
        <Share2 aria-hidden="true" className={styles.icon} />
        Share
      </Button>
      <ShareDialog url={pageUrl} open={sharing} onOpenChange={setSharing} />
    </div>
  );
}
