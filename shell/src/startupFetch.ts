/**
 * The two files the shell reads before anything else — the runtime config (shared's loadRuntimeConfig
 * reads /config.json) and the remote list — are requested by the entry chunk, at once, instead of
 * after the shared code (~1 MB) has loaded and run: on a cold load that hides their round trip.
 * bootstrap then reads them through `startupFetch`. This module runs before the federation's shared
 * modules are ready, so it imports nothing.
 */
export const STARTUP_FILES = ['/config.json', '/remotes.json'];

const requested = new Map<string, Promise<Response>>();

export function requestStartupFiles(paths: readonly string[] = STARTUP_FILES): void {
  for (const path of paths) {
    const url = new URL(path, window.location.origin).href;
    const response = fetch(url, { cache: 'no-cache' });
    response.catch(() => {}); // a failure is the reader's to handle (both fall back), not an unhandled rejection
    requested.set(url, response);
  }
}

/** `fetch`, answering a startup file from the request already made (once; a later read fetches again). */
export const startupFetch: typeof fetch = (input, init) => {
  const url = input instanceof Request ? input.url : new URL(String(input), window.location.origin).href;
  const response = requested.get(url);
  if (!response) return fetch(input, init);
  requested.delete(url);
  return response;
};
