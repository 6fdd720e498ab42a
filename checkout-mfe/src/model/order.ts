import { errorKey, ERROR_TEXTS, isNetworkError } from '@sikka/shared/domain/errors';

/** Why the order was not placed, when the buyer can act on it: a refusal by its key, or being offline. */
export function orderRefusalReason(error: unknown): string | null {
  if (isNetworkError(error)) return ERROR_TEXTS.network_offline;
  const key = errorKey(error);
  return key ? ERROR_TEXTS[key] : null;
}

/**
 * What to say when a limit was hit (GoTrue's 429 on the guest sign-in, the database's checkout or promo
 * limits): plainly that, never 'Failed to save delivery address'; null for anything else.
 */
export function rateLimitText(error: unknown): string | null {
  const key = errorKey(error);
  if (key === 'promo_rate_limited' || key === 'checkout_rate_limited') return ERROR_TEXTS[key];
  if (typeof error !== 'object' || error === null) return null;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 429 || code === 'over_request_rate_limit' ? ERROR_TEXTS.checkout_rate_limited : null;
}
