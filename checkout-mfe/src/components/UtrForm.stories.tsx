import type { PaymentState } from '@sikka/shared/domain/orders';
import { UtrForm } from './UtrForm';

// Typed by hand: the checkout does not depend on Storybook; shared/.storybook picks these stories up.
export default {
  title: 'Checkout/UtrForm',
  component: UtrForm,
  args: {
    orderId: '0b8f5e52-4c1d-4e8a-9f3b-2a6c7d8e9f10',
    submitPayment: async (_orderId: string, utr: string): Promise<PaymentState> => ({
      payment_status: 'submitted',
      payment_rejection_reason: '',
      utr,
      hold_expires_at: '',
    }),
    onSubmitted: () => {},
  },
};

/** A UPI order: the 12-digit UTR. */
export const Upi = { args: { method: 'upi' } };
/** A bank transfer: NEFT, RTGS or IMPS first, then the reference in that way's format. */
export const BankTransfer = { args: { method: 'bank_transfer' } };
