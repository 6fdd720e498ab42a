import {
  createContext,
  Suspense,
  use,
  useContext,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { type AsyncResult, useAsync } from '@sikka/shared/async';
import { useLocation, useNavigate, useParams } from '@sikka/shared/router';

/**
 * The page contract (issue 52), the same for every page of every remote: a page module exports its
 * component (default) and, if the page shows data, a `loader`. The shell runs the loader, on the server
 * for the first request and in the browser for every client navigation and on a static host, and hands
 * the result to the page (usePageLoad); a page never asks for its own first data, nor names itself.
 * The page renders its own head (DocumentMeta).
 */
export interface PageLoaderContext {
  /** The route's parameters (`slug` of /:slug). */
  params: Record<string, string | undefined>;
  /** The whole address: a page that reads its query (the home page's browse view) reads it here. */
  url: URL;
}
export interface PageLoaderResult<T> {
  /** 404: the address names nothing (an unknown slug): the server answers with it, the page shows why. */
  status: 200 | 404;
  data: T;
  /** The address answers with a redirect there instead (302), e.g. a GET form's query to its page. */
  redirect?: string;
}
export type PageLoader<T> = (context: PageLoaderContext) => Promise<PageLoaderResult<T>>;

/** A page as its remote exposes it. */
export interface PageModule {
  default: ComponentType;
  loader?: PageLoader<unknown>;
}

/**
 * What the shop's server wrote into the page once (serializePageData): the page's loader result for the
 * address it rendered, and what the shell's frame shows on every page (the seller's details). The
 * browser hydrates from it and asks for none of it again.
 */
export interface PageData {
  /** The path the loader ran for: another address (after a navigation) runs its own. */
  url: string;
  /** The shop's public origin (absolute links: canonical, Open Graph, share). */
  origin: string;
  /** The loader's answer; absent when the page has no loader or when it failed (the browser runs it). */
  result?: { status: number; data: unknown };
  /**
   * On the server only, for a page whose answer's status cannot depend on its data (no parameter in its
   * path): the loader's answer to come. The frame is sent before it, and the page, shown loading until
   * then, follows in the same response (shell/src/ssr/render.tsx). Never serialized.
   */
  pending?: Promise<PageData['result']>;
  /** The shell frame's data (the same on every page), as the server read it; null when it could not. */
  frame?: unknown;
}

const PageDataContext = createContext<PageData | null>(null);

/** The server's page data (null on a static host): given to the loader runner and the frame. */
export const PageDataProvider = PageDataContext.Provider;

/** The page data the server wrote, or null (a static host's page, or a test). */
export function useServedPageData(): PageData | null {
  return useContext(PageDataContext);
}

/** The shop's public origin: the server's (SIKKA_SITE_URL) where it rendered the page, else this page's. */
export function useSiteOrigin(): string {
  return useContext(PageDataContext)?.origin ?? globalThis.location?.origin ?? '';
}

const PageLoadContext = createContext<AsyncResult<unknown> | null>(null);

const NO_LOADER: AsyncResult<unknown> = { status: 'loading', refetch: async () => {} };

/**
 * The page's data, as its loader answered for this address: loading (in the browser, while it runs),
 * ready (`data`), or error; `refetch` runs the loader again (a 'Try again', a read after a change).
 */
export function usePageLoad<T>(): AsyncResult<T> {
  return (useContext(PageLoadContext) ?? NO_LOADER) as AsyncResult<T>;
}

/** Page data whose address the visitor has left. */
const left = new WeakSet<PageData>();

export interface PageLoadProps {
  /** The page's loader (a remote's page module loads first: its loader comes with it). */
  loader(): Promise<PageLoader<unknown> | undefined>;
  children: ReactNode;
}

/**
 * Runs a page's loader for the current address and hands the answer to the page below it (usePageLoad):
 * not at all where the server's page data holds the answer for this path (the first address of a
 * rendered page), once per path otherwise. A loader's redirect replaces the address. While the server
 * still waits for the answer (PageData `pending`), the page is sent loading and follows when it comes:
 * the same Suspense boundary is rendered in the browser, so hydration finds the same tree.
 */
export function PageLoad({ loader, children }: PageLoadProps) {
  return (
    <Suspense fallback={<PageLoadContext.Provider value={NO_LOADER}>{children}</PageLoadContext.Provider>}>
      <LoadedPage loader={loader}>{children}</LoadedPage>
    </Suspense>
  );
}

function LoadedPage({ loader, children }: PageLoadProps) {
  const location = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const served = useServedPageData();
  const address = location.pathname;
  const servedResult = served?.pending ? use(served.pending) : served?.result;
  // The server's answer is for the page as first opened: once the visitor has been elsewhere, coming
  // back to that address runs the loader (the answer is as old as the first request).
  if (served && served.url !== address) left.add(served);
  const answered = servedResult && served?.url === address && !left.has(served) ? { data: servedResult.data } : undefined;
  // The address the state's answer is for: between a navigation and its loader's start, the page shows
  // its loading state, never the previous address's data.
  const answeredFor = useRef(answered ? address : null);
  const state = useAsync(
    async () => {
      try {
        const load = await loader();
        const result = load && (await load({ params, url: new URL(address + location.search, window.location.origin) }));
        if (result?.redirect) navigate(result.redirect, { replace: true });
        return result?.data;
      } finally {
        answeredFor.current = address;
      }
    },
    [address],
    answered,
  );
  const current =
    state.status === 'loading' || answeredFor.current === address
      ? state
      : { status: 'loading' as const, refetch: state.refetch };
  return <PageLoadContext.Provider value={current}>{children}</PageLoadContext.Provider>;
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
