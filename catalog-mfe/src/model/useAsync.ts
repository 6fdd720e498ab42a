import { useEffect, useState, type DependencyList } from 'react';

/** The explicit states of a request the page shows: loading, failed, or its data. */
export type AsyncState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs `load` whenever `deps` change and follows its outcome. An answer that arrives after the deps
 * have changed again (a slow page 2 after a click on page 3) is dropped.
 */
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        console.error('[catalog]', error);
        if (current) setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new closure each render; `deps` say when it asks for something else.
  }, deps);
  return state;
}
