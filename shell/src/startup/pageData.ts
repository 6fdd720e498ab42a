/**
 * The page data the shop's server writes into a page it rendered, once, as JSON in a
 * `<script type="application/json">` (no code runs from it, and it needs no place in the page's policy):
 * the page's loader result and the frame's data (@sikka/shared/federation PageData), and the deployment
 * the server read (the runtime config and the remote list), which the browser then does not fetch.
 * This module runs before the federation's shared modules are ready: it imports no shared code.
 */
import type { PageData } from '@sikka/shared/federation';

/** The deployment as the server read it: /config.json's and /remotes.json's bodies. */
export interface Deployment {
  config: unknown;
  remotes: Record<string, string>;
}

export type ServedPage = PageData & { deployment?: Deployment };

/** The id of the element holding the serialized page data. */
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
  if (read && read.text === text) return read.value;
  let value: ServedPage | null = null;
  try {
    value = text ? (JSON.parse(text) as ServedPage) : null;
  } catch {
    value = null;
  }
  read = { text, value };
  return value;
}
