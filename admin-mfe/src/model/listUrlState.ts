import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from '@sikka/shared/router';

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
  const [params, write] = useSearchParamsWriter();
  const state = useMemo(() => readListState(params), [params]);
  const update = useCallback(
    (change: Partial<ListUrlState>) => write((current) => writeListState(current, change), { replace: !('page' in change) }),
    [write],
  );
  return { ...state, update };
}

/** Writes a list filter (`?status=received`) into `params`; a new filter starts again on page 1. */
export function writeListFilter(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  next.delete('page');
  return next;
}

/** One filter of the current list, kept in the URL beside search and page (`''` = no filter). */
export function useListFilter(name: string) {
  const [params, write] = useSearchParamsWriter();
  const value = params.get(name) ?? '';
  const update = useCallback((next: string) => write((current) => writeListFilter(current, name, next)), [name, write]);
  return [value, update] as const;
}

/** The last search a list wrote, and the location it was on then (one per page: one router, one list). */
let lastWrite: { from: object; params: URLSearchParams } | null = null;

/**
 * The URL's search and a way to change it that starts from its latest value. react-router hands a functional
 * update the search of the last render, and the router renders a navigation in a transition, so a second
 * change made before that render (a status picked, then the search typed at once) was computed from the
 * old URL and dropped the first. While the location rendered is still the one the last change was made
 * from, that change is the latest value; once the navigation renders (or back/forward brings another
 * location), the rendered search is.
 */
function useSearchParamsWriter() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const write = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => {
      const current = lastWrite?.from === location ? lastWrite.params : params;
      const next = change(new URLSearchParams(current));
      lastWrite = { from: location, params: next };
      setParams(next, options);
    },
    [location, params, setParams],
  );
  return [params, write] as const;
}

/** `value` once it has stopped changing for `delayMs`: a search runs when typing pauses, not per key. */
export function useSettled<T>(value: T, delayMs = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** One page of a back-office list as the database answers it: the rows and how many match in all. */
export interface ListPage<T> {
  total: number;
  rows: T[];
}

/** Pages needed for `total` rows (at least 1, so page 1 of an empty list is valid). */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
