import type { ComponentProps } from 'react';
import { ResultCount } from './ResultCount';
import { EMPTY_CATALOGUE_FIELDS } from '@sikka/shared/domain/collectibles';
import { NO_FACET_COUNTS } from '../../model/browseQuery';

type Page = ComponentProps<typeof ResultCount>['page'];
type Listing = Extract<Page, { status: 'ready' }>['data']['items'][number];

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Catalog/ResultCount', component: ResultCount };

const listing = (n: number): Listing => ({
  id: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  slug: `british-india-one-rupee-${n}`,
  name: `British India One Rupee #${n}`,
  description: 'Silver rupee of British India.',
  price: 1500 + n * 10,
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
});
const ready = (count: number, total: number): Page => ({
  status: 'ready',
  refreshing: false,
  data: { items: Array.from({ length: count }, (_, index) => listing(index + 1)), total, facets: NO_FACET_COUNTS },
});

export const FirstPage = { args: { page: ready(12, 72), currentPage: 1 } };
export const SecondPage = { args: { page: ready(12, 72), currentPage: 2 } };
export const LastPartialPage = { args: { page: ready(3, 27), currentPage: 3 } };
export const OneItem = { args: { page: ready(1, 1), currentPage: 1 } };
/** Nothing is announced while the page loads or when nothing matched. */
export const Loading = { args: { page: { status: 'loading' } satisfies Page, currentPage: 1 } };
