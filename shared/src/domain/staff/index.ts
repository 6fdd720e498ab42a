// @sikka/shared/domain/staff (issue 51): the back office's roles, the same as the database's. What the
// staff screens say of each role and the invitation's address rule are @sikka/shared/domain/staffInvites:
// the session reads this entry on every page, and an entry arrives whole (issue 52).

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

/** The roles as the back office names them. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  staff: 'Staff',
  editor: 'Editor',
  accountant: 'Accountant',
};
