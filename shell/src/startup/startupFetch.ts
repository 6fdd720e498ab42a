import { EARLY_REQUESTS_KEY } from './earlyStartup';

/**
 * The files the shell reads before anything else — the runtime config (shared's loadRuntimeConfig
 * reads /config.json), the remote list, and the manifest of the first address's remote — are requested
 * by the page's first, inline script (earlyStartup.ts), before any of the shell's JavaScript has
 * downloaded; bootstrap and the federation runtime's fetch hook (retry.ts) then read them through
 * `startupFetch`. Without that script (a page served without it) the entry chunk requests the two
 * files itself (`requestStartupFiles`). This module runs before the federation's shared modules are
 * ready: it imports no shared code.
 */

/** The remote list (federation/registry.ts reads it). */
export const REMOTE_LIST_FILE = '/remotes.json';

export const STARTUP_FILES = ['/config.json', REMOTE_LIST_FILE];

const requested = new Map<string, Promise<Response>>();
const urlOf = (path: string) => new URL(path, window.location.origin).href;

/** What the page script has requested so far (it may still add the remote's manifest). */
function earlyRequests(): Record<string, Promise<Response>> {
  return (window as unknown as Record<string, Record<string, Promise<Response>> | undefined>)[EARLY_REQUESTS_KEY] ?? {};
}

/** Requests those of `paths` the page script has not requested. */
export function requestStartupFiles(paths: readonly string[] = STARTUP_FILES): void {
  const early = earlyRequests();
  for (const path of paths) {
    const url = urlOf(path);
    if (requested.has(url) || early[url]) continue;
    const response = fetch(url, { cache: 'no-cache' });
    response.catch(() => {}); // a failure is the reader's to handle (both fall back), not an unhandled rejection
    requested.set(url, response);
  }
}

/** `fetch`, answering a startup file from the request already made (once; a later read fetches again). */
export const startupFetch: typeof fetch = (input, init) => {
  const url = input instanceof Request ? input.url : urlOf(String(input));
  const early = earlyRequests();
  const response = requested.get(url) ?? early[url];
  if (!response) return fetch(input, init);
  requested.delete(url);
  delete early[url];
  return response;
};
