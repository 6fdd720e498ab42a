import { useState } from 'react';
import { useAsync } from '@sikka/shared/async';
import { Link } from '@sikka/shared/router';
import { type ListingOrderCounts, listingOrdersNote } from '@sikka/shared/domain/collectibles';
import { AlertDialog, Button } from '@sikka/shared/ui';
import { hasRole } from '@sikka/shared/domain/staff';
import { useStaffRole } from '@sikka/shared/session';
import styles from './AdminListingActions.module.css';

export interface AdminListingActionsProps {
  listing: { id: string; name: string; status: string | null };
  /** Deletes the listing (and leaves the page); rejects when it failed. */
  onDelete(): Promise<void>;
  /** The listing's orders, which a delete takes with it: counted when the confirmation opens. */
  countOrders(): Promise<ListingOrderCounts>;
  /** The way to take it off sale and keep its orders: status 'unavailable'. */
  onMarkUnavailable(): void;
}

/**
 * Admin only (spec §2): Edit (to /edit/{id}) and Delete, after a confirmation. Listings are the editors' and
 * the owner's (issue 51): staff and accountants are not offered them (and the database refuses them).
 */
export function AdminListingActions({ listing, onDelete, countOrders, onMarkUnavailable }: AdminListingActionsProps) {
  const isAdmin = hasRole(useStaffRole(), ['editor']);
  const [deleting, setDeleting] = useState(false);
  const [asking, setAsking] = useState(false);
  // Spec §6: a delete takes the listing's orders, fulfilled ones too; the question says how many first.
  const orders = useAsync(async () => (asking ? countOrders() : null), [asking]);
  const counts = orders.status === 'error' ? null : orders.status === 'ready' && orders.data ? orders.data : 'counting';
  if (!isAdmin) return null;
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
