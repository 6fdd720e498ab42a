import type { OrderPageData } from '@sikka/shared/domain/orders';

/** One order as order_page answers it: the stories' and the tests' sample (nullable columns as null). */
export const SAMPLE_ORDER_PAGE: OrderPageData = {
  reference: '0b8f5e52',
  item_name: '1947 King George VI One Rupee',
  item_slug: '1947-king-george-vi-one-rupee',
  item_image: null as unknown as string,
  price: 2450,
  discount: 245,
  shipping: 50,
  total: 2255,
  discount_percent: 10,
  promo_code: 'DIWALI10',
  payment_method: 'upi',
  status: 'received',
  cancel_reason: null as unknown as string,
  payment_status: 'unpaid',
  payment_rejection_reason: null as unknown as string,
  utr: null as unknown as string,
  hold_expires_at: '2026-11-25T12:30:00Z',
  created_at: '2026-11-25T12:00:00Z',
  shipment_carrier: null as unknown as string,
  shipment_tracking: null as unknown as string,
  shipment_insured_value: null as unknown as number,
  shipped_at: null as unknown as string,
  history: [{ at: '2026-11-25T12:00:00Z', text: 'Order placed' }],
  delivery: {
    full_name: 'Kavya Iyer',
    address_line1: '22 Anna Salai',
    address_line2: 'Flat 4B',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600002',
  },
};

export const SAMPLE_TOKEN = 'c2FtcGxlLW9yZGVyLWxpbmstdG9rZW4x';

/** The same order paid and sent by India Post Speed Post. */
export const SHIPPED_ORDER_PAGE: OrderPageData = {
  ...SAMPLE_ORDER_PAGE,
  status: 'fulfilled',
  payment_status: 'paid',
  utr: '412345678901',
  hold_expires_at: null as unknown as string,
  shipment_carrier: 'India Post Speed Post',
  shipment_tracking: 'EE123456785IN',
  shipment_insured_value: 2255,
  shipped_at: '2026-11-26T09:15:00Z',
  history: [
    { at: '2026-11-25T12:00:00Z', text: 'Order placed' },
    { at: '2026-11-25T12:10:00Z', text: 'Payment submitted — we are verifying it' },
    { at: '2026-11-25T15:00:00Z', text: 'Payment received' },
    { at: '2026-11-26T09:15:00Z', text: 'Shipped' },
  ],
};
