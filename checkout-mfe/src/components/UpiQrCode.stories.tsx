import { DEMO_PAYEE } from '../model/payee.fixture';
import { paymentLinkFor } from '../model/payment';
import { UpiQrCode } from './UpiQrCode';

// Typed by hand: the checkout does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Checkout/UpiQrCode', component: UpiQrCode };

export const OrderPayment = {
  args: {
    link: paymentLinkFor({ reference: '0b8f5e52', total: 2500 }, DEMO_PAYEE),
    label: 'UPI QR code to pay ₹2,500 for Order #0b8f5e52',
  },
};
