import { describe, expect, it } from 'vitest';
import { promoCodeInputSchema } from './schema';

describe('promoCodeInputSchema', () => {
  it('upper-cases and trims the typed code', () => {
    expect(promoCodeInputSchema.parse(' diwali10 ')).toBe('DIWALI10');
  });

  it('rejects an empty code', () => {
    const result = promoCodeInputSchema.safeParse('   ');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a promo code');
  });
});
