import { preloadRemoteModule, REMOTE_LOAD_TIMEOUT_MS } from '@sikka/shared/federation';
import { remoteModuleAt } from '../routeTable';

/** A remote that is down (or slow) costs the first render of the header and footer at most this long. */
const FIRST_RENDER_WAIT_MS = 1500;

/**
 * Loads the remote page of `pathname` before the first render, waiting at most `waitMs`: rendered loaded,
 * it shows at once, where a suspended one would keep the spinner for React's Suspense throttle (~300 ms).
 * The page's RemoteSlot shows and logs a failure.
 */
export async function preloadRoute(pathname: string, waitMs = FIRST_RENDER_WAIT_MS): Promise<void> {
  const remote = remoteModuleAt(pathname, true); // never the admin remote ahead of the session
  if (!remote) return;
  // Its time limit counts from the start of the page, so a hung remote falls back 8 s into the visit.
  const timeoutMs = Math.max(2000, REMOTE_LOAD_TIMEOUT_MS - Math.round(performance.now()));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    preloadRemoteModule(remote, { timeoutMs }).catch(() => {}),
    new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
}
