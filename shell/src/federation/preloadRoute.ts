import { remoteModuleAt } from '../routeTable';
import { preloadRemoteModule, REMOTE_LOAD_TIMEOUT_MS } from '@sikka/shared/federation';

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
 * A failure is not reported here: the page's RemoteSlot shows and logs it.
 */
export async function preloadRoute(pathname: string, waitMs = FIRST_RENDER_WAIT_MS): Promise<void> {
  const remote = remoteModuleAt(pathname, true); // never the admin remote ahead of the session
  if (!remote) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  // Its time limit counts from the start of the page, so a hung remote falls back 8 s into the visit.
  const timeoutMs = Math.max(2000, REMOTE_LOAD_TIMEOUT_MS - Math.round(performance.now()));
  await Promise.race([
    preloadRemoteModule(remote, { timeoutMs }).then(
      () => {},
      () => {},
    ),
    timeout,
  ]);
  clearTimeout(timer);
}
