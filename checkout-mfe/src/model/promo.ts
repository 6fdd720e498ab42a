import { errorKey, ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { PROMO_FAILED } from './messages';

/**
 * The message for a failed promo check: the spec's text for one of the database's refusals (by its
 * key); anything else (network, server error) is the generic spec message, never a raw technical text.
 */
export function promoFailureMessage(error: unknown): string {
  const key = errorKey(error);
  return key ? ERROR_TEXTS[key] : PROMO_FAILED;
}
