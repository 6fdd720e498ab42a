import type { ComponentProps, ComponentType } from 'react';
import { CollectibleCard } from './CollectibleCard';
import { EMPTY_CATALOGUE_FIELDS } from '@sikka/shared/domain/collectibles';

type Listing = ComponentProps<typeof CollectibleCard>['listing'];

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
export default {
  title: 'Catalog/CollectibleCard',
  component: CollectibleCard,
  decorators: [
    (Story: ComponentType) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
};

const coin = (metal: string, legend: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f4efe6"/><circle cx="200" cy="200" r="150" fill="${metal}" stroke="#6b4f1d" stroke-width="6"/><text x="200" y="214" font-family="Georgia, serif" font-size="40" text-anchor="middle" fill="#3b2a14">${legend}</text></svg>`,
  )}`;

const oneRupee1947: Listing = {
  id: 'c0000000-0000-4000-8000-000000000001',
  slug: '1947-king-george-vi-one-rupee',
  name: '1947 King George VI One Rupee',
  description: 'The last silver-alloy rupee of British India, struck at the Bombay mint in the year of Independence.',
  price: 2450,
  status: 'available',
  type: 'coin',
  category_id: 'a0000000-0000-4000-8000-000000000002',
  category: { id: 'a0000000-0000-4000-8000-000000000002', name: 'British India' },
  images: [{ id: 'b0000000-0000-4000-8000-000000000001', image_url: coin('#c0c0c8', '1 RUPEE'), order: 0 }],
  youtube_url: null,
  on_hold: false,
  ...EMPTY_CATALOGUE_FIELDS,
  user_id: null,
  created_at: '2026-10-02T09:30:00Z',
};

export const Available = { args: { listing: oneRupee1947 } };

export const Sold = {
  args: {
    listing: {
      ...oneRupee1947,
      id: 'c0000000-0000-4000-8000-000000000002',
      slug: '1835-east-india-company-half-anna',
      name: '1835 East India Company Half Anna',
      price: 1200,
      status: 'sold',
      images: [{ id: 'b0000000-0000-4000-8000-000000000002', image_url: coin('#b87333', '½ ANNA'), order: 0 }],
    } satisfies Listing,
  },
};

export const Unavailable = {
  args: {
    listing: {
      ...oneRupee1947,
      id: 'c0000000-0000-4000-8000-000000000003',
      slug: 'akbar-silver-rupee-lahore-mint',
      name: 'Akbar Silver Rupee, Lahore Mint',
      price: 18500,
      status: 'unavailable',
      images: [{ id: 'b0000000-0000-4000-8000-000000000003', image_url: coin('#d9d4c7', 'AKBAR'), order: 0 }],
    } satisfies Listing,
  },
};

/** A listing saved without photos shows the shop's coin mark. */
export const WithoutPhotos = { args: { listing: { ...oneRupee1947, images: [] } satisfies Listing } };

/** A photo that fails to load falls back to the coin mark too. */
export const BrokenPhoto = {
  args: {
    listing: {
      ...oneRupee1947,
      images: [{ id: 'b0000000-0000-4000-8000-000000000009', image_url: '/no-such-photo.jpg', order: 0 }],
    } satisfies Listing,
  },
};
