import { lazy, Suspense } from 'react';
import { hasRole } from '@sikka/shared/domain/staff';
import { useStaffRole } from '@sikka/shared/session';
import type { ListingEditorProps } from './AdminListingPanel';

// Fetched for an editor only, with what Delete and Mark Unavailable do: a visitor's listing carries none of it.
const ListingEditorActions = lazy(() =>
  import(/* webpackChunkName: "admin-listing-actions" */ './AdminListingPanel').then((module) => ({
    default: module.ListingEditorActions,
  })),
);

/**
 * Admin only (spec §2): Edit (to /edit/{id}) and Delete, after a confirmation. Listings are the editors' and
 * the owner's: staff and accountants are not offered them (and the database refuses them).
 */
export function AdminListingActions(props: ListingEditorProps) {
  if (!hasRole(useStaffRole(), ['editor'])) return null;
  return (
    <Suspense fallback={null}>
      <ListingEditorActions {...props} />
    </Suspense>
  );
}
