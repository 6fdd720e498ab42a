import type { Category } from '@sikka/shared/domain/categories';
import { DEFAULT_SORT, PAGE_SIZE, sortOption, type SortValue } from '@sikka/shared/config';
import type { Listing } from '@sikka/shared/domain/collectibles';
import { type FacetChoice, NO_FACETS, readFacets, writeFacets } from './browseFacets';

/**
 * The browse view lives in the URL (spec §2 "Home / browse"), so every view is a link that can be
 * shared and the back button walks through them: ?q=&category=&sort=&min=&max=&page= and the
 * catalogue facets (browseFacets.ts: period=&metal=&type=&grade=&year_from=&year_to=)
 * (`search=` is read as well as `q=`, and rewritten as `q=`).
 */
export interface BrowseState extends FacetChoice {
  search: string;
  categoryId: string | null;
  sort: SortValue;
  minPrice: number | null;
  maxPrice: number | null;
  /** 1-based. */
  page: number;
}

export const EMPTY_BROWSE: BrowseState = {
  search: '',
  categoryId: null,
  sort: DEFAULT_SORT,
  minPrice: null,
  maxPrice: null,
  ...NO_FACETS,
  page: 1,
};

/** Every filter off (Clear Filters, 'Show all items'); the sort stays as chosen. */
export const NO_FILTERS: Partial<BrowseState> = { search: '', categoryId: null, minPrice: null, maxPrice: null, ...NO_FACETS };

/** Whether any filter is on (search, category, price or a facet): Clear Filters has something to do. */
export function isFiltered(state: BrowseState): boolean {
  return (Object.keys(NO_FILTERS) as (keyof BrowseState)[]).some((key) => state[key] !== NO_FILTERS[key]);
}

/**
 * Spec §5: price min and max are parsed as integers, in whole rupees: digits ('1500'), and a decimal
 * written out ('2000.75') counts its whole rupees (2000). Anything else (empty, words, '-500', '1e3',
 * more than nine digits: ₹99,99,99,999 is far above any piece) is no bound, and leaves the URL.
 */
export function parsePrice(raw: string | null | undefined): number | null {
  const whole = /^(\d{1,9})(\.\d*)?$/.exec(raw?.trim() ?? '');
  return whole ? Number(whole[1]) : null;
}

/** Both bounds set and the lower one above the upper: no price can match. */
const isPriceRangeInverted = (min: number | null, max: number | null) => min !== null && max !== null && min > max;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parsePage(raw: string | null): number {
  const page = raw && /^\d+$/.test(raw) ? Number(raw) : 1;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The browse view a URL asks for, with only valid values kept: a category that is not an id, a price
 * that is not whole rupees, an inverted price range, a facet value the catalogue does not have and a
 * page that is not a number are dropped.
 */
export function readBrowseState(params: URLSearchParams): BrowseState {
  const category = params.get('category')?.trim() ?? '';
  let minPrice = parsePrice(params.get('min'));
  let maxPrice = parsePrice(params.get('max'));
  if (isPriceRangeInverted(minPrice, maxPrice)) {
    minPrice = null;
    maxPrice = null;
  }
  return {
    search: (params.get('q') ?? params.get('search') ?? '').trim(),
    categoryId: UUID.test(category) ? category.toLowerCase() : null,
    sort: sortOption(params.get('sort')).value,
    minPrice,
    maxPrice,
    ...readFacets(params),
    page: parsePage(params.get('page')),
  };
}

/** Whether the URL named a category that is not one (malformed, or not in `knownIds` once loaded). */
export function isUnknownCategory(params: URLSearchParams, knownIds: readonly string[] | null): boolean {
  const asked = params.get('category')?.trim();
  if (!asked) return false;
  const id = readBrowseState(params).categoryId;
  return id === null || (knownIds !== null && !knownIds.includes(id));
}

/**
 * The URL parameters for `state`, defaults left out (a clean `/` is the default view). Other
 * parameters of `base` are kept.
 */
export function browseSearchParams(state: BrowseState, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of ['q', 'search', 'category', 'sort', 'min', 'max', 'page']) params.delete(key);
  if (state.search) params.set('q', state.search);
  if (state.categoryId) params.set('category', state.categoryId);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.minPrice !== null) params.set('min', String(state.minPrice));
  if (state.maxPrice !== null) params.set('max', String(state.maxPrice));
  writeFacets(state, params);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A filter change starts again at page 1; only a page change keeps the others as they are. */
export function changeBrowse(state: BrowseState, change: Partial<BrowseState>): BrowseState {
  return { ...state, page: 1, ...change };
}

/** How many listings have a facet's value, with every other filter applied (what choosing it would show). */
export interface FacetCount {
  value: string;
  count: number;
}

/** The counts beside the grid, from the same request as the page (catalogue_facets_page). */
export interface BrowseFacetCounts {
  category: FacetCount[];
  period: FacetCount[];
  metal: FacetCount[];
  kind: FacetCount[];
  gradeBand: FacetCount[];
  /** The years of the listings the other filters leave (null when none has a year). */
  year: { min: number | null; max: number | null };
}

export const NO_FACET_COUNTS: BrowseFacetCounts = {
  category: [],
  period: [],
  metal: [],
  kind: [],
  gradeBand: [],
  year: { min: null, max: null },
};

/** One page of the grid, the number of all rows matching the filters (for the page numbers), and the facets' counts. */
export interface CollectiblePage {
  items: Listing[];
  total: number;
  facets: BrowseFacetCounts;
}

/**
 * The arguments of public.catalogue_facets_page (spec §7's list read, plus the facets): one round trip
 * answers the page, the exact total and every facet's counts. Search matches name or description, or a
 * catalogue number however it is written ('KM 525', 'KM#525', 'km-525').
 */
export interface CollectibleQuery {
  search: string | null;
  category_id: string | null;
  min_price: number | null;
  max_price: number | null;
  period: string | null;
  metal: string | null;
  kind: string | null;
  grade_band: string | null;
  year_from: number | null;
  year_to: number | null;
  sort: SortValue;
  /** 1-based. */
  page: number;
  page_size: number;
}

export function collectibleQuery(state: BrowseState, pageSize = PAGE_SIZE): CollectibleQuery {
  return {
    search: state.search.trim() || null,
    category_id: state.categoryId,
    min_price: state.minPrice,
    max_price: state.maxPrice,
    period: state.period,
    metal: state.metal,
    kind: state.kind,
    grade_band: state.gradeBand,
    year_from: state.yearFrom,
    year_to: state.yearTo,
    sort: sortOption(state.sort).value,
    page: state.page,
    page_size: pageSize,
  };
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** What the shop's server read for a browse address (HomePage.data.ts): the page uses it for that same view. */
export interface ServedBrowse {
  /** The view's query (JSON of collectibleQuery): `page` is for this view only. */
  query: string;
  page: CollectiblePage;
  categories: Category[];
}
