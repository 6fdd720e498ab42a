import { useState } from 'react';
import { useAsync } from '@sikka/shared/async';
import { Link, useNavigate } from '@sikka/shared/router';
import {
  countListingOrders,
  deleteCollectible,
  type ListingOrderCounts,
  listingOrdersNote,
  updateCollectibleStatus,
} from '@sikka/shared/domain/collectibles';
import { AlertDialog, Button, useToast } from '@sikka/shared/ui';
import styles from './AdminListingActions.module.css';

export interface ListingEditorProps {
  listing: { id: string; name: string; status: string | null };
}

export interface AdminListingPanelProps extends ListingEditorProps {
  /** Deletes the listing (and leaves the page); rejects when it failed. */
  onDelete(): Promise<void>;
  /** The listing's orders, which a delete takes with it: counted when the confirmation opens. */
  countOrders(): Promise<ListingOrderCounts>;
  /** The way to take it off sale and keep its orders: status 'unavailable'. */
  onMarkUnavailable(): void;
}

/** The panel on the listing's own page: a delete goes home; a failure is said in a toast. */
export function ListingEditorActions({ listing }: ListingEditorProps) {
  const navigate = useNavigate();
  const toast = useToast();
  async function remove() {
    try {
      await deleteCollectible(listing.id);
    } catch (error) {
      console.error('[catalog] deleting the listing failed', error);
      toast({ title: 'Failed to delete collectible', tone: 'error' });
      throw error;
    }
    navigate('/', { replace: true });
  }
  // The page's live update shows the new status; only a failure needs saying.
  function markUnavailable() {
    updateCollectibleStatus(listing.id, 'unavailable').catch((error) => {
      console.error('[catalog] marking the listing unavailable failed', error);
      toast({ title: 'Failed to update status. Please try again.', tone: 'error' });
    });
  }
  return (
    <AdminListingPanel
      listing={listing}
      onDelete={remove}
      countOrders={() => countListingOrders(listing.id)}
      onMarkUnavailable={markUnavailable}
    />
  );
}

/** The editor's Edit and Delete. */
export function AdminListingPanel({ listing, onDelete, countOrders, onMarkUnavailable }: AdminListingPanelProps) {
  const [deleting, setDeleting] = useState(false);
  const [asking, setAsking] = useState(false);
  // Spec §6: a delete takes the listing's orders, fulfilled ones too; the question says how many first.
  const orders = useAsync(async () => (asking ? countOrders() : null), [asking]);
  const counts = orders.status === 'error' ? null : orders.status === 'ready' && orders.data ? orders.data : 'counting';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of actions, not a form fieldset
    <div className={styles.admin} role="group" aria-label="Admin">
      <Button asChild variant="secondary" size="sm">
        <Link to={`/edit/${listing.id}`}>Edit</Link>
      </Button>
      <AlertDialog
        title="Delete Listing"
        description={`Delete "${listing.name}"? Its photos are deleted with it. ${listingOrdersNote(counts)} This cannot be undone.`}
        confirmLabel="Delete"
        confirmDisabled={counts === 'counting'}
        alternative={
          listing.status === 'unavailable' ? undefined : { label: 'Mark Unavailable instead', onSelect: onMarkUnavailable }
        }
        open={asking}
        onOpenChange={setAsking}
        onConfirm={() => {
          setDeleting(true);
          onDelete().catch(() => setDeleting(false));
        }}
        trigger={
          <Button variant="danger" size="sm" disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        }
      />
    </div>
  );
}
