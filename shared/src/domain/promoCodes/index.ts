// @sikka/shared/domain/promoCodes (spec §3 promo_codes, §5 "Promo check" and "Promo form", §7 calls).
import type { Tables } from '@sikka/shared/database.types';

export type PromoCodeRow = Tables<'promo_codes'>;

/**
 * validate_promo's answer: the stored (upper-case) code and its discount. The function returns jsonb
 * (it answers its refusals rather than raising them, so that each attempt is counted), so the
 * generated types cannot name the shape; this is it.
 */
export interface ValidPromo {
  promo_code: string;
  discount_percent: number;
}

/** Promo codes are stored upper-case (spec §3): inputs upper-case as people type, spaces dropped. */
export function normalizePromoCode(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '');
}

export { promoCodeInputSchema } from './schema';
export {
  promoCodeFormSchema,
  emptyPromoCodeForm,
  toDateTimeLocal,
  type PromoCodeFormInput,
  type PromoCodeFormValues,
} from './form';
export {
  fetchPromoCodePage,
  createPromoCode,
  setPromoCodeActive,
  deletePromoCode,
  promoCodeSearchFilter,
  type PromoCodePage,
} from './admin';
