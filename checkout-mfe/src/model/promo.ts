import { PROMO_FAILED, PROMO_PROBLEMS } from './messages';

export type PromoMessage = (typeof PROMO_PROBLEMS)[number] | typeof PROMO_FAILED;

/** Promo codes are stored upper-case (spec §3); the input upper-cases as the buyer types. */
export function normalizePromoInput(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '');
}

/**
 * The message for a failed promo check: one of the database's known refusals as is; anything else
 * (network, server error) is the generic spec message, never a raw technical text.
 */
export function promoFailureMessage(error: unknown): PromoMessage {
  const message = (error as { message?: unknown } | null)?.message;
  return PROMO_PROBLEMS.find((known) => known === message) ?? PROMO_FAILED;
}
