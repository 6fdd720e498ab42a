import { lazy, Suspense } from 'react';
import type { ListingOrderCounts } from '@sikka/shared/domain/collectibles';
import { hasRole } from '@sikka/shared/domain/staff';
import { useStaffRole } from '@sikka/shared/session';

export interface AdminListingActionsProps {
  listing: { id: string; name: string; status: string | null };
  /** Deletes the listing (and leaves the page); rejects when it failed. */
  onDelete(): Promise<void>;
  /** The listing's orders, which a delete takes with it: counted when the confirmation opens. */
  countOrders(): Promise<ListingOrderCounts>;
  /** The way to take it off sale and keep its orders: status 'unavailable'. */
  onMarkUnavailable(): void;
}

// Fetched for an editor only: a visitor's first load of a listing does not carry it (issue 52).
const AdminListingPanel = lazy(() =>
  import(/* webpackChunkName: "admin-listing-actions" */ './AdminListingPanel').then((module) => ({
    default: module.AdminListingPanel,
  })),
);

/**
 * Admin only (spec §2): Edit (to /edit/{id}) and Delete, after a confirmation. Listings are the editors' and
 * the owner's (issue 51): staff and accountants are not offered them (and the database refuses them).
 */
export function AdminListingActions(props: AdminListingActionsProps) {
  if (!hasRole(useStaffRole(), ['editor'])) return null;
  return (
    <Suspense fallback={null}>
      <AdminListingPanel {...props} />
    </Suspense>
  );
}
