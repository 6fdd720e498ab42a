import { describe, expect, it } from 'vitest';
import { formatInr } from './currency';

describe('formatInr', () => {
  it.each([
    [0, '₹0'],
    [50, '₹50'],
    [1000, '₹1,000'],
    [123456, '₹1,23,456'],
    [12345678, '₹1,23,45,678'],
    [999.5, '₹999.5'],
    [-50, '-₹50'],
  ])('shows %d as %s with the rupee sign and Indian grouping', (amount, expected) => {
    expect(formatInr(amount)).toBe(expected);
  });
});
