// @sikka/shared/domain/staff (issue 51): the back office's roles, the same as the database's.

/**
 * profiles.staff_role: owner (everything), staff (orders: payments, fulfilment, cancellation), editor
 * (listings, the blog, seller submissions), accountant (reads the accounts). A buyer has none.
 */
export const STAFF_ROLES = ['owner', 'staff', 'editor', 'accountant'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether `role` may use something allowed to `allowed`: an owner may use everything (public.has_role). */
export function hasRole(role: StaffRole | null | undefined, allowed: readonly StaffRole[]): boolean {
  return role === 'owner' || (role != null && allowed.includes(role));
}
