import { useState } from 'react';
import { useAsync } from '@sikka/shared/async';
import { Link } from '@sikka/shared/router';
import { listingOrdersNote } from '@sikka/shared/domain/collectibles';
import { AlertDialog, Button } from '@sikka/shared/ui';
import type { AdminListingActionsProps } from './AdminListingActions';
import styles from './AdminListingActions.module.css';

/** The editor's Edit and Delete (AdminListingActions loads this once the visitor is one). */
export function AdminListingPanel({ listing, onDelete, countOrders, onMarkUnavailable }: AdminListingActionsProps) {
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
