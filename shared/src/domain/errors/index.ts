/**
 * Refusals travel as codes, not wording (ARCHITECTURE rule 6). SQL functions raise P0001 with a short
 * machine key in `hint` (PostgREST passes `code`, `message`, `details` and `hint` through); unique and
 * check violations carry their constraint's name. This table is the one place a key becomes the
 * spec's text (§8); no UI compares message strings.
 */
import { TEXT_LIMITS } from '@sikka/shared/config';

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
  sell_name_too_long: `Your name must be at most ${TEXT_LIMITS.personName} characters`,
  sell_phone_invalid: 'Please enter a valid phone number: +91 followed by 10 digits, or 10 digits',
  // The back office's payment and status refusals (issue 31: 20261125100000_getting_paid.sql).
  order_not_awaiting_payment: 'This order is no longer waiting for a payment',
  payment_reason_required: 'Please give the buyer a reason (at most 300 characters)',
  statement_too_long: 'A statement can have at most 5,000 lines: split the file and import each part',
  order_figures_fixed: 'The figures of an order cannot change after it is placed',
  // The database's own message names both statuses ('An order that is cancelled cannot be marked
  // fulfilled'); the Orders Dashboard shows that one, this is the text where no message came.
  order_status_transition: 'An order moves only forward: received → fulfilled or cancelled, fulfilled → cancelled',
  // The buyer's payment and order refusals, as the migration raises them (issue 31: 20261125100000_getting_paid.sql).
  utr_invalid: 'The UTR is the 12-digit reference of your payment: digits only',
  utr_used: 'This UTR has already been used for another order',
  // A bank transfer's reference in its network's format (issue 49: 20261128200000_bank_references.sql).
  imps_reference_invalid: 'The IMPS reference is the 12-digit number your bank shows for the transfer: digits only',
  neft_reference_invalid:
    'The NEFT reference (UTR) is 16 to 22 letters and digits, starting with a letter, e.g. HDFCN52026112812345',
  rtgs_reference_invalid:
    'The RTGS reference (UTR) is 22 letters and digits: the bank’s 4 letters, then R, e.g. SBINR52026112800012345',
  transfer_method_required: 'Please choose how you paid: NEFT, RTGS or IMPS',
  payment_method_mismatch: 'This order is paid by UPI: please give the 12-digit UTR of your UPI payment',
  order_not_found: 'Order not found',
  // The System panel's retry (issue 51: 20261129300000_system_health.sql).
  outbox_not_failed: 'This e-mail has not failed: only a failed e-mail can be retried',
  order_unpaid_limit: 'You already have orders waiting for payment. Pay for them, or let them expire, before ordering more.',
  order_pan_required: 'An order of this value needs your PAN, or a Form 60 declaration (Income-tax Rule 114B)',
  order_pan_invalid: 'Please enter a valid PAN: 5 letters, 4 digits and a letter (e.g. ABCDE1234F)',
  order_total_too_large: 'This order is too large to place online. Please contact us to buy this item.',
  // Spec §8 checkout phone, read as people write it (issue 50: 20261128100000_holds_that_fit.sql).
  order_phone_invalid: 'Phone must be exactly 10 digits',
  // Holds per address and one-time codes (issue 49: 20261128100000_holds_that_fit.sql, 20261128100100_contact_codes.sql).
  hold_contact_required:
    'Many pieces are on hold from your network. Please confirm your e-mail address with a code to hold this one.',
  checkout_rate_limited: 'Too many checkouts from your network right now. Please try again in a few minutes.',
  contact_code_wrong: 'That code is not right. Please check the e-mail and try again.',
  contact_code_expired: 'This code has expired or has already been used. Please ask for a new code.',
  contact_code_tries: 'Too many wrong codes. Please ask for a new code.',
  contact_channel_unknown: 'Codes can be sent by e-mail only',
  // A listing's catalogue facts (issue 32: 20261125200000_catalogue_fields.sql).
  listing_weight_invalid: 'Weight must be a positive number of grams',
  listing_diameter_invalid: 'Diameter must be a positive number of millimetres',
  listing_year_invalid: 'Year must be a year AD between 600 BCE (-600) and this year',
  listing_metal_unknown: 'Please choose a metal from the list',
  listing_period_unknown: 'Please choose a period from the list',
  listing_grade_unknown: 'Please choose a grade from the list',
  listing_sheldon_invalid: 'Sheldon grade must be a whole number from 1 to 70',
  listing_shape_unknown: 'Please choose a shape from the list',
  listing_fineness_invalid: 'Fineness must be a fraction above 0 and at most 1, e.g. 0.917',
  listing_certificate_invalid: 'Certificate number: letters, digits and hyphens, with the grading service',
  listing_note_fields_on_coin: 'Prefix, serial, inset letter and star or fancy number apply to notes only',
  catalogue_reference_duplicate: 'This catalogue reference is already on the listing',
  catalogue_reference_invalid: 'Catalogue number must start with a digit, e.g. KM 525 or Pick 75a',
  reference_type_duplicate: 'A reference type with this catalogue number already exists',
  // Listing authoring with the catalogue facts (issue 32: 20261125201000_catalogue_authoring.sql).
  listing_note_prefix_invalid: 'Prefix: 1 to 4 capital letters or digits, e.g. 7AB',
  listing_note_serial_invalid: 'Serial: 1 to 10 digits',
  listing_note_inset_invalid: 'Inset letter: one capital letter',
  catalogue_system_unknown: 'Catalogue must be KM, Pick, Prid or Numista',
  listing_weight_out_of_tolerance: 'The weight is outside the reference type’s tolerance: please give a reason to save it',
  tolerance_reason_too_long: 'The reason can be at most 300 characters',
  reference_type_not_found: 'The chosen reference type no longer exists',
  // Length limits of what a buyer types (issue 50: 20261128500200_text_length_limits.sql); no spec wording.
  delivery_name_too_long: `Full name must be at most ${TEXT_LIMITS.personName} characters`,
  delivery_address_line1_too_long: `Address line 1 must be at most ${TEXT_LIMITS.addressLine} characters`,
  delivery_address_line2_too_long: `Address line 2 must be at most ${TEXT_LIMITS.addressLine} characters`,
  delivery_city_too_long: `City must be at most ${TEXT_LIMITS.city} characters`,
  // The sell form's hourly limits (issue 49: 20261128500300_seller_submission_limits.sql); no spec wording.
  sell_session_limit:
    'You have sent several coins for evaluation in the last hour. Please try again later, or contact us to send more.',
  sell_address_limit: 'Too many submissions from your network right now. Please try again in a little while.',
} as const;

