import { SHIPPING_CHARGE } from '@sikka/shared/config';

export interface OrderTotals {
  price: number;
  discount: number;
  shipping: number;
  total: number;
}

/** Order total of spec §9: discount = round(price × percent / 100); total = price − discount + shipping. */
export function orderTotals(price: number, discountPercent = 0): OrderTotals {
  const discount = Math.round((price * discountPercent) / 100);
  return { price, discount, shipping: SHIPPING_CHARGE, total: price - discount + SHIPPING_CHARGE };
}
