import type { ComponentProps } from 'react';
import { PaymentStep } from './PaymentStep';

type Order = ComponentProps<typeof PaymentStep>['order'];

// Typed by hand: the checkout does not depend on Storybook; shared/.storybook picks these stories up.
export default {
  title: 'Checkout/PaymentStep',
  component: PaymentStep,
  args: { openLink: () => {}, onBackToShop: () => {}, onOpenOrderPage: () => {} },
};

const order: Order = {
  order_id: '0b8f5e52-4c1d-4e8a-9f3b-2a6c7d8e9f10',
  reference: '0b8f5e52',
  item_name: '1947 King George VI One Rupee',
  item_slug: '1947-king-george-vi-one-rupee',
  price: 2450,
  discount: 0,
  shipping: 50,
  total: 2500,
  discount_percent: 0,
  applied_promo_code: '',
  payment_method: 'upi',
  hold_expires_at: '2026-11-25T12:30:00Z',
  payment_status: 'unpaid' as const,
  payment_rejection_reason: '',
  utr: '',
  access_token: 'c3Rvcnlib29rLW9yZGVyLWxpbmstMzJj',
};

/** On a desktop: the UPI link as a QR code to scan with a phone. */
export const OnADesktop = { args: { order, opensUpiApps: false } };
/** On a phone: the UPI app opens; the button is there if it did not. */
export const OnAPhone = { args: { order, opensUpiApps: true } };
export const WithAPromo = {
  args: {
    order: { ...order, discount: 245, total: 2255, discount_percent: 10, applied_promo_code: 'DIWALI10' } satisfies Order,
    opensUpiApps: false,
  },
};
/** Above the UPI cap: the bank's details, each with a copy button, and the reference banks take. */
export const ByBankTransfer = {
  args: {
    order: { ...order, price: 149_950, total: 150_000, payment_method: 'bank_transfer' } satisfies Order,
    opensUpiApps: false,
  },
};
