import { anonymousUserName, isAnonymousProfile } from '@sikka/shared/domain/profiles';
import { formatPhone } from '@sikka/shared/format';

/** A user as Manage Users shows it (spec §2, §3 "User stats"), computed by the database per page. */
export interface AdminUser {
  id: string;
  /** '+91' and 10 digits, 'anonymous-<id>', or null (20261125000300: never what a sign-up typed verbatim). */
  phone: string | null;
  /** The account's e-mail (auth.users, read for admins only); null for anonymous sessions. */
  email: string | null;
  is_admin: boolean;
  created_at: string;
  total_orders: number;
  total_collectibles: number;
  last_active: string;
  recent_orders: { id: string; item_name: string; created_at: string; status: string }[];
}

/**
 * The card's name: the formatted phone (spec §9), or 'Anonymous User #' + the id's last 4 for anonymous
 * users; a user who gave no phone goes by their e-mail.
 */
export function userDisplayName(user: Pick<AdminUser, 'id' | 'phone' | 'email'>): string {
  if (isAnonymousProfile(user)) return anonymousUserName(user.id);
  return formatPhone(user.phone) || user.email || anonymousUserName(user.id);
}

/** The e-mail shown beside the name, unless the name is the e-mail already. */
export function userEmailBesideName(user: Pick<AdminUser, 'id' | 'phone' | 'email'>): string | null {
  return user.email && user.email !== userDisplayName(user) ? user.email : null;
}

/** The number to call or message, when the profile's phone is a phone (not an e-mail, not anonymous). */
export function userPhoneDigits(user: Pick<AdminUser, 'phone'>): string | null {
  if (isAnonymousProfile(user) || !user.phone || !/^\+?[\d\s-]+$/.test(user.phone.trim())) return null;
  const digits = user.phone.replace(/\D/g, '');
  if (digits.length === 10) return `91${digits}`;
  return digits.length >= 10 ? digits : null;
}
