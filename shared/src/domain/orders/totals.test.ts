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
    [0, 100, { price: 0, discount: 0, shipping: 50, total: 50 }],
    [1, 33, { price: 1, discount: 0, shipping: 50, total: 51 }],
    [49, 1, { price: 49, discount: 0, shipping: 50, total: 99 }],
    [275000, 33, { price: 275000, discount: 90750, shipping: 50, total: 184300 }],
  ])('price %d with %d %% off', (price, percent, expected) => {
    expect(orderTotals(price, percent)).toEqual(expected);
  });

  // Postgres' round(numeric), which place_order uses, rounds halves away from zero: the same as
  // Math.round for the non-negative amounts of an order.
  it.each([
    [150, 1, 2],
    [50, 1, 1],
    [1005, 10, 101],
    [3, 50, 2],
  ])('rounds half a rupee of discount up, like the database (price %d, %d %%)', (price, percent, discount) => {
    expect(orderTotals(price, percent).discount).toBe(discount);
  });

  it('has no discount without a promo', () => {
    expect(orderTotals(2500)).toEqual({ price: 2500, discount: 0, shipping: 50, total: 2550 });
  });
});
