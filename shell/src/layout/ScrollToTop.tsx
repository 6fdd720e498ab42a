import { useRouteChange } from './useRouteChange';

/** Spec §2: every route change scrolls to the top. */
export function ScrollToTop() {
  useRouteChange(() => window.scrollTo({ top: 0, left: 0 }));
  return null;
}
