import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A back-office list's state as the URL holds it: back/forward and reload keep search and page. */
export interface ListUrlState {
  /** The search text (`?q=`), as typed. */
  query: string;
  /** 1-based page (`?page=`); anything that is not a whole number ≥ 1 reads as 1. */
  page: number;
}

export function readListState(params: URLSearchParams): ListUrlState {
  const page = Number(params.get('page'));
  return { query: params.get('q') ?? '', page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** Writes a change into `params` (a new search starts again on page 1); defaults stay out of the URL. */
export function writeListState(params: URLSearchParams, change: Partial<ListUrlState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const state = { ...readListState(params), ...change };
  if ('query' in change && !('page' in change)) state.page = 1;
  if (state.query.trim()) next.set('q', state.query);
  else next.delete('q');
  if (state.page > 1) next.set('page', String(state.page));
  else next.delete('page');
  return next;
}

/**
 * The list state of the current screen and a way to change it. Typing refines one search, so it
 * replaces the history entry; a page change adds one.
 */
export function useListUrlState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const update = useCallback(
    (change: Partial<ListUrlState>) => setParams((current) => writeListState(current, change), { replace: !('page' in change) }),
    [setParams],
  );
  return { ...state, update };
}
