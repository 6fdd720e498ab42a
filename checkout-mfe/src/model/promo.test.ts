import { describe, expect, it } from 'vitest';
import { PROMO_FAILED, PROMO_PROBLEMS } from './messages';
import { normalizePromoInput, promoFailureMessage } from './promo';
import { orderRefusalReason } from './order';

describe('normalizePromoInput', () => {
  it('upper-cases as the buyer types and drops spaces', () => {
    expect(normalizePromoInput('welcome10')).toBe('WELCOME10');
    expect(normalizePromoInput(' Diwali 20 ')).toBe('DIWALI20');
  });
});

describe('promoFailureMessage', () => {
  it.each(PROMO_PROBLEMS)('shows the database refusal "%s" as is', (message) => {
    expect(promoFailureMessage({ code: 'P0001', message })).toBe(message);
  });

  it.each([
    ['a network failure', { message: 'TypeError: Failed to fetch', code: '' }],
    ['a server error', { message: 'relation "promo_codes" does not exist', code: '42P01' }],
    ['a thrown non-error', 'boom'],
    ['nothing', null],
  ])('shows the generic message for %s', (_case, error) => {
    expect(promoFailureMessage(error)).toBe(PROMO_FAILED);
  });
});

describe('orderRefusalReason', () => {
  it('passes on a business refusal of place_order', () => {
    expect(orderRefusalReason({ code: 'P0001', message: 'This item has already been sold' })).toBe('This item has already been sold');
  });

  it.each([
    [{ code: '', message: 'TypeError: Failed to fetch' }],
    [{ code: '23514', message: 'new row violates check constraint' }],
    [{ code: 'P0001', message: ' ' }],
    [new Error('offline')],
    [undefined],
  ])('says nothing for %j', (error) => {
    expect(orderRefusalReason(error)).toBeNull();
  });
});
