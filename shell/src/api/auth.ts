import { loadSupabase } from '@sikka/shared/supabase';
import type { SignInValues } from '../auth/signInSchema';

/**
 * The shell's auth calls (spec §7 "Auth calls"). Success reaches the rest of the shop through the
 * session store's auth-state subscription, not through these return values.
 */

/** Signs in with e-mail and password; throws the provider's error on failure. */
export async function signInWithPassword(credentials: SignInValues): Promise<void> {
  const { error } = await (await loadSupabase()).auth.signInWithPassword(credentials);
  if (error) throw error;
}

/**
 * Creates an account. `signedIn` is false when the project asks for an e-mail confirmation first
 * (a hosted project's default; supabase/local confirms at once and returns a session).
 */
export async function signUpWithPassword(credentials: SignInValues): Promise<{ signedIn: boolean }> {
  const { data, error } = await (await loadSupabase()).auth.signUp(credentials);
  if (error) throw error;
  return { signedIn: data.session !== null };
}

/**
 * 'Forgot password?': GoTrue e-mails a recovery link that comes back to the site (PKCE: the code
 * verifier stays in this browser, so the link works where it was asked for). GoTrue answers the same
 * whether or not the address has an account.
 */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const { error } = await (await loadSupabase()).auth.resetPasswordForEmail(email, { redirectTo });
  if (error) throw error;
}

/** 'Set a new password', in the session the recovery link opened. */
export async function setNewPassword(password: string): Promise<void> {
  const { error } = await (await loadSupabase()).auth.updateUser({ password });
  if (error) throw error;
}
