import { errorKey, errorText, isNetworkError } from '@sikka/shared/domain/errors';
import { SELL_TEXTS } from '@sikka/shared/domain/sellerSubmissions';
import { UploadError } from '@sikka/shared/upload';

/** An answer the backend wrote: PostgREST's error JSON (it has a code) or Storage refusing an upload. */
function backendMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || isNetworkError(error)) return null;
  const answered =
    error instanceof UploadError ? error.failure === 'refused' : typeof (error as { code?: unknown }).code === 'string';
  const message = (error as { message?: unknown }).message;
  return answered && typeof message === 'string' && message.trim() ? message : null;
}

/**
 * Spec §8 Sell: 'The message, or 'Failed to submit. Please try again.''. A refusal with a known key reads
 * as the spec's text; another answer from the backend as its own message; anything that never reached it
 * (offline, a photo the browser could not re-encode) as the fallback, which says what to do.
 */
export function submitFailureText(error: unknown): string {
  if (errorKey(error)) return errorText(error, SELL_TEXTS.submitFailed);
  return backendMessage(error) ?? SELL_TEXTS.submitFailed;
}
