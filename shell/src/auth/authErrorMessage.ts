import { ERROR_TEXTS, isNetworkError } from '@sikka/shared/domain/errors';

/** Spec §8 "Sign-in": the provider's message, or this when it has none worth showing. */
export const AUTH_FAILED = 'Authentication failed';

/**
 * The provider's own words (GoTrue's `message`: 'Invalid login credentials', 'User already
 * registered', 'Password should be at least 6 characters.', a gateway's 'HTTP 503' …). supabase-js
 * falls back to JSON.stringify of whatever it got, which is no message for a person: those, and
 * empty ones, become 'Authentication failed'.
 */
export function authErrorMessage(error: unknown): string {
  // The browser's 'Failed to fetch' is no message for a person: say what happened.
  // A gateway's answer (AuthRetryableFetchError with an HTTP status) did reach a server: not offline.
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (isNetworkError(error) && !status) return ERROR_TEXTS.network_offline;
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  if (typeof message !== 'string') return AUTH_FAILED;
  const trimmed = message.trim();
  if (!trimmed || /^[[{"]/.test(trimmed)) return AUTH_FAILED;
  return trimmed;
}
