/**
 * Refusals travel as codes, not wording (ARCHITECTURE rule 6). SQL functions raise P0001 with a short
 * machine key in `hint` (PostgREST passes `code`, `message`, `details` and `hint` through); unique and
 * check violations carry their constraint's name. This table is the one place a key becomes the
 * spec's text (§8); no UI compares message strings.
 */
export const ERROR_TEXTS = {
  promo_auth_required: 'Authentication required to validate promo code',
  promo_invalid: 'Invalid promo code',
  promo_inactive: 'This promo code is inactive',
  promo_not_started: 'This promo code is not yet active',
  promo_expired: 'This promo code has expired',
  promo_used_up: 'This promo code has reached its maximum uses',
  // Not in the spec: validate_promo's attempt limit (20261125000100_promo_attempt_limits.sql).
  promo_rate_limited: 'Too many attempts, please wait a minute',
  promo_code_taken: 'A promo code with this code already exists',
  order_auth_required: 'Authentication required to place an order',
  collectible_not_found: 'Collectible not found',
  collectible_sold: 'This item has already been sold',
  collectible_unavailable: 'This item is currently unavailable',
  collectible_reserved: 'This item has just been reserved by another buyer',
  collectible_order_open: 'You have already ordered this item. Complete your payment to confirm it.',
  collectible_slug_taken: 'This URL slug is already in use. Please choose a different one.',
  listing_image_limit: 'A listing can have at most 6 images',
  listing_images_required: 'Please add at least one image',
  listing_youtube_invalid: 'Invalid YouTube URL format. Please use a valid YouTube video URL.',
  blog_slug_taken: 'A post with this URL slug already exists',
  not_authenticated: 'Not authenticated',
  not_authorized: 'Not authorized',
  // Not from the database: what a dialog says when a request never reached it (isNetworkError).
  network_offline: 'You appear to be offline. Check your connection and try again.',
  // The sell form's rules as the database enforces them (20261123001000_sell_submission_rules.sql).
  sell_status_pending: 'New submissions are always pending',
  sell_image_count: 'Maximum 3 images allowed',
  sell_image_not_stored: 'Images must be uploaded with the sell form',
  sell_notes_format: 'Additional images must be listed as the sell form lists them',
  sell_name_too_long: 'Your name must be at most 100 characters',
  sell_phone_invalid: 'Please enter a valid phone number: +91 followed by 10 digits, or 10 digits',
} as const;

export type ErrorKey = keyof typeof ERROR_TEXTS;

/** Constraint name → key, for the violations the database itself raises (23505 unique, 23514 check). */
const CONSTRAINT_KEYS: Readonly<Record<string, ErrorKey>> = {
  blog_posts_slug_key: 'blog_slug_taken',
  collectibles_slug_key: 'collectible_slug_taken',
  collectibles_youtube_url_valid: 'listing_youtube_invalid',
  delivery_addresses_one_open_order_per_piece: 'collectible_reserved',
  promo_codes_code_key: 'promo_code_taken',
  seller_submissions_seller_phone_format: 'sell_phone_invalid',
};

interface BackendError {
  code?: unknown;
  message?: unknown;
  hint?: unknown;
}

const isErrorKey = (value: unknown): value is ErrorKey => typeof value === 'string' && Object.hasOwn(ERROR_TEXTS, value);

/** The stable key of a refusal from the database, or null for anything else (network, server bug). */
export function errorKey(error: unknown): ErrorKey | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, hint } = error as BackendError;
  if (code === 'P0001' && isErrorKey(hint)) return hint;
  if ((code === '23505' || code === '23514') && typeof message === 'string') {
    const constraint = /constraint "([^"]+)"/.exec(message)?.[1];
    return constraint ? (CONSTRAINT_KEYS[constraint] ?? null) : null;
  }
  return null;
}

/** The spec's text for a known refusal, else `fallback` (the screen's generic message). */
export function errorText(error: unknown, fallback: string): string {
  const key = errorKey(error);
  return key ? ERROR_TEXTS[key] : fallback;
}

/** A request that never reached the server (offline, DNS, refused): worth saying so, and retrying. */
export function isNetworkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (
    name === 'TypeError' ||
    name === 'AuthRetryableFetchError' ||
    (typeof message === 'string' && /Failed to fetch|NetworkError|Load failed|fetch failed/i.test(message))
  );
}
