import type { ComponentProps } from 'react';
import { CollectibleGrid } from './CollectibleGrid';
import { EMPTY_CATALOGUE_FIELDS } from '@sikka/shared/domain/collectibles';
import { NO_FACET_COUNTS } from '../../model/browseQuery';

type Page = ComponentProps<typeof CollectibleGrid>['page'];
type Listing = Extract<Page, { status: 'ready' }>['data']['items'][number];

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Catalog/CollectibleGrid', component: CollectibleGrid, parameters: { layout: 'fullscreen' } };

const coin = (metal: string, legend: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f4efe6"/><circle cx="200" cy="200" r="150" fill="${metal}" stroke="#6b4f1d" stroke-width="6"/><text x="200" y="214" font-family="Georgia, serif" font-size="36" text-anchor="middle" fill="#3b2a14">${legend}</text></svg>`,
  )}`;

const SILVER = '#c0c0c8';
const COPPER = '#b87333';
const GOLD = '#d4af37';

const pieces: Array<[name: string, price: number, status: string, metal: string, legend: string]> = [
  ['1947 King George VI One Rupee', 2450, 'available', SILVER, '1 RUPEE'],
  ['1835 East India Company Half Anna', 1200, 'sold', COPPER, '½ ANNA'],
  ['Akbar Silver Rupee, Lahore Mint', 18500, 'available', SILVER, 'AKBAR'],
  ['1969 Gandhi Centenary 10 Rupees', 850, 'available', SILVER, '10 ₹'],
  ['1862 Queen Victoria One Rupee', 4500, 'unavailable', SILVER, 'VICTORIA'],
  ['Travancore One Chuckram', 350, 'available', SILVER, 'CHUCKRAM'],
  ['Mauryan Punch-marked Karshapana', 2200, 'sold', SILVER, 'KARSHAPANA'],
  ['1918 George V Two Annas', 600, 'available', COPPER, '2 ANNAS'],
  ['Vijayanagara Gold Varaha, Krishnadevaraya', 42000, 'available', GOLD, 'VARAHA'],
  ['1950 Republic India First Rupee', 1800, 'available', '#a8a8a0', '1950'],
  ['Hyderabad State 1 Rupee, Osman Ali Khan', 950, 'sold', SILVER, 'HYDERABAD'],
  ['1985 Indira Gandhi Commemorative 20 Paise', 300, 'available', '#cfb53b', '20 P'],
];

const items: Listing[] = pieces.map(([name, price, status, metal, legend], index) => {
  const n = String(index + 1).padStart(12, '0');
  return {
    id: `c0000000-0000-4000-8000-${n}`,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    description: `${name}, examined and certified by our numismatists.`,
    price,
    status,
    type: 'coin',
    category_id: null,
    category: null,
    images: [{ id: `b0000000-0000-4000-8000-${n}`, image_url: coin(metal, legend), order: 0 }],
    youtube_url: null,
    on_hold: false,
    ...EMPTY_CATALOGUE_FIELDS,
    user_id: null,
    created_at: '2026-10-02T09:30:00Z',
  };
});

const state = (page: Page) => ({ args: { page } });

export const Loading = state({ status: 'loading' });
export const Failed = state({ status: 'error', error: new Error('network down') });
export const NoItemsFound = state({ status: 'ready', data: { items: [], total: 0, facets: NO_FACET_COUNTS }, refreshing: false });
export const FullPage = state({ status: 'ready', data: { items, total: 72, facets: NO_FACET_COUNTS }, refreshing: false });
export const LastFewItems = state({
  status: 'ready',
  data: { items: items.slice(0, 3), total: 27, facets: NO_FACET_COUNTS },
  refreshing: false,
});
