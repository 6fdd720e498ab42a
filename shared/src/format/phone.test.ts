import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

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
