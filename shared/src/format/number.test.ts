import { describe, expect, it } from 'vitest';
import { formatIndianNumber } from './number';

describe('formatIndianNumber', () => {
  it.each([
    [0, 0, 2, '0'],
    [999, 0, 2, '999'],
    [1000, 0, 2, '1,000'],
    [123456, 0, 2, '1,23,456'],
    [2_147_483_647, 0, 2, '2,14,74,83,647'],
    [999.5, 0, 2, '999.5'],
    [11.4, 2, 2, '11.40'],
    [1.005, 0, 2, '1.01'],
    [0.995, 0, 2, '1'],
    [0.125, 0, 2, '0.13'],
    [-1234.5, 0, 2, '-1,234.5'],
    [-0.001, 0, 2, '0'],
  ])('writes %d (%d–%d decimals) as %s', (value, min, max, expected) => {
    expect(formatIndianNumber(value, { min, max })).toBe(expected);
  });

  it("writes what Intl's en-IN writes, over a spread of values", () => {
    const intl = (min: number) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: min, maximumFractionDigits: 2 });
    const values = [0.5, 0.995, 1.5, 2.675, 10.01, 99.999, 1e5, 1e7 + 0.25];
    for (let i = 1; i < 400; i++) values.push((i * 7919.37) % 50_000_000, i / 8, i * 0.01 + 0.005);
    for (const value of values) {
      // Intl writes '-0' for a negative that rounds to nothing; the shop writes '0' (tested above).
      for (const min of [0, 2]) expect(formatIndianNumber(value, { min, max: 2 })).toBe(intl(min).format(value));
    }
  });
});
