import { OrderPageView } from './OrderPageView';
import { SAMPLE_ORDER_PAGE, SAMPLE_TOKEN, SHIPPED_ORDER_PAGE } from './orderPage.fixture';

// Typed by hand: the checkout does not depend on Storybook; shared/.storybook picks these stories up.
export default {
  title: 'Checkout/OrderPageView',
  component: OrderPageView,
  args: {
    token: SAMPLE_TOKEN,
    opensUpiApps: false,
    trackingHref: null,
    submitPayment: async () => ({ payment_status: 'submitted', payment_rejection_reason: '', utr: '', hold_expires_at: '' }),
    onPaymentSubmitted: () => {},
  },
};

/** Waiting for payment: the deadline, the UPI QR code and "I have paid" with the UTR. */
export const Unpaid = { args: { order: SAMPLE_ORDER_PAGE } };
/** The shop rejected the UTR: its reason, and the form again. */
export const PaymentRejected = {
  args: {
    order: {
      ...SAMPLE_ORDER_PAGE,
      payment_status: 'rejected',
      payment_rejection_reason: 'No credit with this UTR on our statement',
    },
  },
};
export const PaymentSubmitted = {
  args: { order: { ...SAMPLE_ORDER_PAGE, payment_status: 'submitted', utr: '412345678901', hold_expires_at: null } },
};
/** Sent by India Post: tracking number and the tracking page. */
export const Shipped = {
  args: {
    order: SHIPPED_ORDER_PAGE,
    trackingHref: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
  },
};
export const ExpiredUnpaid = {
  args: {
    order: {
      ...SAMPLE_ORDER_PAGE,
      status: 'cancelled',
      cancel_reason: 'expired',
      history: [...SAMPLE_ORDER_PAGE.history, { at: '2026-11-25T12:30:00Z', text: 'Cancelled: no payment arrived in time' }],
    },
  },
};
