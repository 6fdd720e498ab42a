import { errorKey, ERROR_TEXTS } from '@sikka/shared/domain/errors';

/** The database's reason for refusing the order, when it gave one the buyer should read (by its key). */
export function orderRefusalReason(error: unknown): string | null {
  const key = errorKey(error);
  return key ? ERROR_TEXTS[key] : null;
}
