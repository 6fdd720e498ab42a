/**
 * What the shop's server writes into a page it rendered, once, as JSON in a `<script type="application/json">`
 * (no code runs from it, so it needs no place in the page's policy): the page data (@sikka/shared/federation
 * PageData) and the deployment the server read, which the browser then does not fetch. A static host's page
 * has none: its entry requests the startup files at once instead. This module runs before the federation's
 * shared modules are ready: it imports no shared code.
 */
import type { PageData } from '@sikka/shared/federation';

/** The deployment as the server read it: /config.json's and /remotes.json's bodies. */
export interface Deployment {
  config: unknown;
  remotes: Record<string, string>;
}

export type ServedPage = PageData & { deployment?: Deployment };

export const PAGE_DATA_ID = 'sikka-page-data';

/**
 * JSON for a `<script type="application/json">`: `<`, `>`, `&` and the two JavaScript line separators
 * escaped, so no string inside (a listing named `</script><script>…`, an HTML comment's `<!--`) can end
 * the element or start markup; JSON.parse reads the escapes back as the same characters.
 */
export function serializePageData(value: ServedPage): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

let read: { text: string | null | undefined; value: ServedPage | null } | undefined;

/** The page data the server wrote into this page, or null (a static host's page): parsed once. */
export function readPageData(): ServedPage | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!read || read.text !== text) {
    let value: ServedPage | null = null;
    try {
      value = text ? (JSON.parse(text) as ServedPage) : null;
    } catch {}
    read = { text, value };
  }
  return read.value;
}

/** The startup files (shared's loadRuntimeConfig and registerRemotesFromList read them) and their part of the deployment. */
const STARTUP_FILES = { '/config.json': 'config', '/remotes.json': 'remotes' } as const;

const requested = new Map<string, Promise<Response>>();
const urlOf = (path: string) => new URL(path, window.location.origin).href;

/** The body the server wrote into the page for a startup file's URL, if it did. */
function served(url: string): unknown {
  for (const [path, part] of Object.entries(STARTUP_FILES)) {
    if (url === urlOf(path)) return readPageData()?.deployment?.[part];
  }
  return undefined;
}

/** Requests `paths` (once each, until read) that the page does not hold already. */
export function requestStartupFiles(paths: readonly string[] = Object.keys(STARTUP_FILES)): void {
  for (const url of paths.map(urlOf)) {
    if (requested.has(url) || served(url) !== undefined) continue;
    const response = fetch(url, { cache: 'no-cache' });
    response.catch(() => {}); // its reader handles a failure (both fall back): not an unhandled rejection
    requested.set(url, response);
  }
}

/** `fetch`, answering a startup file from the page or from the request already made (once; a later read fetches again). */
export const startupFetch: typeof fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : urlOf(String(input));
  const body = served(url);
  if (body !== undefined) return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  const own = requested.get(url);
  requested.delete(url);
  return own ?? fetch(input, init);
};
