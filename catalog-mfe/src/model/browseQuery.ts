import { DEFAULT_SORT, PAGE_SIZE, sortOption, type SortValue } from '@sikka/shared/config';
import type { Listing } from '@sikka/shared/domain/collectibles';

/**
 * The browse view lives in the URL (spec §2 "Home / browse"), so every view is a link that can be
 * shared and the back button walks through them: ?q=&category=&sort=&min=&max=&page=
 * (`search=` is read as well as `q=`, and rewritten as `q=`).
 */
export interface BrowseState {
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
  page: 1,
};

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
export const isPriceRangeInverted = (min: number | null, max: number | null) => min !== null && max !== null && min > max;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parsePage(raw: string | null): number {
  const page = raw && /^\d+$/.test(raw) ? Number(raw) : 1;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The browse view a URL asks for, with only valid values kept: a category that is not an id, a price
 * that is not whole rupees, an inverted price range and a page that is not a number are dropped.
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
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A filter change starts again at page 1; only a page change keeps the others as they are. */
export function changeBrowse(state: BrowseState, change: Partial<BrowseState>): BrowseState {
  return { ...state, page: 1, ...change };
}

/** What the collectibles list request needs (spec §7): one request, range-paged, with an exact count. */
/** One page of the grid and the number of all rows matching the filters (for the page numbers). */
export interface CollectiblePage {
  items: Listing[];
  total: number;
}

export interface CollectibleQuery {
  /** PostgREST `or` filter matching name or description, case-insensitive; null when not searching. */
  searchFilter: string | null;
  categoryId: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  order: { column: 'created_at' | 'price' | 'name'; ascending: boolean };
  /** Inclusive row range, as `.range(from, to)` takes it. */
  from: number;
  to: number;
}

// Inside a PostgREST quoted value a backslash escapes the next character; inside ILIKE a backslash
// makes % and _ literal. A search for "50%" must find "50%", not everything starting with 50.
function ilikeContains(term: string): string {
  const pattern = `*${term.replace(/[\\%_]/g, '\\$&')}*`;
  return `"${pattern.replace(/[\\"]/g, '\\$&')}"`;
}

export function searchFilter(term: string): string | null {
  const trimmed = term.trim();
  if (!trimmed) return null;
  const value = ilikeContains(trimmed);
  return `name.ilike.${value},description.ilike.${value}`;
}

export function collectibleQuery(state: BrowseState, pageSize = PAGE_SIZE): CollectibleQuery {
  const { column, ascending } = sortOption(state.sort);
  const from = (state.page - 1) * pageSize;
  return {
    searchFilter: searchFilter(state.search),
    categoryId: state.categoryId,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    order: { column, ascending },
    from,
    to: from + pageSize - 1,
  };
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
