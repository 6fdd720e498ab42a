import type { AdminOrder } from '../../model/orders';
import { sampleOrder } from '../../model/orders.fixture';
import { OrderCard } from './OrderCard';

export default { title: 'Admin/OrderCard', component: OrderCard };

const order: AdminOrder = sampleOrder({ address_line2: 'Flat 4B' });

const noop = () => {};
const handlers = {
  onStatusChange: noop,
  onMarkPaid: noop,
  onMarkPaidWith: async () => {},
  onRejectPayment: async () => {},
  onMarkFulfilled: async () => {},
};

export const Received = { args: { order, ...handlers } };
export const FulfilledWithHistory = {
  args: {
    order: {
      ...order,
      status: 'fulfilled',
      history: [{ from: 'received', to: 'fulfilled', by: 'admin@sikka.local', at: '2026-11-02T09:00:00Z' }],
    },
    ...handlers,
  },
};
export const Cancelled = {
  args: { order: { ...order, status: 'cancelled', promo_code: null, discount_percent: 0 }, ...handlers },
};
export const UpdateFailed = { args: { order, error: 'Failed to update status. Please try again.', ...handlers } };
export const PaymentToVerify = {
  args: {
    order: { ...order, payment_status: 'submitted', utr: '412345678901', payment_submitted_at: '2026-11-01T10:10:00Z' },
    ...handlers,
  },
};
export const PaidLargeOrderWithPan = {
  args: {
    order: {
      ...order,
      price: 250000,
      discount: 0,
      total: 250050,
      promo_code: null,
      discount_percent: 0,
      payment_method: 'bank_transfer',
      payment_status: 'paid',
      utr: '412345678902',
      paid_at: '2026-11-01T12:00:00Z',
      tax_id: { pan: 'ABCDE1234F', form60: false },
      history: [
        { from: 'unpaid', to: 'submitted', by: '9876543210', at: '2026-11-01T10:10:00Z' },
        { from: 'submitted', to: 'paid', by: 'Bank statement import', at: '2026-11-01T12:00:00Z' },
      ],
    },
    ...handlers,
  },
};
export const PaymentRejected = {
  args: {
    order: {
      ...order,
      payment_status: 'rejected',
      utr: '412345678903',
      payment_rejection_reason: 'No payment with this UTR has reached our account.',
      hold_expires_at: '2026-11-01T11:00:00Z',
    },
    ...handlers,
  },
};
export const Expired = {
  args: {
    order: { ...order, status: 'cancelled', cancel_reason: 'expired', hold_expires_at: '2026-11-01T10:30:00Z' },
    ...handlers,
  },
};
export const ShippedByIndiaPost = {
  args: {
    order: {
      ...order,
      status: 'fulfilled',
      payment_status: 'paid',
      shipment_carrier: 'India Post Speed Post',
      shipment_tracking: 'EE123456785IN',
      shipment_insured_value: 2300,
      shipped_at: '2026-11-03T11:00:00Z',
    },
    ...handlers,
  },
};
export const MessageNotDelivered = {
  args: {
    order: {
      ...order,
      undelivered: [{ template: 'order_placed', recipient: 'asha@example.com', last_error: 'connect ECONNREFUSED' }],
    },
    ...handlers,
  },
};
