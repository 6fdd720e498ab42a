// Business constants of spec §9, defined once. SQL CHECK constraints and zod schemas mirror these.
export const PAGE_SIZE = 12;
export const SHIPPING_CHARGE = 50;
export const MAX_LISTING_IMAGES = 6;
export const MAX_BULK_ITEMS = 10;
export const MAX_SELL_IMAGES = 3;
export const MAX_SELL_IMAGE_BYTES = 5 * 1024 * 1024;
export const PROMO_DISCOUNT_MIN = 1;
export const PROMO_DISCOUNT_MAX = 100;
export const PASSWORD_MIN = 6;
export const META_DESCRIPTION_LENGTH = 160;
export const ID_DISPLAY_LENGTH = 8;
export const DEFAULT_CATEGORY = 'Mixed Collectibles';
export const POLICY_LAST_UPDATED = 'March 15, 2024';
export const RATING_MIN = 4.7;
export const RATING_MAX = 5.0;

/**
 * Paying for an order (issue 31): the defaults of private.shop_settings, held equal by
 * supabase/tests/getting-paid.test.ts. The owner changes them in Settings (issue 51); the pages read the
 * shop's own values with its facts (@sikka/shared/domain/settings), never these.
 */
export const ORDER_LIMITS = {
  /** Minutes an unpaid order holds its piece. */
  holdMinutes: 30,
  /** Unpaid orders one session (or one phone number) may have open at once. */
  maxOpenUnpaidOrders: 2,
  /** Above this total (rupees) the order is paid by bank transfer: most UPI apps cap one payment here. */
  upiCap: 100_000,
  /** Above this total the buyer gives a PAN or a Form 60 declaration (Income-tax Rule 114B). */
  panThreshold: 200_000,
} as const;

/**
 * The longest free text a visitor or buyer may give (issue 50), in characters. The database holds the same
 * numbers as CHECK constraints (20261128500200_text_length_limits.sql; supabase/tests/text-limits.test.ts
 * holds them equal), the forms' zod schemas refuse longer input with the same messages. Generous for any
 * real name or address (an Indian address line is rarely above 60), small enough that a PDF, an e-mail or
 * a courier label can print it.
 */
export const TEXT_LIMITS = {
  /** A person's name: the buyer's at checkout, the seller's on the Sell form. */
  personName: 100,
  /** Each delivery address line. */
  addressLine: 150,
  city: 80,
} as const;
