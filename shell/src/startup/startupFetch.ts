/**
 * The files the shell reads before anything else — the runtime config (shared's loadRuntimeConfig
 * reads /config.json) and the remote list. A page the shop's server rendered holds both (its page
 * data's `deployment`): `startupFetch` answers them from there, and nothing is fetched. On a static
 * host the entry chunk requests them at once (`requestStartupFiles`), before the shared modules have
 * loaded, and bootstrap reads them through `startupFetch`. This module runs before the federation's
 * shared modules are ready: it imports no shared code.
 */
import { type Deployment, readPageData } from './pageData';

/** The remote list (shared's registerRemotesFromList reads it). */
export const REMOTE_LIST_FILE = '/remotes.json';

/** The runtime config (shared's loadRuntimeConfig reads it). */
export const CONFIG_FILE = '/config.json';

export const STARTUP_FILES = [CONFIG_FILE, REMOTE_LIST_FILE];

const requested = new Map<string, Promise<Response>>();
const urlOf = (path: string) => new URL(path, window.location.origin).href;

/** The body the server wrote into the page for a startup file's URL, if it did. */
function served(url: string): unknown {
  const deployment: Deployment | undefined = readPageData()?.deployment;
  if (!deployment) return undefined;
  if (url === urlOf(CONFIG_FILE)) return deployment.config;
  if (url === urlOf(REMOTE_LIST_FILE)) return deployment.remotes;
  return undefined;
}

/** Requests `paths` (once each, until read) that the page does not hold already. */
export function requestStartupFiles(paths: readonly string[] = STARTUP_FILES): void {
  for (const path of paths) {
    const url = urlOf(path);
    if (requested.has(url) || served(url) !== undefined) continue;
    const response = fetch(url, { cache: 'no-cache' });
    response.catch(() => {}); // a failure is the reader's to handle (both fall back), not an unhandled rejection
    requested.set(url, response);
  }
}

/** `fetch`, answering a startup file from the request already made (once; a later read fetches again). */
export const startupFetch: typeof fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : urlOf(String(input));
  const body = served(url);
  if (body !== undefined) return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  const own = requested.get(url);
  if (own) {
    requested.delete(url);
    return own;
  }
  return fetch(input, init);
};
