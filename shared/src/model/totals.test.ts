import { describe, expect, it } from 'vitest';
import { orderTotals } from './totals';

describe('orderTotals', () => {
  it.each([
    [1000, 0, { price: 1000, discount: 0, shipping: 50, total: 1050 }],
    [1000, 1, { price: 1000, discount: 10, shipping: 50, total: 1040 }],
    [999, 33, { price: 999, discount: 330, shipping: 50, total: 719 }],
    [1001, 33, { price: 1001, discount: 330, shipping: 50, total: 721 }],
    [1000, 100, { price: 1000, discount: 1000, shipping: 50, total: 50 }],
    [0, 50, { price: 0, discount: 0, shipping: 50, total: 50 }],
  ])('price %d with %d %% off', (price, percent, expected) => {
    expect(orderTotals(price, percent)).toEqual(expected);
  });

  it('rounds half a rupee of discount up', () => {
    expect(orderTotals(150, 1).discount).toBe(2);
  });

  it('has no discount without a promo', () => {
    expect(orderTotals(2500)).toEqual({ price: 2500, discount: 0, shipping: 50, total: 2550 });
  });
});
