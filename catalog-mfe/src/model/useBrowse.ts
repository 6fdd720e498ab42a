import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchCollectiblePage } from '../api/collectibles';
import { browseSearchParams, changeBrowse, collectibleQuery, readBrowseState, type BrowseState } from './browseQuery';
import { useAsync } from '@sikka/shared/async';
import { fetchCategories } from '@sikka/shared/domain/categories';

export interface BrowseUpdateOptions {
  /** Replace the current history entry instead of adding one (typing refines one search). */
  replace?: boolean;
}

/** The browse view as the URL holds it, and a way to change it (which writes the URL). */
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
  return { state, update };
}

/** The grid's page for the current view: one request, re-run when the view changes. */
export function useCollectiblePage(state: BrowseState) {
  const query = collectibleQuery(state);
  return useAsync(() => fetchCollectiblePage(query), [JSON.stringify(query)]);
}

export function useCategories() {
  return useAsync(fetchCategories, []);
}
