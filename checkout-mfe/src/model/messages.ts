// Spec texts of the checkout (spec §2, §8), written once; components and tests use these. Refusals from
// the database come as error keys and read through ERROR_TEXTS (@sikka/shared/domain/errors).
export const DIALOG_TITLE = 'Delivery Details';
export const CONTINUE_LABEL = 'Continue to payment';
export const PAYMENT_TITLE = 'Complete your payment';
export const ORDER_FAILED = 'Failed to save delivery address. Please try again.';
export const LISTING_LOAD_FAILED = 'Failed to load collectible';
export const PROMO_APPLIED = 'Promo code applied successfully';
export const PROMO_FAILED = 'Failed to validate promo code';
