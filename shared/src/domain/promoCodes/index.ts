// @sikka/shared/domain/promoCodes (spec §3 promo_codes, §5 "Promo check" and "Promo form", §7 calls).
import type { Tables } from '@sikka/shared/database.types';

export type PromoCodeRow = Tables<'promo_codes'>;

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
