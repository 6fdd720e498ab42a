import { Button } from '@sikka/shared/ui';
import { AdminListFrame } from './AdminListFrame';

const args = {
  title: 'Orders Dashboard',
  count: 24,
  searchLabel: 'Search orders by name, phone, address...',
  query: '',
  onQueryChange: () => {},
  children: <p>The list of cards goes here.</p>,
};

export default { title: 'Admin/AdminListFrame', component: AdminListFrame, args };

export const WithCount = {};
export const Loading = { args: { count: undefined } };
export const WithActions = {
  args: {
    title: 'Manage Promo Codes - Admin',
    searchLabel: 'Search promo codes...',
    actions: <Button>New Promo Code</Button>,
    count: 3,
  },
};
export const Paged = { args: { count: 240, page: 3, pageCount: 20, onPageChange: () => {} } };
