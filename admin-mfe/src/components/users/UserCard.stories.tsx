import type { AdminUser } from '../../model/users';
import { UserCard } from './UserCard';

export default { title: 'Admin/UserCard', component: UserCard };

const user: AdminUser = {
  id: 'a0000000-0000-4000-8000-000000000002',
  phone: '+919876543210',
  email: 'buyer@sikka.local',
  is_admin: false,
  created_at: '2026-09-24T10:00:00Z',
  total_orders: 4,
  total_collectibles: 0,
  last_active: '2026-11-20T08:30:00Z',
  recent_orders: [
    { id: 'o1', item_name: '1947 George VI One Rupee', created_at: '2026-11-20T08:30:00Z', status: 'received' },
    { id: 'o2', item_name: 'Kushan Vasudeva Gold Dinar', created_at: '2026-11-02T12:00:00Z', status: 'fulfilled' },
    { id: 'o3', item_name: '1 Anna 1862 Victoria', created_at: '2026-10-15T17:45:00Z', status: 'cancelled' },
  ],
};

export const Buyer = { args: { user } };
export const Admin = {
  args: {
    user: {
      ...user,
      id: 'a0000000-0000-4000-8000-000000000001',
      phone: null,
      email: 'admin@sikka.local',
      is_admin: true,
      total_orders: 0,
      total_collectibles: 72,
      recent_orders: [],
    },
  },
};
export const Anonymous = {
  args: {
    user: {
      ...user,
      id: 'a0000000-0000-4000-8000-00000000beef',
      phone: 'anonymous-a0000000-0000-4000-8000-00000000beef',
      email: null,
      recent_orders: user.recent_orders.slice(0, 1),
      total_orders: 1,
    },
  },
};
