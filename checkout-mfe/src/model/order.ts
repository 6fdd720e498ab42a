import { errorKey, ERROR_TEXTS, isNetworkError } from '@sikka/shared/domain/errors';

/** Why the order was not placed, when the buyer can act on it: a refusal by its key, or being offline. */
export function orderRefusalReason(error: unknown): string | null {
  if (isNetworkError(error)) return ERROR_TEXTS.network_offline;
  const key = errorKey(error);
  return key ? ERROR_TEXTS[key] : null;
}
