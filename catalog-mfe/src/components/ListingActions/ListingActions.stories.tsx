import type { ComponentProps, ComponentType } from 'react';
import { ToastProvider } from '@sikka/shared/ui';
import { ListingActions } from './ListingActions';
import { EMPTY_CATALOGUE_FIELDS } from '@sikka/shared/domain/collectibles';

type Listing = ComponentProps<typeof ListingActions>['listing'];

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
// Storybook runs no checkout remote: 'Purchase Now' shows the 'Checkout unavailable' fallback.
export default {
  title: 'Catalog/ListingActions',
  component: ListingActions,
  decorators: [
    (Story: ComponentType) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
};

const listing: Listing = {
  id: 'c0000000-0000-4000-8000-000000000006',
  slug: 'travancore-one-chuckram',
  name: 'Travancore One Chuckram',
  description: 'A tiny silver chuckram of the Travancore state, in Extremely Fine condition.',
  price: 350,
  status: 'available',
  type: 'coin',
  category_id: null,
  category: null,
  images: [],
  youtube_url: null,
  on_hold: false,
  ...EMPTY_CATALOGUE_FIELDS,
  user_id: null,
  created_at: '2026-10-02T09:30:00Z',
};
const pageUrl = 'https://sikka.example/travancore-one-chuckram';

export const ForSale = { args: { listing, pageUrl, whatsappNumber: '919876543210' } };
/** Sold or unavailable: chat and purchase are disabled, sharing still works (spec §4). */
export const Sold = { args: { listing: { ...listing, status: 'sold' } satisfies Listing, pageUrl } };
export const Unavailable = { args: { listing: { ...listing, status: 'unavailable' } satisfies Listing, pageUrl } };
