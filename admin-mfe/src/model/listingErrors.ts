// What a failed listing save says (spec §8 Listing and Bulk): the spec's text for a refusal the database
// names by key, the backend's own message otherwise, and the screen's generic text ('Failed to create
// collectible', 'Failed to process item') when there is neither, or when the request never reached the
// server: the browser's 'TypeError: Failed to fetch' means nothing to an admin.
import { errorKey, ERROR_TEXTS, isNetworkError } from '@sikka/shared/domain/errors';

export function saveFailureText(error: unknown, fallback: string): string {
  const key = errorKey(error);
  if (key) return ERROR_TEXTS[key];
  if (isNetworkError(error)) return fallback;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
