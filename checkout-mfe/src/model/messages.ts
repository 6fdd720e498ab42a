// Spec texts of the checkout (spec §2, §8), written once; components and tests use these.
export const DIALOG_TITLE = 'Delivery Details';
export const CONTINUE_LABEL = 'Continue to payment';
export const ORDER_FAILED = 'Failed to save delivery address. Please try again.';
export const LISTING_NOT_FOUND = 'Collectible not found';
export const LISTING_LOAD_FAILED = 'Failed to load collectible';

/** Why an item cannot be bought; the same words place_order answers with when it refuses. */
export const NOT_FOR_SALE = {
  sold: 'This item has already been sold',
  unavailable: 'This item is currently unavailable',
} as const;

export const PROMO_APPLIED = 'Promo code applied successfully';
export const PROMO_FAILED = 'Failed to validate promo code';

/** The promo check's refusals (spec §5 order, §8 texts), as validate_promo raises them. */
export const PROMO_PROBLEMS = [
  'Authentication required to validate promo code',
  'Invalid promo code',
  'This promo code is inactive',
  'This promo code is not yet active',
  'This promo code has expired',
  'This promo code has reached its maximum uses',
] as const;
