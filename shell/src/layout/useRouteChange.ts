import { useEffect, useRef } from 'react';
import { useLocation } from '@sikka/shared/router';

/** Runs `onChange` after every route change (a new pathname), not on the first render. */
export function useRouteChange(onChange: () => void) {
  const { pathname } = useLocation();
  const latest = useRef(onChange);
  latest.current = onChange;
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger; the callback is read through a ref
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    latest.current();
  }, [pathname]);
}
