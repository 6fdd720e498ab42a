import type { AdminCollectible } from '../../model/collectibles';
import { CollectibleCard } from './CollectibleCard';
import { EMPTY_CATALOGUE_FIELDS } from '@sikka/shared/domain/collectibles';

export default { title: 'Admin/CollectibleCard', component: CollectibleCard };

const collectible: AdminCollectible = {
  id: 'c0000000-0000-4000-8000-000000000001',
  type: 'coin',
  name: '1947 George VI One Rupee',
  slug: '1947-george-vi-one-rupee',
  price: 2500,
  status: 'available',
  category_id: 'k1',
  youtube_url: null,
  on_hold: false,
  ...EMPTY_CATALOGUE_FIELDS,
  created_at: '2026-10-12T10:00:00Z',
  user_id: null,
  category: { id: 'k1', name: 'British India' },
  image_url: null,
};

const noop = () => {};
/** Three orders, one fulfilled: what the delete confirmation warns about. */
const countOrders = () => Promise.resolve({ total: 3, fulfilled: 1 });

export const Available = { args: { collectible, onStatusChange: noop, onDelete: noop, countOrders } };
export const SoldUncategorizedNote = {
  args: {
    collectible: { ...collectible, type: 'note', status: 'sold', category: null, category_id: null },
    onStatusChange: noop,
    onDelete: noop,
    countOrders,
  },
};
export const DeleteFailed = {
  args: {
    collectible,
    error: 'Failed to delete collectible. Please try again.',
    onStatusChange: noop,
    onDelete: noop,
    countOrders,
  },
};
