import { describe, expect, it } from 'vitest';
import { orderLabel, orderStatusTone } from './rules';

describe('orderStatusTone (spec §4)', () => {
  it.each([
    ['received', 'blue'],
    ['fulfilled', 'green'],
    ['cancelled', 'red'],
    ['pending', 'yellow'],
    ['', 'yellow'],
  ])('%s is %s', (status, tone) => {
    expect(orderStatusTone(status)).toBe(tone);
  });
});

describe('orderLabel', () => {
  it("names an order 'Order #' and the first 8 characters of its id", () => {
    expect(orderLabel('0b8f5e52-4a5d-4c1e-9f0a-1234567890ab')).toBe('Order #0b8f5e52');
    expect(orderLabel('0b8f5e52')).toBe('Order #0b8f5e52');
  });
});
