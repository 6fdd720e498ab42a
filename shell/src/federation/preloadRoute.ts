import { remoteModuleAt, ROUTE_TABLE } from '../routeTable';
import { preloadRemotePage } from './remotePages';

/**
 * How long the shell's first render waits for the remote of the address being opened. Usually the
 * remote arrives well before; a remote that is down (or slow) then costs the header and footer at
 * most this long, and its area shows the spinner or the fallback as on any later navigation.
 */
export const FIRST_RENDER_WAIT_MS = 1500;

/**
 * Loads the remote page of `pathname` before the first render, waiting at most `waitMs`. Rendered
 * already loaded, it shows at once: had it suspended, React would keep the fallback spinner for at
 * least ~300 ms (its Suspense throttle), which was most of the federated shop's extra LCP.
 * A failure is not reported here: the page's RemoteArea shows and logs it.
 */
export async function preloadRoute(pathname: string, waitMs = FIRST_RENDER_WAIT_MS): Promise<void> {
  const remote = remoteModuleAt(ROUTE_TABLE, pathname);
  if (!remote) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([preloadRemotePage(remote).then(() => {}, () => {}), timeout]);
  clearTimeout(timer);
}
