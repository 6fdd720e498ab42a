import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, errorKey, errorText, isNetworkError } from './index';

describe('errorKey', () => {
  it('reads the machine key a SQL function puts in the hint', () => {
    expect(errorKey({ code: 'P0001', message: 'whatever the wording', hint: 'promo_expired' })).toBe('promo_expired');
  });

  it('ignores a hint that is not one of ours', () => {
    expect(errorKey({ code: 'P0001', message: 'x', hint: 'Try again later' })).toBeNull();
  });

  it('ignores a known key under another SQLSTATE', () => {
    expect(errorKey({ code: '42501', message: 'x', hint: 'not_authorized' })).toBeNull();
  });

  it('names a unique violation by its constraint', () => {
    const error = { code: '23505', message: 'duplicate key value violates unique constraint "blog_posts_slug_key"' };
    expect(errorKey(error)).toBe('blog_slug_taken');
  });

  it('says nothing for an unknown constraint, a network failure or a non-error', () => {
    expect(errorKey({ code: '23505', message: 'duplicate key value violates unique constraint "other_key"' })).toBeNull();
    expect(errorKey(new TypeError('Failed to fetch'))).toBeNull();
    expect(errorKey('boom')).toBeNull();
    expect(errorKey(null)).toBeNull();
  });
});

describe('errorText', () => {
  it("is the spec's text for a known refusal", () => {
    expect(errorText({ code: 'P0001', hint: 'promo_used_up' }, 'Failed')).toBe('This promo code has reached its maximum uses');
  });

  it('tells a visitor who checked too many promo codes to wait (validate_promo answers 429 with this key)', () => {
    expect(errorText({ code: 'P0001', hint: 'promo_rate_limited', message: 'x' }, 'Failed to validate promo code')).toBe(
      'Too many attempts, please wait a minute',
    );
  });

  it('is the fallback for anything else', () => {
    expect(errorText({ code: '500', message: 'relation does not exist' }, 'Failed to validate promo code')).toBe(
      'Failed to validate promo code',
    );
  });

  it('has the spec §8 promo texts word for word', () => {
    expect(Object.values(ERROR_TEXTS)).toEqual(
      expect.arrayContaining([
        'Authentication required to validate promo code',
        'Invalid promo code',
        'This promo code is inactive',
        'This promo code is not yet active',
        'This promo code has expired',
        'This promo code has reached its maximum uses',
      ]),
    );
  });
});

describe('isNetworkError', () => {
  it.each([
    [new TypeError('Failed to fetch'), true],
    [{ name: 'AuthRetryableFetchError', message: 'Failed to fetch' }, true],
    [{ message: 'TypeError: NetworkError when attempting to fetch resource.' }, true],
    [{ code: 'P0001', message: 'Invalid promo code' }, false],
    [null, false],
  ])('%o → %s', (error, expected) => {
    expect(isNetworkError(error)).toBe(expected);
  });
});