export type ErrorKey = keyof typeof ERROR_TEXTS;

/** Constraint name → key, for the violations the database itself raises (23505 unique, 23514 check). */
const CONSTRAINT_KEYS: Readonly<Record<string, ErrorKey>> = {
  blog_posts_slug_key: 'blog_slug_taken',
  collectibles_slug_key: 'collectible_slug_taken',
  collectibles_youtube_url_valid: 'listing_youtube_invalid',
  collectibles_weight_positive: 'listing_weight_invalid',
  collectibles_diameter_positive: 'listing_diameter_invalid',
  collectibles_year_ad_range: 'listing_year_invalid',
  collectibles_metal_known: 'listing_metal_unknown',
  collectibles_period_known: 'listing_period_unknown',
  collectibles_grade_known: 'listing_grade_unknown',
  collectibles_sheldon_range: 'listing_sheldon_invalid',
  collectibles_shape_known: 'listing_shape_unknown',
  collectibles_fineness_range: 'listing_fineness_invalid',
  collectibles_certificate_format: 'listing_certificate_invalid',
  collectibles_certificate_needs_service: 'listing_certificate_invalid',
  collectibles_note_fields_on_notes: 'listing_note_fields_on_coin',
  collectibles_note_prefix_format: 'listing_note_prefix_invalid',
  collectibles_note_serial_format: 'listing_note_serial_invalid',
  collectibles_note_inset_format: 'listing_note_inset_invalid',
  catalogue_references_system_known: 'catalogue_system_unknown',
  catalogue_references_unique_per_listing: 'catalogue_reference_duplicate',
  catalogue_references_number_format: 'catalogue_reference_invalid',
  reference_types_number_unique: 'reference_type_duplicate',
  delivery_addresses_one_open_order_per_piece: 'collectible_reserved',
  // Two buyers giving the same reference at the same moment: the second meets the unique index.
  delivery_addresses_utr_unique: 'utr_used',
  promo_codes_code_key: 'promo_code_taken',
  seller_submissions_seller_phone_format: 'sell_phone_invalid',
  seller_submissions_seller_name_length: 'sell_name_too_long',
  delivery_addresses_full_name_length: 'delivery_name_too_long',
  delivery_addresses_address_line1_length: 'delivery_address_line1_too_long',
  delivery_addresses_address_line2_length: 'delivery_address_line2_too_long',
  delivery_addresses_city_length: 'delivery_city_too_long',
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
