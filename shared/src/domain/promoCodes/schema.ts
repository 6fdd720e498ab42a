import { z } from '@sikka/shared/zod';

/** The promo code typed at checkout: required, and upper-cased as the database stores codes. */
export const promoCodeInputSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a promo code')
  .transform((code) => code.toUpperCase());
