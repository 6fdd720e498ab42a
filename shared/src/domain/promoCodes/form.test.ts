import { describe, expect, it } from 'vitest';
import { emptyPromoCodeForm, promoCodeFormSchema, toDateTimeLocal, type PromoCodeFormInput } from './form';
import { promoCodeSearchFilter } from './admin';

const form = (change: Partial<PromoCodeFormInput> = {}): PromoCodeFormInput => ({
  ...emptyPromoCodeForm(new Date('2026-11-23T19:45:00+05:30')),
  code: 'diwali10',
  discountPercent: '10',
  ...change,
});

const firstError = (input: PromoCodeFormInput, field: keyof PromoCodeFormInput) =>
  promoCodeFormSchema.safeParse(input).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('promoCodeFormSchema (spec §5 "Promo form")', () => {
  it('starts now, active, with no maximum and no expiry', () => {
    // 03:35 UTC is 09:05 in India: the form shows India's time, whatever the browser's clock.
    const empty = emptyPromoCodeForm(new Date('2026-11-23T03:35:00Z'));
    expect(empty).toEqual({
      code: '',
      discountPercent: '',
      maxUses: '',
      startsAt: '2026-11-23T09:05',
      expiresAt: '',
      isActive: true,
    });
  });

  it('upper-cases the code and sends the insert columns', () => {
    const values = promoCodeFormSchema.parse(form({ maxUses: '50', expiresAt: '2026-12-31T23:59' }));
    expect(values).toEqual({
      code: 'DIWALI10',
      discount_percent: 10,
      max_uses: 50,
      starts_at: '2026-11-23T14:15:00.000Z',
      expires_at: '2026-12-31T18:29:00.000Z',
      is_active: true,
    });
  });

  it('requires a code', () => {
    expect(firstError(form({ code: '  ' }), 'code')).toBe('Code is required');
  });

  it.each(['0', '101', '12.5', 'ten', ''])('refuses a discount of %j', (discountPercent) => {
    expect(firstError(form({ discountPercent }), 'discountPercent')).toBeDefined();
  });

  it.each(['-3', '0', '101', '+250'])("refuses the whole number %s with the range, not 'a whole number'", (discountPercent) => {
    expect(firstError(form({ discountPercent }), 'discountPercent')).toBe('Discount must be from 1 to 100');
  });

  it('refuses a fraction as not a whole number', () => {
    expect(firstError(form({ discountPercent: '12.5' }), 'discountPercent')).toBe('Discount must be a whole number');
  });

  it.each(['1', '100'])('accepts a discount of %s', (discountPercent) => {
    expect(promoCodeFormSchema.safeParse(form({ discountPercent })).success).toBe(true);
  });

  it('reads an empty maximum as unlimited and refuses one below 1', () => {
    expect(promoCodeFormSchema.parse(form()).max_uses).toBeNull();
    expect(firstError(form({ maxUses: '0' }), 'maxUses')).toBe('Maximum uses must be at least 1');
    expect(firstError(form({ maxUses: '-3' }), 'maxUses')).toBe('Maximum uses must be at least 1');
    expect(firstError(form({ maxUses: '2.5' }), 'maxUses')).toBe('Maximum uses must be a whole number');
  });

  it('requires a start date', () => {
    expect(firstError(form({ startsAt: '' }), 'startsAt')).toBe('Start date is required');
  });

  it('refuses an expiry that is not after the start', () => {
    expect(firstError(form({ expiresAt: '2026-11-23T19:45' }), 'expiresAt')).toBe('Expiry date must be after the start date');
    expect(firstError(form({ expiresAt: '2026-11-01T10:00' }), 'expiresAt')).toBe('Expiry date must be after the start date');
  });

  it("writes and reads datetime-local text as India's time, to the minute", () => {
    expect(toDateTimeLocal(new Date('2024-01-05T01:33:59Z'))).toBe('2024-01-05T07:03');
    // Past midnight in India while still the day before in UTC.
    expect(toDateTimeLocal(new Date('2024-01-04T18:45:00Z'))).toBe('2024-01-05T00:15');
    expect(promoCodeFormSchema.parse(form({ startsAt: '2024-01-05T00:15' })).starts_at).toBe('2024-01-04T18:45:00.000Z');
  });

  it('refuses a day the month does not have', () => {
    expect(firstError(form({ startsAt: '2026-02-30T10:00' }), 'startsAt')).toBe('Start date is required');
    expect(firstError(form({ expiresAt: '2026-11-31T10:00' }), 'expiresAt')).toBe('Expiry date is not a valid date');
  });
});

describe('promoCodeSearchFilter (spec §5: code or discount percent)', () => {
  it('matches the code, and the discount when the search is a percent', () => {
    expect(promoCodeSearchFilter('welcome')).toBe('code.ilike."*welcome*"');
    expect(promoCodeSearchFilter(' 25% ')).toBe('code.ilike."*25\\\\%*",discount_percent.eq.25');
    expect(promoCodeSearchFilter('10')).toBe('code.ilike."*10*",discount_percent.eq.10');
  });

  it('has no filter for an empty search', () => {
    expect(promoCodeSearchFilter('   ')).toBeNull();
  });
});
