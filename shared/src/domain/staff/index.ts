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

/** The roles as the back office names them. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  staff: 'Staff',
  editor: 'Editor',
  accountant: 'Accountant',
};

/** What each role may do, as the Staff screen explains it (the database's rule: 20261129100000_role_enforcement.sql). */
export const STAFF_ROLE_DUTIES: Record<StaffRole, string> = {
  owner: 'Everything: settings, staff, promo codes, users, prices, buyers’ PANs',
  staff: 'Orders: payments, fulfilment, cancellation (no prices, no settings, no PANs)',
  editor: 'Listings and their prices, the blog, seller submissions',
  accountant: 'Reads the accounts',
};

export type StaffEmailProblem = 'staff_email_required' | 'staff_email_invalid';

/**
 * Why an address cannot be invited, or null: it needs something, '@' and a domain with a dot
 * (private.staff_email_problem, the same rule; staff.test.ts holds the two equal).
 */
export function staffEmailProblem(email: string): StaffEmailProblem | null {
  const value = email.trim();
  if (value === '') return 'staff_email_required';
  if (value.length > 254 || !/^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/.test(value)) return 'staff_email_invalid';
  return null;
}
