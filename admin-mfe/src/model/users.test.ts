import { describe, expect, it } from 'vitest';
import { userDisplayName, userPhoneDigits } from './users';

const id = 'a0000000-0000-4000-8000-00000000abcd';

describe('users model', () => {
  it.each([
    ['9876543210', '+91 98765 43210'],
    ['919876543210', '+91 98765 43210'],
    [`anonymous-${id}`, 'Anonymous User #abcd'],
    ['buyer@sikka.local', 'buyer@sikka.local'],
    [null, 'Anonymous User #abcd'],
  ])('names %s as %s', (phone, name) => {
    expect(userDisplayName({ id, phone })).toBe(name);
  });

  it('gives call digits only for phone numbers', () => {
    expect(userPhoneDigits({ phone: '9876543210' })).toBe('919876543210');
    expect(userPhoneDigits({ phone: '+91 98765 43210' })).toBe('919876543210');
    expect(userPhoneDigits({ phone: `anonymous-${id}` })).toBeNull();
    expect(userPhoneDigits({ phone: 'buyer@sikka.local' })).toBeNull();
  });
});
