import { matchRoutes } from 'react-router-dom';
import type { RemoteModuleId } from '@sikka/shared';
import { ROUTES } from '../routes';
import { preloadRemotePage } from './remotePages';

/**
 * How long the shell's first render waits for the remote of the address being opened. Usually the
 * remote arrives well before; a remote that is down (or slow) then costs the header and footer at
 * most this long, and its area shows the spinner or the fallback as on any later navigation.
 */
export const FIRST_RENDER_WAIT_MS = 1500;

/** The remote page the route table shows at `pathname` (following a redirect), if any. */
export function remoteOfPath(pathname: string): RemoteModuleId | undefined {
  const route = matchRoutes([...ROUTES], pathname)?.[0]?.route;
  if (!route) return undefined;
  if ('redirectTo' in route) return route.redirectTo === pathname ? undefined : remoteOfPath(route.redirectTo);
  return 'remote' in route ? route.remote : undefined;
}

/**
 * Loads the remote page of `pathname` before the first render, waiting at most `waitMs`. Rendered
 * already loaded, it shows at once: had it suspended, React would keep the fallback spinner for at
 * least ~300 ms (its Suspense throttle), which was most of the federated shop's extra LCP.
 * A failure is not reported here: the page's RemoteArea shows and logs it.
 */
export async function preloadRoute(pathname: string, waitMs = FIRST_RENDER_WAIT_MS): Promise<void> {
  const remote = remoteOfPath(pathname);
  if (!remote) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([preloadRemotePage(remote).then(() => {}, () => {}), timeout]);
  clearTimeout(timer);
}
