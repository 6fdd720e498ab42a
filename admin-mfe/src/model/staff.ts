import { ERROR_TEXTS, errorKey } from '@sikka/shared/domain/errors';
import { ADMIN_SCREENS } from '@sikka/shared/config';
import { hasRole, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@sikka/shared/domain/staff';

/** Someone with a back-office role, as staff_members lists them. */
export interface StaffMember {
  id: string;
  email: string;
  display_name: string | null;
  role: StaffRole;
  is_me: boolean;
}

/** An invitation not yet accepted. */
export interface StaffInvitation {
  email: string;
  role: StaffRole;
  invited_at?: string;
  expires_at: string;
}

export interface StaffList {
  members: StaffMember[];
  invites: StaffInvitation[];
}

/**
 * The role select's options: the role's name alone. What a role may do is said under the select (the
 * invitation form's hint): in the option it was cut off, at 1280 px as on a phone.
 */
export const STAFF_ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** Refusals that belong to the e-mail field of the invitation form (the rest are the form's). */
const EMAIL_REFUSALS = new Set(['staff_email_required', 'staff_email_invalid', 'staff_already_member']);

/** Where a refusal of the invitation form is said: under the e-mail, or above the form. */
export function inviteRefusal(error: unknown): { field: 'email' | 'root'; message: string } {
  const key = errorKey(error);
  if (key && EMAIL_REFUSALS.has(key)) return { field: 'email', message: ERROR_TEXTS[key] };
  return { field: 'root', message: key ? ERROR_TEXTS[key] : 'Failed to send the invitation. Please try again.' };
}

/** What a refused role change or removal says on the member's row. */
export function memberRefusal(error: unknown): string {
  const key = errorKey(error);
  return key ? ERROR_TEXTS[key] : 'Failed to change this person’s access. Please try again.';
}

/** The first screen a role may use: where an invitee lands once they joined. */
export function firstScreenFor(role: StaffRole): string {
  return (
    ADMIN_SCREENS.find((screen) => !('open' in screen) && !screen.path.includes(':') && hasRole(role, screen.roles))?.path ?? '/'
  );
}
