/**
 * Refusals travel as codes, not wording (ARCHITECTURE rule 6). SQL functions raise P0001 with a short
 * machine key in `hint` (PostgREST passes `code`, `message`, `details` and `hint` through); unique and
 * check violations carry their constraint's name. This table is the one place a key becomes the
 * spec's text (§8); no UI compares message strings.
 */
import { TEXT_LIMITS } from '@sikka/shared/config';

// The network test lives with the async hooks (a visitor page's first load needs it, not these texts).
export { isNetworkError } from '../../async/networkError';

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
  // Staff and roles (issue 51: 20261129100200_staff_invites.sql).
  staff_email_required: 'Please enter an e-mail address',
  staff_email_invalid: 'Please enter a valid e-mail address, such as name@example.com',
  staff_role_invalid: 'Please choose a role: owner, staff, editor or accountant',
  staff_already_member: 'This person is already on the staff: change their role in the list instead',
  staff_not_member: 'This account is not on the staff',
  staff_last_owner: 'The shop must keep an owner: make someone else owner first',
  staff_remove_self: 'You cannot remove your own access: another owner can',
  staff_invite_invalid: 'This invitation is no longer valid: ask the owner to invite you again',
  staff_invite_other_email: 'This invitation is for another e-mail address: sign in with the address it was sent to',
  collectible_has_orders: 'This listing has orders: only the owner can delete it',
  activity_dates_reversed: 'The first day must not be after the last day',
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
  payment_reference_given: 'The buyer has already given this payment’s reference',
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
  // The settings' rules (issue 51: 20261129200000_shop_settings_screen.sql, @sikka/shared/domain/settingsRules).
  settings_section_unknown: 'Unknown settings section',
  settings_trade_name_required: 'Trade name is required (at most 60 characters)',
  settings_legal_name_required: 'Legal name is required (at most 120 characters)',
  settings_address_required: 'Address line 1 is required; each line at most 150 characters',
  settings_city_required: 'City is required (at most 80 characters)',
  settings_state_unknown: 'Please choose a state or union territory of India from the list',
  settings_pincode_invalid: 'PIN code must be exactly 6 digits, not starting with 0',
  settings_gstin_format:
    'GSTIN is 15 characters: the 2-digit state code, the PAN, the entity number, Z and a check character, e.g. 29AAHCS1234K1Z6',
  settings_gstin_state_code: 'The GSTIN’s first two digits are not the code of any state or union territory',
  settings_gstin_state_mismatch: 'The GSTIN’s first two digits must be the GST code of the registered address’s state',
  settings_gstin_check_digit:
    'This GSTIN’s last character (its check digit) is wrong: please copy the GSTIN from the registration certificate',
  settings_pan_invalid: 'PAN: 5 letters, 4 digits and a letter (e.g. AAHCS1234K)',
  settings_pan_gstin_mismatch: 'The PAN must be the GSTIN’s characters 3 to 12',
  settings_care_email_invalid: 'Customer-care e-mail must be a full address, e.g. support@example.com',
  settings_care_phone_invalid: 'Customer-care phone: 10 to 13 digits, e.g. +91 98765 43210',
  settings_whatsapp_invalid: 'WhatsApp number: the country code and number, digits only, e.g. 919876543210',
  settings_hours_required: 'Hours are required (at most 80 characters)',
  settings_grievance_name_required: 'The Grievance Officer’s name is required',
  settings_grievance_designation_required: 'The Grievance Officer’s designation is required',
  settings_grievance_email_invalid: 'The Grievance Officer’s e-mail must be a full address, e.g. grievance@example.com',
  settings_grievance_phone_invalid: 'The Grievance Officer’s phone: 10 to 13 digits, e.g. +91 98765 43211',
  settings_signatory_required: 'The authorised signatory is required (it is printed on invoices)',
  settings_upi_vpa_invalid: 'UPI ID must look like name@bank, e.g. sikka@okhdfcbank',
  settings_upi_payee_required: 'Payee name is required (at most 50 characters)',
  settings_merchant_code_invalid: 'Merchant code is 4 digits; leave it empty for a personal UPI ID',
  settings_bank_account_name_required: 'Account name is required',
  settings_bank_account_number_invalid: 'Account number: 9 to 18 digits',
  settings_ifsc_invalid: 'IFSC is 11 characters: 4 capital letters, a zero, then 6 letters or digits, e.g. HDFC0001234',
  settings_bank_name_required: 'Bank name is required',
  settings_upi_cap_range: 'UPI cap: whole rupees from 1,000 to 5,00,000',
  settings_hold_minutes_range: 'UPI hold: whole minutes from 5 to 1,440 (a day)',
  settings_bank_hold_range: 'Bank transfer hold: 1 to 10 business days',
  settings_max_open_range: 'Open unpaid orders per buyer: 1 to 20',
  settings_pan_threshold_range: 'PAN threshold: whole rupees from 1,000 to 1,00,00,000',
  settings_delivery_states_required: 'Choose at least one state the shop delivers to',
  settings_notify_email_invalid: 'The shop’s e-mail must be a full address, e.g. orders@example.com',
  settings_notify_email_required: 'Give the shop’s e-mail, or switch the notices off',
  settings_sender_name_invalid: 'Sender name is required: at most 60 characters, without quotes or angle brackets',
  settings_sender_email_invalid: 'Sender e-mail must be a full address, e.g. hello@example.com, or left empty',
  settings_reply_to_invalid: 'Reply-to must be a full address, e.g. support@example.com, or left empty',
  order_state_not_served: 'We do not deliver to this state yet',
  // Returns and refunds (issue 46: 20261129400000_returns.sql, 20261129400100_refunds.sql); no spec wording.
  return_not_delivered: 'A return can be asked for once the order has been delivered',
  return_window_over: 'The 7-day return window of this order has ended',
  return_exists: 'A return has already been asked for this order',
  return_reason_required: 'Please choose why you are returning the piece',
  return_details_required: 'Please describe what is wrong (at most 1,000 characters)',
  return_photos_limit: 'You can add at most 3 photos',
  return_photo_not_stored: 'Photos must be uploaded from this order page',
  return_step_not_allowed: 'A return moves only forward: requested → approved or declined, approved → on its way → received',
  return_decline_reason_required: 'Please give the buyer a reason (at most 300 characters)',
  order_not_delivered: 'Only a shipped order can be marked delivered, once, at a time between its shipping and now',
  refund_order_unpaid: 'This order was not paid: there is nothing to refund',
  refund_not_due: 'A refund is recorded for a cancelled paid order or a received return',
  refund_exists: 'A refund has already been recorded for this order',
  refund_amount_invalid: 'The refund is a whole number of rupees above zero',
  refund_above_limit: 'The refund is more than the buyer paid, less what the Return Policy lets the shop keep',
  refund_method_invalid: 'Please choose how the money was sent back: UPI or bank transfer',
  refund_reference_invalid: 'The bank reference of the refund is 12 digits (the UTR or RRN)',
  // Dealer invoices (issue 46: 20261129400200_b2b_invoices.sql).
  gstin_format:
    'A GSTIN is 15 characters: the state code, the PAN, an entity number, Z and a check character (e.g. 27AAPFU0939F1ZV)',
  gstin_state_unknown: 'No state has this GST code: please check the first two digits of the GSTIN',
  gstin_check_digit: 'This GSTIN’s check character does not match: please check each character',
  gstin_trade_name_required: 'Please give the trade name registered with this GSTIN (at most 100 characters)',
  // The accounts (issue 46: 20261129400300_accounts.sql).
  accounts_period_invalid: 'Choose a month, or a quarter starting in April, July, October or January',
  accounts_period_future: 'This period has not begun yet: choose this month or an earlier one',
  // Auctions (issue 47: 20261130100100_auction_bidding.sql, private.refuse_auction holds the same words).
  bid_auth_required: 'Please sign in to bid',
  bid_terms_required: 'Please accept the auction terms before bidding',
  bid_email_unverified: 'Please verify your e-mail address before bidding',
  bid_phone_required: 'Please add your phone number before bidding',
  // The terms step's phone (20261203100000_bidder_phone.sql): the Sell form's words for the same rule.
  bid_phone_invalid: 'Please enter a valid phone number: +91 followed by 10 digits, or 10 digits',
  bid_blocked: 'Your account cannot bid in our auctions. Please contact us.',
  bid_own_piece: 'You cannot bid on a piece you are selling',
  bid_lot_not_found: 'This lot was not found',
  bid_not_open: 'Bidding on this lot has not opened yet',
  bid_closed: 'Bidding on this lot has closed',
  bid_amount_invalid: 'Please enter your bid in whole rupees',
  bid_amount_too_large: 'This bid is larger than we accept online. Please contact us.',
  bid_too_low: 'Your bid is below the next minimum bid',
  bid_not_above_own_maximum: 'Your new maximum must be higher than your current maximum',
  bid_rate_limited: 'Too many bids from your account. Please wait a minute and try again.',
  auction_not_found: 'This auction was not found',
  auction_title_required: 'Please give the auction a title (at most 200 characters)',
  auction_description_too_long: 'The description can be at most 5000 characters',
  auction_close_before_start: 'The first lot must close after the auction starts',
  auction_close_in_past: 'The first lot must close in the future',
  auction_not_draft: 'This auction has already been scheduled',
  auction_no_lots: 'Add at least one lot before scheduling the auction',
  auction_increments_invalid: 'The increments must start at ₹0 and rise, each step a whole number of rupees',
  lot_listing_in_auction: 'This listing is already in an auction',
  lot_listing_sold: 'This listing has already been sold',
  lot_listing_reserved: 'This listing has an open order',
  lot_opening_bid_invalid: 'The opening bid must be a whole number of rupees, at least ₹1',
  lot_reserve_invalid: 'The reserve must be a whole number of rupees, at least the opening bid',
  lot_not_open: 'This lot is no longer open',
  lot_no_underbidder: 'This lot has no underbidder to offer it to',
  win_not_lapsed: "This lot's winner can still pay",
  checkout_nothing_won: 'You have no lots to pay for in this auction',
  listing_in_auction: 'This listing is in an auction: cancel its lot first',
  // Cancelling a whole auction (20261201100000_cancel_auction.sql, private.refuse_auction_cancel holds the same words).
  auction_already_cancelled: 'This auction has already been cancelled',
  auction_already_closed: 'This auction has already closed',
  auction_lot_paid_for: 'A winner has already ordered or paid for a lot of this auction: it can no longer be cancelled',
  auction_cancel_reason_required: 'Please give a reason for cancelling the auction',
  auction_cancel_reason_too_long: 'The reason can be at most 300 characters',
  bidder_not_found: 'This account was not found',
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
  auctions_title_length: 'auction_title_required',
  auctions_description_length: 'auction_description_too_long',
  auctions_close_after_start: 'auction_close_before_start',
  auction_lots_one_live_lot_per_listing: 'lot_listing_in_auction',
  auction_settings_increments_valid: 'auction_increments_invalid',
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
