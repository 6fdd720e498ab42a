// @sikka/shared/domain/staffInvites (issue 51): what the Staff screen and an invitation's page say each
// role may do, and the rule an invited address meets. Back-office facts, apart from domain/staff (the roles
// themselves), which every page's session reads (issue 52).
import type { StaffRole } from '@sikka/shared/domain/staff';

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
