import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** The last search written on this page, and the location it was written from (one router per page). */
let lastWrite: { from: object; params: URLSearchParams } | null = null;

/**
 * The URL's search and a way to change it that starts from its latest value. react-router hands a
 * functional `setSearchParams` the search of the last render, and the router renders a navigation in a
 * transition: a second change made before that render (a status picked, then the search typed at once)
 * was computed from the old URL and dropped the first. While the location rendered is still the one the
 * last change was made from, that change is the latest value; once the navigation renders (or back and
 * forward bring another location), the rendered search is.
 */
export function useSearchParamsWriter() {
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
