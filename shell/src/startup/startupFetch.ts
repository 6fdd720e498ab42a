/**
 * The files the shell reads before anything else — the runtime config (shared's loadRuntimeConfig
 * reads /config.json) and the remote list — are requested by the entry chunk at once
 * (`requestStartupFiles`), before the shared modules have loaded; bootstrap then reads them through
 * `startupFetch`. This module runs before the federation's shared modules are ready: it imports no
 * shared code.
 */

/** The remote list (shared's registerRemotesFromList reads it). */
export const REMOTE_LIST_FILE = '/remotes.json';

/** The runtime config (shared's loadRuntimeConfig reads it). */
export const CONFIG_FILE = '/config.json';

export const STARTUP_FILES = [CONFIG_FILE, REMOTE_LIST_FILE];

const requested = new Map<string, Promise<Response>>();
const urlOf = (path: string) => new URL(path, window.location.origin).href;

/** Requests `paths` (once each, until read). */
export function requestStartupFiles(paths: readonly string[] = STARTUP_FILES): void {
  for (const path of paths) {
    const url = urlOf(path);
    if (requested.has(url)) continue;
    const response = fetch(url, { cache: 'no-cache' });
    response.catch(() => {}); // a failure is the reader's to handle (both fall back), not an unhandled rejection
    requested.set(url, response);
  }
}

/** `fetch`, answering a startup file from the request already made (once; a later read fetches again). */
export const startupFetch: typeof fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : urlOf(String(input));
  const own = requested.get(url);
  if (own) {
    requested.delete(url);
    return own;
  }
  return fetch(input, init);
};
