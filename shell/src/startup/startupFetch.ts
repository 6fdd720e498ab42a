import { EARLY_REQUESTS_KEY, type EarlyRequests } from './earlyStartup';

/**
 * The files the shell reads before anything else — the runtime config (shared's loadRuntimeConfig
 * reads /config.json), the remote list, and the manifest of the first address's remote — are requested
 * by the page's first, inline script (earlyStartup.ts), before any of the shell's JavaScript has
 * downloaded; bootstrap and the federation runtime's fetch hook (retry.ts) then read them through
 * `startupFetch`. Without that script (a page served without it) the entry chunk requests the two
 * files itself (`requestStartupFiles`). This module runs before the federation's shared modules are
 * ready: it imports no shared code.
 */

/** The remote list (shared's registerRemotesFromList reads it). */
export const REMOTE_LIST_FILE = '/remotes.json';

/** The runtime config (shared's loadRuntimeConfig reads it). */
export const CONFIG_FILE = '/config.json';

export const STARTUP_FILES = [CONFIG_FILE, REMOTE_LIST_FILE];

const requested = new Map<string, Promise<Response>>();
const urlOf = (path: string) => new URL(path, window.location.origin).href;

/** The page script's requests, if it ran (it may still add the remote's manifest: see `ready`). */
function earlyRequests(): EarlyRequests | undefined {
  return (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS_KEY];
}

/** Requests those of `paths` the page script has not requested. */
export function requestStartupFiles(paths: readonly string[] = STARTUP_FILES): void {
  const early = earlyRequests()?.requests ?? {};
  for (const path of paths) {
    const url = urlOf(path);
    if (requested.has(url) || early[url]) continue;
    const response = fetch(url, { cache: 'no-cache' });
    response.catch(() => {}); // a failure is the reader's to handle (both fall back), not an unhandled rejection
    requested.set(url, response);
  }
}

/**
 * Settles once the page script is done (it has read the remote list and the manifest and preloaded the
 * remote's first files, or given up), after `limit` ms at most, and at once without that script. The
 * entry chunk waits for it before it runs the shell's code: that code keeps the main thread busy for a
 * while, and each of the script's steps would otherwise wait behind it. The shell could not render
 * sooner anyway: it reads the same list and that remote before its first render (bootstrap.tsx).
 */
export function earlyStartupDone(limit: number): Promise<void> {
  const early = earlyRequests();
  if (!early) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limit);
    void early.done.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * `fetch`, answering a startup file from the request already made (once; a later read fetches again).
 * A file the page script may still request (the first remote's manifest) is looked for once it has.
 */
export const startupFetch: typeof fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : urlOf(String(input));
  const own = requested.get(url);
  if (own) {
    requested.delete(url);
    return own;
  }
  const early = earlyRequests();
  if (early) {
    await early.ready;
    const response = early.requests[url];
    if (response) {
      delete early.requests[url];
      return response;
    }
  }
  return fetch(input, init);
};
