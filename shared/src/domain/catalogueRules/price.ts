// Spec §3/§5: a listing's price is a whole number of rupees, 0 or more, "parsed as an integer". Its SQL
// twin is the collectibles.price column (integer, CHECK collectibles_price_not_negative): what this
// refuses, the database refuses too. The admin's digits are never changed: a price that is not a whole
// number is refused with a message, never trimmed to its digits ('12.50' must not become ₹1,250).

/** The column is a Postgres integer. */
export const MAX_LISTING_PRICE = 2_147_483_647;

export const PRICE_TEXTS = {
  required: 'Price is required',
  notWhole: 'Price must be a whole number of rupees, 0 or more',
  tooLarge: 'Price is too large',
} as const;

// What may surround the digits without changing them: a rupee sign or 'Rs'/'Rs.', spaces, and commas
// between digit groups (Indian '1,20,000' or '120,000').
const WHOLE_RUPEES = /^(?:₹|rs\.?)?\s*(\d{1,3}(?:,\d{2,3})*|\d+)\s*$/i;

/**
 * A typed price as whole rupees: `{ price }`, or `{ problem }` with the text to show under the field.
 * Empty text is `required`; callers with an optional price check for empty first.
 */
export function parseListingPrice(text: string): { price: number; problem?: undefined } | { problem: string } {
  const trimmed = text.trim();
  if (!trimmed) return { problem: PRICE_TEXTS.required };
  const digits = WHOLE_RUPEES.exec(trimmed)?.[1];
  if (digits === undefined) return { problem: PRICE_TEXTS.notWhole };
  const price = Number(digits.replaceAll(',', ''));
  return price > MAX_LISTING_PRICE ? { problem: PRICE_TEXTS.tooLarge } : { price };
}
