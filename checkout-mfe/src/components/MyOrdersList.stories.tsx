import { MyOrdersList } from './MyOrdersList';

// Typed by hand: the checkout does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Checkout/MyOrdersList', component: MyOrdersList };

const order = {
  access_token: 'c2FtcGxlLW9yZGVyLWxpbmstdG9rZW4x',
  reference: '0b8f5e52',
  item_name: '1947 King George VI One Rupee',
  total: 2255,
  status: 'received',
  cancel_reason: null as unknown as string,
  payment_status: 'unpaid',
  created_at: '2026-11-25T12:00:00Z',
  shipped_at: null as unknown as string,
};

export const SomeOrders = {
  args: {
    orders: [
      order,
      {
        ...order,
        access_token: 'b3RoZXItb3JkZXItbGluay10b2tlbjAy',
        reference: '7c1d2e3f',
        item_name: 'Mughal silver rupee, Akbar',
        total: 18_550,
        status: 'fulfilled',
        payment_status: 'paid',
      },
    ],
  },
};
export const NoOrders = { args: { orders: [] } };
