import { anonymousUserName, isAnonymousProfile } from '@sikka/shared/domain/profiles';
import { formatPhone } from '@sikka/shared/format';

/** A user as Manage Users shows it (spec §2, §3 "User stats"), computed by the database per page. */
export interface AdminUser {
  id: string;
  phone: string | null;
  is_admin: boolean;
  created_at: string;
  total_orders: number;
  total_collectibles: number;
  last_active: string;
  recent_orders: { id: string; item_name: string; created_at: string; status: string }[];
}

/** The card's name: the formatted phone (spec §9), or 'Anonymous User #' + the id's last 4. */
export function userDisplayName(user: Pick<AdminUser, 'id' | 'phone'>): string {
  if (isAnonymousProfile(user)) return anonymousUserName(user.id);
  return formatPhone(user.phone) || anonymousUserName(user.id);
}

/** The number to call or message, when the profile's phone is a phone (not an e-mail, not anonymous). */
export function userPhoneDigits(user: Pick<AdminUser, 'phone'>): string | null {
  if (isAnonymousProfile(user) || !user.phone || !/^\+?[\d\s-]+$/.test(user.phone.trim())) return null;
  const digits = user.phone.replace(/\D/g, '');
  if (digits.length === 10) return `91${digits}`;
  return digits.length >= 10 ? digits : null;
}
