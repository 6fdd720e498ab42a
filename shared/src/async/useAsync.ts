import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

/**
 * A request's states, explicit (CONVENTIONS). `ready` keeps its data while a refetch runs (`refreshing`),
 * so a list does not blank out when a realtime event or a returning tab asks for fresh rows.
 */
export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T; refreshing: boolean };

export type AsyncResult<T> = AsyncState<T> & {
  /** Loads again; resolves when that load has settled. Answers of superseded loads are dropped. */
  refetch(): Promise<void>;
};

/**
 * Runs `load` whenever `deps` change; an answer that arrives after a newer load has started (a slow
 * page 2 after a click on page 3) is dropped. `served` (what the server read) shows at once, unasked.
 * Not TanStack Query: a cache we do not need, for ~13 kB gzip on every page.
 */
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList, served?: { data: T }): AsyncResult<T> {
  const [state, setState] = useState<AsyncState<T>>(() =>
    served ? { status: 'ready', data: served.data, refreshing: false } : { status: 'loading' },
  );
  const skipFirst = useRef(served !== undefined);
  const generation = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback(async (refresh: boolean) => {
    const mine = ++generation.current;
    setState((previous) => (refresh && previous.status === 'ready' ? { ...previous, refreshing: true } : { status: 'loading' }));
    try {
      const data = await loadRef.current();
      if (mine === generation.current) setState({ status: 'ready', data, refreshing: false });
    } catch (error) {
      console.error('[sikka] a request failed', error);
      if (mine === generation.current) setState({ status: 'error', error });
    }
  }, []);

  useEffect(() => {
    if (skipFirst.current) skipFirst.current = false;
    else void run(false);
    return () => {
      generation.current++;
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is new each render; the caller's deps say when it changes
  }, deps);

  const refetch = useCallback(() => run(true), [run]);
  return { ...state, refetch } as AsyncResult<T>;
}
