import { describe, expect, it } from 'vitest';
import { PROMO_FAILED } from './messages';
import { orderRefusalReason } from './order';
import { promoFailureMessage } from './promo';

describe('promoFailureMessage', () => {
  it.each([
    ['promo_auth_required', 'Authentication required to validate promo code'],
    ['promo_invalid', 'Invalid promo code'],
    ['promo_inactive', 'This promo code is inactive'],
    ['promo_not_started', 'This promo code is not yet active'],
    ['promo_expired', 'This promo code has expired'],
    ['promo_used_up', 'This promo code has reached its maximum uses'],
  ])('shows the refusal %s as "%s", whatever the wording of the message', (hint, text) => {
    expect(promoFailureMessage({ code: 'P0001', message: 'reworded by someone', hint })).toBe(text);
  });

  it.each([
    ['a network failure', { message: 'TypeError: Failed to fetch', code: '' }],
    ['a server error', { message: 'relation "promo_codes" does not exist', code: '42P01' }],
    ['a refusal without a key', { code: 'P0001', message: 'Invalid promo code' }],
    ['a thrown non-error', 'boom'],
    ['nothing', null],
  ])('shows the generic message for %s', (_case, error) => {
    expect(promoFailureMessage(error)).toBe(PROMO_FAILED);
  });
});

describe('orderRefusalReason', () => {
  it('passes on a business refusal of place_order by its key', () => {
    expect(orderRefusalReason({ code: 'P0001', message: 'x', hint: 'collectible_sold' })).toBe('This item has already been sold');
  });

  it('says the buyer appears to be offline when the request never reached the server', () => {
    expect(orderRefusalReason({ code: '', message: 'TypeError: Failed to fetch' })).toBe(
      'You appear to be offline. Check your connection and try again.',
    );
  });

  it.each([
    [{ code: '23514', message: 'new row violates check constraint' }],
    [{ code: 'P0001', message: 'This item has already been sold' }],
    [new Error('offline')],
    [undefined],
  ])('says nothing for %j', (error) => {
    expect(orderRefusalReason(error)).toBeNull();
  });
});
