import { AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { AUTH_FAILED, authErrorMessage } from './authErrorMessage';

describe('authErrorMessage', () => {
  it.each([
    [new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'), 'Invalid login credentials'],
    [new AuthApiError('User already registered', 422, 'user_already_exists'), 'User already registered'],
    [
      new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
      'Password should be at least 6 characters.',
    ],
    [new AuthRetryableFetchError('HTTP 503', 503), 'HTTP 503'],
  ])("shows the provider's message: %s", (error, message) => {
    expect(authErrorMessage(error)).toBe(message);
  });

  it.each([
    ['a fetch that never reached the server', new AuthRetryableFetchError('Failed to fetch', 0)],
    ["the browser's TypeError", new TypeError('Failed to fetch')],
  ])('says the visitor appears to be offline for %s', (_case, error) => {
    expect(authErrorMessage(error)).toBe('You appear to be offline. Check your connection and try again.');
  });

  it.each([
    ['no error object', undefined],
    ['a string', 'boom'],
    ['an empty message', new Error('  ')],
    ['a serialised object', new AuthRetryableFetchError('{}', 502)],
    ['a serialised string', new AuthRetryableFetchError('""', 504)],
  ])("falls back to 'Authentication failed' for %s", (_case, error) => {
    expect(authErrorMessage(error)).toBe(AUTH_FAILED);
  });
});
