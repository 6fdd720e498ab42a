// @sikka/shared/domain/profiles (spec §3 profiles, "User stats").
import type { Tables } from '@sikka/shared/database.types';

export type ProfileRow = Tables<'profiles'>;

/** Spec §1: anonymous users are identified by a phone value beginning with 'anonymous-'. */
export function isAnonymousProfile(profile: Pick<ProfileRow, 'phone'>): boolean {
  return (profile.phone ?? '').startsWith('anonymous-');
}

/** Spec §2 Manage Users: 'Anonymous User #' plus the last 4 characters of the id. */
export function anonymousUserName(id: string): string {
  return `Anonymous User #${id.slice(-4)}`;
}
