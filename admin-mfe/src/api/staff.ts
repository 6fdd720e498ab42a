import type { StaffRole } from '@sikka/shared/domain/staff';
import { getSupabase, loadSupabase } from '@sikka/shared/supabase';
import type { StaffInvitation, StaffList } from '../model/staff';

// The Staff screen's and the invitation page's calls (issue 51): SQL functions that check the caller is the
// owner (the invitation's two: that the caller holds its link and its address).

export async function fetchStaff(): Promise<StaffList> {
  const { data, error } = await getSupabase().rpc('staff_members');
  if (error) throw error;
  return data as unknown as StaffList;
}

export async function inviteStaff(email: string, role: StaffRole): Promise<void> {
  const { error } = await getSupabase().rpc('invite_staff', { email: email.trim(), role });
  if (error) throw error;
}

export async function withdrawInvitation(email: string): Promise<void> {
  const { error } = await getSupabase().rpc('cancel_staff_invite', { email });
  if (error) throw error;
}

export async function changeStaffRole(userId: string, role: StaffRole): Promise<void> {
  const { error } = await getSupabase().rpc('set_staff_role', { user_id: userId, role });
  if (error) throw error;
}

export async function removeStaff(userId: string): Promise<void> {
  const { error } = await getSupabase().rpc('remove_staff', { user_id: userId });
  if (error) throw error;
}

/** Whom an invitation link is for, or null when it is unknown, used or expired. */
export async function fetchInvitation(token: string): Promise<StaffInvitation | null> {
  const { data, error } = await getSupabase().rpc('staff_invite', { token });
  if (error) throw error;
  return (data as unknown as StaffInvitation | null) ?? null;
}

/** Signs up with the invited address and a password (the shop confirms e-mail sign-ups at once). */
export async function signUpForInvitation(email: string, password: string): Promise<void> {
  const { auth } = await loadSupabase();
  const { data, error } = await auth.signUp({ email, password });
  if (error) throw error;
  if (!data.session) {
    const signedIn = await auth.signInWithPassword({ email, password });
    if (signedIn.error) throw signedIn.error;
  }
}

export async function signInForInvitation(email: string, password: string): Promise<void> {
  const { error } = await (await loadSupabase()).auth.signInWithPassword({ email, password });
  if (error) throw error;
}

/** Takes the invitation's role; answers the role. */
export async function acceptInvitation(token: string): Promise<StaffRole> {
  const { data, error } = await getSupabase().rpc('accept_staff_invite', { token });
  if (error) throw error;
  return data as StaffRole;
}
