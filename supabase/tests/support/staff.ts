import { db, serviceClient, signedIn, unique, type ShopClient } from './clients.ts';

// Staff accounts for the role tests (issue 51): a fresh account with a role, signed in through supabase-js.
// The demo admin is the owner; staff, editor and accountant accounts are made per test file.

export type BackOfficeRole = 'owner' | 'staff' | 'editor' | 'accountant';

export interface StaffAccount {
  id: string;
  email: string;
  password: string;
  client: ShopClient;
}

/** A new account (an auth user made by the service role, as an invite's sign-up makes one) with `role`. */
export async function staffAccount(role: BackOfficeRole | null, name = role ?? 'buyer'): Promise<StaffAccount> {
  const email = `${unique(name).toLowerCase()}@sikka.test`;
  const password = 'staff-account-123';
  const { data, error } = await serviceClient().auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw new Error(`could not create ${email}: ${error?.message}`);
  await db().query('update public.profiles set staff_role = $2 where id = $1', [data.user.id, role]);
  return { id: data.user.id, email, password, client: await signedIn(email, password) };
}

/** The refusal of a back-office check: the function's own (not_authorized/not_authenticated) or no EXECUTE grant. */
export function isRoleRefusal(error: { code?: string; hint?: string | null } | null): boolean {
  if (!error) return false;
  return error.hint === 'not_authorized' || error.hint === 'not_authenticated' || error.code === '42501';
}
