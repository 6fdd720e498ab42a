import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@sikka/shared/router';
import { readCategories, readCollectiblePage } from './browsePrefetch';
import {
  browseSearchParams,
  changeBrowse,
  collectibleQuery,
  isUnknownCategory,
  pageCount,
  readBrowseState,
  type BrowseState,
  type CollectiblePage,
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
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readBrowseState(params), [params]);
  const update = useCallback(
    (change: Partial<BrowseState>, options: BrowseUpdateOptions = {}) => {
      setParams((current) => browseSearchParams(changeBrowse(readBrowseState(current), change), current), {
        replace: options.replace,
      });
    },
    [setParams],
  );
  useEffect(() => {
    const honest = browseSearchParams(readBrowseState(params), params);
    if (honest.toString() !== params.toString()) setParams(honest, { replace: true });
  }, [params, setParams]);
  return { state, update, params };
}

/** The grid's page for the current view: one request, re-run when the view changes. */
export function useCollectiblePage(state: BrowseState) {
  const query = collectibleQuery(state);
  return useAsync(() => readCollectiblePage(query), [JSON.stringify(query)]);
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

/**
 * A category the URL names but the shop does not have: the view shows all collections, the URL drops
 * it, and this remembers to say so until another category is chosen.
 */
export function useUnknownCategoryNotice(
  params: URLSearchParams,
  categories: AsyncState<Category[]>,
  update: ReturnType<typeof useBrowseState>['update'],
) {
  const [notice, setNotice] = useState(false);
  const known = categories.status === 'ready' ? categories.data.map((category) => category.id) : null;
  const unknown = isUnknownCategory(params, known);
  useEffect(() => {
    if (!unknown) return;
    setNotice(true);
    update({ categoryId: null }, { replace: true });
  }, [unknown, update]);
  return { notice, dismiss: useCallback(() => setNotice(false), []) };
}

export function useCategories() {
  return useAsync(readCategories, []);
}
