import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParamsWriter } from '@sikka/shared/router';
import { fetchCollectiblePage } from '../api/collectibles';
import { DROPPED_FACET_NOTICES, type DroppableFacet, droppedFacets, type FacetChoice } from './browseFacets';
import {
  type BrowseFacetCounts,
  browseSearchParams,
  changeBrowse,
  collectibleQuery,
  isUnknownCategory,
  pageCount,
  readBrowseState,
  type BrowseState,
  type CollectiblePage,
  type ServedBrowse,
} from './browseQuery';
import { useAsync, type AsyncState } from '@sikka/shared/async';
import type { Category } from '@sikka/shared/domain/categories';

export interface BrowseUpdateOptions {
  /** Replace the current history entry instead of adding one (typing refines one search). */
  replace?: boolean;
}

/**
 * The browse view as the URL holds it, and a way to change it (which writes the URL). A URL with
 * values that mean nothing (a malformed category, '-500' as a price, min above max, page 'x') is
 * rewritten in place to the view actually shown: the address bar never claims a filter that is not on.
 */
export function useBrowseState() {
  // A change starts from the URL's latest search, not the last render's: two filters changed at once both stay.
  const [params, write] = useSearchParamsWriter();
  const state = useMemo(() => readBrowseState(params), [params]);
  const update = useCallback(
    (change: Partial<BrowseState>, options: BrowseUpdateOptions = {}) => {
      write((current) => browseSearchParams(changeBrowse(readBrowseState(current), change), current), {
        replace: options.replace,
      });
    },
    [write],
  );
  useEffect(() => {
    const honest = browseSearchParams(readBrowseState(params), params);
    if (honest.toString() !== params.toString()) write(() => honest, { replace: true });
  }, [params, write]);
  return { state, update, params };
}

/**
 * The grid's page for the current view: one request, re-run when the view changes; the server's read
 * where it rendered this same view.
 */
export function useCollectiblePage(state: BrowseState, loaded: ServedBrowse) {
  const query = collectibleQuery(state);
  const key = JSON.stringify(query);
  return useAsync(() => fetchCollectiblePage(query), [key], loaded.query === key ? { data: loaded.page } : undefined);
}

/** A page past the last one (a shared link, fewer items since): go to the last page, in place. */
export function useClampedPage(
  state: BrowseState,
  page: AsyncState<CollectiblePage>,
  update: ReturnType<typeof useBrowseState>['update'],
) {
  const total = page.status === 'ready' ? page.data.total : null;
  useEffect(() => {
    if (total === null || total === 0) return;
    const last = pageCount(total);
    if (state.page > last) update({ ...state, page: last }, { replace: true });
  }, [total, state, update]);
}

const UNKNOWN_CATEGORY_NOTICE = 'We could not find that collection, so all collections are shown.';
type DroppedFilter = 'category' | DroppableFacet;
const NOTICE_ORDER: readonly DroppedFilter[] = ['category', 'period', 'metal', 'kind', 'gradeBand', 'years'];
const NOTICES: Readonly<Record<DroppedFilter, string>> = { category: UNKNOWN_CATEGORY_NOTICE, ...DROPPED_FACET_NOTICES };

/**
 * A category the URL names but the shop does not have, or a facet value the catalogue does not have:
 * the view shows them all, the URL drops it (useBrowseState rewrites a malformed value away; an unknown
 * category is known once the categories are read), and this remembers to say so until that filter is
 * chosen again.
 */
export function useDroppedFilterNotices(
  params: URLSearchParams,
  categories: AsyncState<Category[]>,
  update: ReturnType<typeof useBrowseState>['update'],
) {
  const [dropped, setDropped] = useState<readonly DroppedFilter[]>([]);
  const known = categories.status === 'ready' ? categories.data.map((category) => category.id) : null;
  const unknownCategory = isUnknownCategory(params, known);
  const facets = droppedFacets(params).join(' ');
  useEffect(() => {
    if (!unknownCategory) return;
    setDropped((now) => (now.includes('category') ? now : [...now, 'category']));
    update({ categoryId: null }, { replace: true });
  }, [unknownCategory, update]);
  useEffect(() => {
    if (!facets) return;
    const more = facets.split(' ') as DroppableFacet[];
    setDropped((now) => [...now, ...more.filter((facet) => !now.includes(facet))]);
  }, [facets]);
  /**
   * A filter chosen again: its notice has been answered. Without a notice to take back, the state stays
   * the same array, so React does not render the page again at once for every tap on a filter (a
   * synchronous render of the whole grid, ~90 ms of a 4×-slowed phone's tap before the router's own).
   */
  const dismiss = useCallback((filter: 'category' | keyof FacetChoice) => {
    const gone: DroppedFilter = filter === 'yearFrom' || filter === 'yearTo' ? 'years' : filter;
    setDropped((now) => (now.includes(gone) ? now.filter((f) => f !== gone) : now));
  }, []);
  const notices = NOTICE_ORDER.filter((filter) => dropped.includes(filter)).map((filter) => NOTICES[filter]);
  return { notices, dismiss };
}

/**
 * The facets' counts of the last page read: the panel keeps them while the next view loads, instead of
 * blanking. Null until the first page has answered.
 */
export function useFacetCounts(page: AsyncState<CollectiblePage>): BrowseFacetCounts | null {
  const last = useRef<BrowseFacetCounts | null>(null);
  if (page.status === 'ready') last.current = page.data.facets;
  return last.current;
}
