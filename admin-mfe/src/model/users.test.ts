import { describe, expect, it } from 'vitest';
import { userDisplayName, userEmailBesideName, userPhoneDigits } from './users';

const id = 'a0000000-0000-4000-8000-00000000abcd';

describe('users model', () => {
  it.each([
    ['9876543210', null, '+91 98765 43210'],
    ['+919876543210', 'buyer@sikka.local', '+91 98765 43210'],
    [`anonymous-${id}`, null, 'Anonymous User #abcd'],
    [null, 'buyer@sikka.local', 'buyer@sikka.local'],
    [null, null, 'Anonymous User #abcd'],
  ])('names phone %s, e-mail %s as %s', (phone, email, name) => {
    expect(userDisplayName({ id, phone, email })).toBe(name);
  });

  it('shows the e-mail beside the phone, once', () => {
    expect(userEmailBesideName({ id, phone: '+919876543210', email: 'buyer@sikka.local' })).toBe('buyer@sikka.local');
    expect(userEmailBesideName({ id, phone: null, email: 'buyer@sikka.local' })).toBeNull();
    expect(userEmailBesideName({ id, phone: `anonymous-${id}`, email: null })).toBeNull();
  });

  it('gives call digits only for phone numbers', () => {
    expect(userPhoneDigits({ phone: '9876543210' })).toBe('919876543210');
    expect(userPhoneDigits({ phone: '+91 98765 43210' })).toBe('919876543210');
    expect(userPhoneDigits({ phone: `anonymous-${id}` })).toBeNull();
    expect(userPhoneDigits({ phone: 'buyer@sikka.local' })).toBeNull();
  });
});
