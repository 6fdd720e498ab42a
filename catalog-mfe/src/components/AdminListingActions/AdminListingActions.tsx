import { useState } from 'react';
import { Link } from '@sikka/shared/router';
import { AlertDialog, Button } from '@sikka/shared/ui';
import { useIsAdmin } from '@sikka/shared/session';
import styles from './AdminListingActions.module.css';

export interface AdminListingActionsProps {
  listing: { id: string; name: string };
  /** Deletes the listing (and leaves the page); rejects when it failed. */
  onDelete(): Promise<void>;
}

/** Admin only (spec §2): Edit (to /edit/{id}) and Delete, after a confirmation. */
export function AdminListingActions({ listing, onDelete }: AdminListingActionsProps) {
  const isAdmin = useIsAdmin();
  const [deleting, setDeleting] = useState(false);
  if (!isAdmin) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of actions, not a form fieldset
    <div className={styles.admin} role="group" aria-label="Admin">
      <Button asChild variant="secondary" size="sm">
        <Link to={`/edit/${listing.id}`}>Edit</Link>
      </Button>
      <AlertDialog
        title="Delete Listing"
        description={`Delete "${listing.name}"? Its orders and photos are deleted with it. This cannot be undone.`}
        confirmLabel="Delete"
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
