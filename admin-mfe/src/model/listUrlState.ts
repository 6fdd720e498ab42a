import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParamsWriter } from '@sikka/shared/router';

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
 * replaces the history entry; a page change adds one. The search shown is the one typed, at once: the
 * URL it is written to renders a moment later (a navigation), and a search box showing the URL's lagged
 * behind the keys on a slow machine (what was typed next landed after the text the URL put back). The
 * URL's search is shown instead only when it changes by another way (back, forward, a link).
 */
export function useListUrlState() {
  const [params, write] = useSearchParamsWriter();
  const state = useMemo(() => readListState(params), [params]);
  const [typed, setTyped] = useState(state.query);
  // The searches written and not yet seen back in the URL: seeing one of them is no change from elsewhere.
  const [pending] = useState(() => new Set<string>());
  const [seen, setSeen] = useState(state.query);
  if (state.query !== seen) {
    setSeen(state.query);
    if (!pending.has(state.query)) {
      pending.clear();
      setTyped(state.query);
    } else if (state.query === typed) pending.clear();
  }
  const update = useCallback(
    (change: Partial<ListUrlState>) => {
      if (change.query !== undefined) {
        pending.add(change.query);
        setTyped(change.query);
      }
      write((current) => writeListState(current, change), { replace: !('page' in change) });
    },
    [write, pending],
  );
  return { query: typed, page: state.page, update };
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
