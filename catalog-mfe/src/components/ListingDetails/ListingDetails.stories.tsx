import type { ComponentProps, ComponentType } from 'react';
import { ToastProvider } from '@sikka/shared/ui';
import { ListingDetails } from './ListingDetails';
import { EMPTY_CATALOGUE_FIELDS } from '@sikka/shared/domain/collectibles';

type Listing = ComponentProps<typeof ListingDetails>['listing'];

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
// Storybook runs no checkout remote: 'Purchase Now' shows the 'Checkout unavailable' fallback.
export default {
  title: 'Catalog/ListingDetails',
  component: ListingDetails,
  decorators: [
    (Story: ComponentType) => (
      <ToastProvider>
        <div style={{ maxWidth: 520 }}>
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
};

const listing: Listing = {
  id: 'c0000000-0000-4000-8000-000000000001',
  slug: '1947-king-george-vi-one-rupee',
  name: '1947 King George VI One Rupee',
  description: 'The last silver-alloy rupee of British India, struck at the Bombay mint in the year of Independence.',
  price: 2450,
  status: 'available',
  type: 'coin',
  category_id: 'a0000000-0000-4000-8000-000000000004',
  category: { id: 'a0000000-0000-4000-8000-000000000004', name: 'British India' },
  images: [],
  youtube_url: null,
  on_hold: false,
  ...EMPTY_CATALOGUE_FIELDS,
  user_id: null,
  created_at: '2026-10-02T09:30:00Z',
};
const pageUrl = 'https://sikka.example/1947-king-george-vi-one-rupee';
// The antiquity notice's clock, fixed so the stories read the same every year: 1 June 2026 in India.
const now = new Date('2026-06-01T12:00:00+05:30');

export const Available = { args: { listing, pageUrl, now } };
/** Sold: chat and purchase are disabled (spec §4). */
/** The buyer's own order, confirmed paid by the shop (issue 49). */
export const PaidByThisBuyer = {
  args: { listing: { ...listing, on_hold: true }, pageUrl, now, hold: 'paid', orderPath: '/order/abc' },
};

export const Sold = { args: { listing: { ...listing, status: 'sold' } satisfies Listing, pageUrl, now } };
export const Unavailable = { args: { listing: { ...listing, status: 'unavailable' } satisfies Listing, pageUrl, now } };
/** A piece of 1835: over 100 years old, so the antiquity notice follows the actions (issue 32). */
export const Antiquity = {
  args: {
    listing: {
      ...listing,
      name: '1835 William IV Silver Rupee',
      slug: '1835-william-iv-silver-rupee',
      price: 4500,
      year_ad: 1835,
    } satisfies Listing,
    pageUrl: 'https://sikka.example/1835-william-iv-silver-rupee',
    now,
  },
};
export const WithoutCategory = {
  args: {
    listing: {
      ...listing,
      name: 'Republic India One Rupee Note, 1957, H. M. Patel',
      slug: 'republic-india-one-rupee-note-1957',
      type: 'note',
      price: 3200,
      category_id: null,
      category: null,
    } satisfies Listing,
    pageUrl: 'https://sikka.example/republic-india-one-rupee-note-1957',
    now,
  },
};
