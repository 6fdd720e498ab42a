import { describe, expect, it } from 'vitest';
import { formatPhone, indianMobile } from './phone';

describe('formatPhone', () => {
  it.each([
    ['9876543210', '+91 98765 43210'],
    ['919876543210', '+91 98765 43210'],
    ['+919876543210', '+91 98765 43210'],
    ['+91 98765 43210', '+91 98765 43210'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([['12345'], ['449876543210'], ['98765432101'], ['anonymous-3f1c2a9b'], ['call me']])('leaves %s unchanged', (input) => {
    expect(formatPhone(input)).toBe(input);
  });

  it('shows nothing for a missing phone', () => {
    expect(formatPhone(null)).toBe('');
  });
});

describe('indianMobile', () => {
  it.each([
    ['9845012345', '9845012345'],
    ['98450 12345', '9845012345'],
    ['+91 98450 12345', '9845012345'],
    ['+91-98450-12345', '9845012345'],
    ['098450 12345', '9845012345'],
    ['919845012345', '9845012345'],
    // Ten digits that happen to start with 91 are a number, not a country code.
    ['9198765432', '9198765432'],
  ])('reads %s as %s', (input, digits) => {
    expect(indianMobile(input)).toBe(digits);
  });

  it.each([['98450 1234'], ['+4498450123456'], ['0098450 12345'], ['98450 1234a'], ['98450１2345'], ['']])(
    'refuses %s',
    (input) => {
      expect(indianMobile(input)).toBeNull();
    },
  );
});
