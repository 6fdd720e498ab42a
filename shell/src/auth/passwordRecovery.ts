import { onSupabaseLoaded } from '@sikka/shared/supabase';
import { setPasswordRecovery as set } from '@sikka/shared/session';

// Where a password recovery stands on this page is an atom of the session's store (@sikka/shared/session
// usePasswordRecovery): this module reads a failed link and follows the auth client's events into it.

export const LINK_EXPIRED = 'This password reset link has expired or has already been used. Please ask for a new one.';

// GoTrue's redirect on a failed e-mail link carries these, in the query (PKCE) and/or the fragment.
const ERROR_PARAMS = ['error', 'error_code', 'error_description', 'sb'];

/** The failure a link sent the browser back with, in a person's words; null when the address carries none. */
export function linkFailure(search: string, hash: string): string | null {
  const params = new URLSearchParams(`${search.replace(/^\?/, '')}&${hash.replace(/^#/, '')}`);
  const code = params.get('error_code');
  const description = params.get('error_description');
  if (!code && !description) return null;
  if (code === 'otp_expired' || !description) return LINK_EXPIRED;
  return `This link could not be used: ${description}. Please ask for a new one.`;
}

/** The address without GoTrue's error parameters (what the page shows once the failure is read). */
export function withoutLinkFailure(href: string): string {
  const url = new URL(href);
  for (const name of ERROR_PARAMS) url.searchParams.delete(name);
  const fragment = new URLSearchParams(url.hash.slice(1));
  if (ERROR_PARAMS.some((name) => fragment.has(name))) url.hash = '';
  return url.toString();
}

export const endRecovery = () => set({ kind: 'none' });

/**
 * Runs once as the shell's code loads, before the session starts: a failed link is read (and taken off
 * the address), and the auth client's events are followed from the moment it exists, so its
 * PASSWORD_RECOVERY (fired while it exchanges the link's code) is never missed.
 */
function watch() {
  if (typeof window === 'undefined') return;
  const failure = linkFailure(window.location.search, window.location.hash);
  if (failure) {
    set({ kind: 'linkFailed', message: failure });
    window.history.replaceState(window.history.state, '', withoutLinkFailure(window.location.href));
  }
  onSupabaseLoaded((client) => {
    client.auth.onAuthStateChange((event) => {
      if (event === 'PASSWORD_RECOVERY') set({ kind: 'setPassword' });
    });
  });
}
watch();
