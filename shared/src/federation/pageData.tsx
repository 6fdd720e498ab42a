import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from '@sikka/shared/router';
import type { RemoteModuleId } from './contracts';

/**
 * What a page's data loader (the `<Page>.data.ts` file beside a remote's page, exposed by its build as
 * `<remote>/<Page>.data`) returned on the server for the address being rendered. The shell's server
 * writes it into the page once (serializePageData) and the browser hands the same value to the same
 * component, so the page hydrates from it instead of asking the backend again.
 */
export interface PageData {
  /** The page the data is for, e.g. 'catalog/ListingPage'. */
  page: RemoteModuleId;
  /** The address it was loaded for (path and query): another address ignores it. */
  url: string;
  /** The shop's public origin (absolute links: canonical, Open Graph, share). */
  origin: string;
  data: unknown;
  /** The shop's legal details the footer shows (the shell's, the same on every page), as the server read them. */
  seller?: unknown;
}

/** The loader's contract: what the server passes, and the status it answers with (404 for an unknown slug). */
export interface PageLoaderContext {
  params: Record<string, string | undefined>;
  url: URL;
}
export interface PageLoaderResult<T> {
  status: 200 | 404;
  data: T;
  /** The address answers with a redirect there instead (302), e.g. a GET form's query to its page. */
  redirect?: string;
}
export type PageLoader<T> = (context: PageLoaderContext) => Promise<PageLoaderResult<T>>;

const PageDataContext = createContext<PageData | null>(null);

/**
 * Hands the server's page data to the page it was read for, until the visitor leaves that address:
 * coming back later, the page reads for itself (the data is as old as the first request).
 */
export function PageDataProvider({ value, children }: { value: PageData | null; children: ReactNode }) {
  const { pathname } = useLocation();
  const [left, setLeft] = useState(false);
  if (!left && value && pathname !== value.url) setLeft(true);
  // The origin stays (it is the shop's, not the page's); only the data's address is forgotten.
  const current = useMemo(() => (value && left ? { ...value, url: '', data: null } : value), [value, left]);
  return <PageDataContext.Provider value={current}>{children}</PageDataContext.Provider>;
}

/**
 * The server's data for `page` at `url` (the component's own address), or undefined: on a static
 * host, after a client-side navigation, or for another page. The caller then loads as before.
 */
export function usePageData<T>(page: RemoteModuleId, url: string): T | undefined {
  const value = useContext(PageDataContext);
  return value && value.page === page && value.url === url ? (value.data as T) : undefined;
}

/** The shop's public origin: the server's (SIKKA_SITE_URL) where it rendered the page, else this page's. */
export function useSiteOrigin(): string {
  const value = useContext(PageDataContext);
  return value?.origin ?? globalThis.location?.origin ?? '';
}

/** The id of the element holding the serialized page data. */
export const PAGE_DATA_ID = 'sikka-page-data';

/**
 * JSON for a `<script type="application/json">`: `<`, `>`, `&` and the two JavaScript line
 * separators escaped, so no string inside (a listing named `</script><script>…`) can end the element
 * or start markup; JSON.parse reads the escapes back as the same characters.
 */
export function serializePageData(value: PageData): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The page data the server wrote into this page, if any (read once, before hydration). */
export function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return null;
  }
}

const noSubscription = () => () => {};
/**
 * False while the server renders and while the browser hydrates that render, true from then on (and
 * at once in a page rendered in the browser). A control whose handler exists only in the browser is
 * disabled until then, so a tap before the page's script has taken over is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
