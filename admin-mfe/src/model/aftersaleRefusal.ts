import { ERROR_TEXTS, errorKey } from '@sikka/shared/domain/errors';

/** The database's own words for an after-sale refusal (they name the limit or the states), else the key's text. */
export function aftersaleRefusal(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'P0001' && typeof message === 'string') return message;
  const key = errorKey(error);
  return key ? ERROR_TEXTS[key] : 'Failed to update status. Please try again.';
}
