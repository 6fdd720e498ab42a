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
 * The page contract of every page: its module exports the component (default) and, if it shows data, a
 * `loader`. The shell runs the loader (on the server for the first request, else in the browser) and
 * hands the result to the page (usePageLoad). The page renders its own head (DocumentMeta).
 */
export interface PageLoaderContext {
  params: Record<string, string | undefined>;
  /** With its query (the home page's browse view reads it). */
  url: URL;
}
export interface PageLoaderResult<T> {
  /** 404: the address names nothing (an unknown slug); the page shows why. */
  status: 200 | 404;
  data: T;
  /** Answer with a redirect there instead (302), e.g. a GET form's query to its page. */
  redirect?: string;
}
export type PageLoader<T> = (context: PageLoaderContext) => Promise<PageLoaderResult<T>>;

export interface PageModule {
  default: ComponentType;
  loader?: PageLoader<unknown>;
}

/** What the shop's server wrote into the page once: the browser hydrates from it and asks for none of it again. */
export interface PageData {
  /** The path the loader ran for. */
  url: string;
  /** The shop's public origin (absolute links: canonical, Open Graph, share). */
  origin: string;
  /** Absent when the page has no loader or it failed (the browser runs it). */
  result?: { status: number; data: unknown };
  /**
   * Server only, never serialized, for a page whose status cannot depend on its data (no parameter in its
   * path): the answer to come. The frame is streamed first; the page, loading until then, follows.
   */
  pending?: Promise<PageData['result']>;
  /** The shell frame's data (the seller's details), as the server read it; null when it could not. */
  frame?: unknown;
}

const PageDataContext = createContext<PageData | null>(null);

export const PageDataProvider = PageDataContext.Provider;

/** Null on a static host, or in a test. */
export function useServedPageData(): PageData | null {
  return useContext(PageDataContext);
}

/** The shop's public origin (canonical, Open Graph and share links): the server's (SIKKA_SITE_URL), else this page's. */
export function useSiteOrigin(): string {
  return useContext(PageDataContext)?.origin ?? globalThis.location?.origin ?? '';
}

const PageLoadContext = createContext<AsyncResult<unknown> | null>(null);

const NO_LOADER: AsyncResult<unknown> = { status: 'loading', refetch: async () => {} };

/** The loader's answer for this address; `refetch` runs it again (Try again, a read after a change). */
export function usePageLoad<T>(): AsyncResult<T> {
  return (useContext(PageLoadContext) ?? NO_LOADER) as AsyncResult<T>;
}

/** Page data whose address the visitor has left. */
const left = new WeakSet<PageData>();

export interface PageLoadProps {
  /** The loader comes with the page's module, loaded first. */
  loader(): Promise<PageLoader<unknown> | undefined>;
  children: ReactNode;
}

/**
 * Runs a page's loader once per path, not at all where the server's page data holds the answer for it,
 * and hands the answer to the page (usePageLoad). A redirect replaces the address. The Suspense boundary
 * for a `pending` answer is rendered in the browser too, so hydration finds the same tree.
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
  // The server's answer is as old as the first request: coming back to its address runs the loader.
  if (served && served.url !== address) left.add(served);
  const answered = servedResult && served?.url === address && !left.has(served) ? { data: servedResult.data } : undefined;
  // Between a navigation and its loader's start, show loading, never the previous address's data.
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
 * False on the server and while the browser hydrates its render, then true. A control whose handler
 * exists only in the browser is disabled until then, so an early tap is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
