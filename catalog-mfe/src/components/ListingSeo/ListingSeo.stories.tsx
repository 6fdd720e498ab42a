import type { ComponentProps } from 'react';
import { ListingSeo } from './ListingSeo';
import { EMPTY_CATALOGUE_FIELDS } from '@sikka/shared/domain/collectibles';

type Props = ComponentProps<typeof ListingSeo>;

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
// It renders no visible markup, only the head tags and a JSON-LD script: inspect the story's document.
export default {
  title: 'Catalog/ListingSeo',
  component: ListingSeo,
  render: (args: Props) => (
    <>
      <ListingSeo {...args} />
      <p>
        Sets the page title, the meta description and the Open Graph / Twitter tags of <code>{args.listing.name}</code>, and adds
        its schema.org Product JSON-LD to the page.
      </p>
    </>
  ),
};

const listing: Props['listing'] = {
  id: 'c0000000-0000-4000-8000-000000000009',
  slug: 'vijayanagara-gold-varaha-krishnadevaraya',
  name: 'Vijayanagara Gold Varaha, Krishnadevaraya',
  description:
    'A gold varaha of Krishnadevaraya (1509–1530) with Venkateshvara under an arch, and the king’s name in Nagari on the reverse.\n\nCondition: Very Fine.\n\nSpecifications: Gold, 3.4 g, 12 mm.',
  price: 42000,
  status: 'available',
  type: 'coin',
  category_id: 'a0000000-0000-4000-8000-000000000001',
  category: { id: 'a0000000-0000-4000-8000-000000000001', name: 'Medieval India' },
  images: [
    {
      id: 'b0000000-0000-4000-8000-000000000091',
      image_url: 'https://sikka.example/storage/v1/object/public/collectible-images/varaha/obverse.jpg',
      order: 0,
    },
  ],
  youtube_url: null,
  on_hold: false,
  ...EMPTY_CATALOGUE_FIELDS,
  user_id: null,
  created_at: '2026-10-02T09:30:00Z',
};

export const ForSale = { args: { listing, pageUrl: 'https://sikka.example/vijayanagara-gold-varaha-krishnadevaraya' } };
/** A sold listing is described to search engines as SoldOut (unavailable: OutOfStock). */
export const Sold = {
  args: {
    listing: { ...listing, status: 'sold' } satisfies Props['listing'],
    pageUrl: 'https://sikka.example/vijayanagara-gold-varaha-krishnadevaraya',
  },
};
