/**
 * Renders one address of the shop on the server (Node build of the shell): the same App, route table
 * and remote page components as the browser, the remotes' pages loaded by the federation runtime from
 * each remote's server build, in the shop's document (Document.tsx), streamed with React's
 * renderToPipeableStream. The page's data loader runs first, and its answer decides the status (a 404,
 * a redirect), except on a `streamed` route, whose page follows its frame when its data is slow.
 */
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  type PageLoaderResult,
  PageDataProvider,
  type PageModule,
  preloadRemoteModule,
  type RemoteModuleId,
} from '@sikka/shared/federation';
import { StaticRouter } from '@sikka/shared/router/fixed';
import { SessionProvider } from '@sikka/shared/session';
import { staticSessionStore } from '@sikka/shared/session/fixed';
import { configureSupabase, type RuntimeConfig } from '@sikka/shared/supabase';
import { ToastProvider } from '@sikka/shared/ui';
import { App } from '../App';
import type { FrameData } from '../seller/useSellerDetails';
import { isBackOffice, routeAt } from '../routeTable';
import type { Deployment, ServedPage } from '../startup/pageData';
import { Document, type DocumentAssets, documentScripts } from './Document';
import { sharedRead, sharedShopFacts } from './sharedRead';
import { within } from './within';
import { switchedRemotes } from './switchRemotes';

export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  /** The shop's public origin (SIKKA_SITE_URL). */
  origin: string;
  config: RuntimeConfig;
  /** Each remote's server entry (<public URL>/server/remoteEntry.js). */
  remotes: { name: string; entry: string }[];
  /** /config.json's and /remotes.json's bodies, written into the page for the browser. */
  deployment: Deployment;
  /** The whole render's time limit: a remote or loader slower than this shows its fallback. */
  timeoutMs?: number;
  /** The document's files for the remote page rendered (none for the back office or a shell page): shell/server/pages.ts. */
  assets(page: RemoteModuleId | undefined): Promise<DocumentAssets>;
  /** The nonce of React's own inline scripts, written only when a part of the page is sent after the rest. */
  nonce: string;
  /** How long a `streamed` page's loader is waited for before its frame is sent alone (STREAM_AFTER_MS). */
  streamAfterMs?: number;
}

/** The document as it is rendered. */
export interface RenderedDocument {
  /** The inline scripts the document writes (its policy allows their hashes, and the nonce if streamed). */
  scripts: string[];
  /**
   * Its frame is sent before the rest (a `streamed` page whose data is slow): React then writes inline
   * scripts of its own, with the request's nonce. Any other document is written whole at once, without.
   */
  streamed: boolean;
  /** Writes the document into `destination`, as React renders it, and ends it. */
  pipe(destination: Writable): void;
  /**
   * Settles once the whole document is written: true when a part of the page is missing (its data
   * loader failed or ran out of time, its remote did not load, or the render's time limit passed).
   * That part shows its loading state or fallback (the browser renders it); such a page is never kept
   * for other visitors.
   */
  incomplete: Promise<boolean>;
}

export interface RenderResult {
  status: number;
  /** The route table's or the loader's redirect, for a 302. */
  redirect?: string;
  /** The remote page rendered ('catalog/ListingPage'). */
  page?: RemoteModuleId;
  /** The route table's `private`: the answer must not be kept by a shared cache. */
  private?: true;
  /** The document; absent with a redirect. */
  document?: RenderedDocument;
}

const TIMEOUT_MS = 3000;

/**
 * How long a `streamed` page's loader is waited for before its frame goes alone: a page whose data
 * answers in time (nearly always) is sent in one piece, in its order, and reads complete without
 * JavaScript; a slower one shows the visitor its frame (its head included) and loading state first.
 */
const STREAM_AFTER_MS = 200;

let configured: string | undefined;
function configure(request: RenderRequest) {
  const key = JSON.stringify([request.config, request.remotes]);
  if (configured === key) return;
  configureSupabase({ ...request.config });
  // Copies: the runtime writes into the objects it is given. A remote whose version changed
  // (server/releases) is registered again and its loaded modules forgotten (switchedRemotes).
  registerRemotes(
    switchedRemotes(request.remotes).map((remote) => ({ ...remote })),
    { force: configured !== undefined },
  );
  configured = key;
}

type Loaded = { result: PageLoaderResult<unknown> | undefined } | undefined;

/**
 * The page's module and then its loader's answer (the page contract: a page module exports its
 * `loader`): `answer` is undefined when the module did not load; it settles with `{ result }` (undefined
 * when the page has no loader), or undefined when the loader failed or ran out of time (the page then
 * shows its loading state, and the browser runs the loader).
 */
async function loadPage(page: RemoteModuleId, params: Record<string, string | undefined>, url: URL, ms: number, shared: boolean) {
  const failed = (error: Error) => {
    console.error(`[ssr] ${page}: no data (${error.message}); the page shows its loading state`);
    return undefined;
  };
  let module: PageModule;
  try {
    module = (await preloadRemoteModule(page, { timeoutMs: ms })) as PageModule;
  } catch (error) {
    return { answer: undefined, failed: failed(error as Error) };
  }
  const answer: Promise<Loaded> = module.loader
    ? within(shared ? sharedRead(module.loader, params, url) : module.loader({ params, url }), ms, `${page}'s loader`).then(
        (result) => ({ result: result as PageLoaderResult<unknown> }),
        failed,
      )
    : Promise.resolve({ result: undefined });
  return { answer };
}

/** `promise`'s value if it settles within `ms`, else SLOW. */
const SLOW = Symbol('slow');
function settledWithin<T>(promise: Promise<T>, ms: number): Promise<T | typeof SLOW> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<typeof SLOW>((resolve) => {
    timer = setTimeout(() => resolve(SLOW), ms);
  });
  return Promise.race([promise, slow]).finally(() => clearTimeout(timer));
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  configure(request);
  const started = Date.now();
  const timeoutMs = request.timeoutMs ?? TIMEOUT_MS;
  const url = new URL(request.url, request.origin);
  const match = routeAt(url.pathname);
  const route = match?.route;
  if (route && 'redirectTo' in route && route.redirectTo !== url.pathname) return { status: 302, redirect: route.redirectTo };

  // The footer's details, read with the page (shared a second with the pages' loaders): the browser does not ask again.
  const seller = within(sharedShopFacts('facts'), timeoutMs, 'the seller details').catch((error: Error) => {
    console.error(`[ssr] no seller details (${error.message}); the footer reads them in the browser`);
    return null;
  });
  // The back office (no server build) and a signed-in buyer's own pages (the server knows no session)
  // are rendered in the browser only.
  const page =
    route && 'remote' in route && !isBackOffice(route) && !('personal' in route && route.personal) ? route.remote : undefined;
  const assets = request.assets(page);
  let status = 200;
  let incomplete = false;
  const served = (result: PageLoaderResult<unknown> | undefined, frame: FrameData): ServedPage => ({
    url: url.pathname,
    origin: request.origin,
    ...(result ? { result: { status: result.status, data: result.data } } : {}),
    frame,
    deployment: request.deployment,
  });
  let pageData: ServedPage | Promise<ServedPage>;
  let pending: Promise<ServedPage['result']> | undefined;
  // The page's module first (a page that cannot load is known before anything is sent), then its data.
  const loading = page
    ? await loadPage(page, match?.params ?? {}, url, timeoutMs, !(route && 'private' in route && route.private))
    : { answer: Promise.resolve({ result: undefined }) };
  // The frame's data: the frame is rendered with it on the server and hydrated with it in the browser.
  const frame: FrameData = { seller: await seller };
  // A `streamed` page's answer is always 200: when its data is slow, the frame need not wait for it.
  const streamed = route && 'streamed' in route && route.streamed;
  const early =
    loading.answer && streamed ? await settledWithin(loading.answer, request.streamAfterMs ?? STREAM_AFTER_MS) : undefined;
  if (loading.answer && early === SLOW) {
    const answered = loading.answer.then((loaded) => {
      if (!loaded) incomplete = true;
      return served(loaded?.result, frame);
    });
    pageData = answered;
    pending = answered.then((data) => data.result);
  } else {
    const loaded = loading.answer ? await loading.answer : undefined;
    if (loaded?.result?.redirect?.startsWith('/')) return { status: 302, redirect: loaded.result.redirect };
    if (loaded) status = loaded.result?.status ?? 200;
    else {
      // Without its data the server cannot tell a listing from an unknown slug: the answer is neither 200
      // ('found') nor 404, but 503, and the browser, which runs the loader again, shows what it is. A
      // `streamed` page exists whatever its data: 200, with its loading or error state, as when its data
      // is slow. A page whose module did not load is 503 either way.
      incomplete = true;
      status = streamed && loading.answer ? 200 : 503;
    }
    pageData = served(loaded?.result, frame);
  }
  const documentAssets = await assets;

  // One session store per request (its atom): the server renders what a visitor sees before the
  // browser knows their session, 'loading'; the browser fills it in after hydration.
  const session = staticSessionStore({ status: 'loading' });
  const provided = pageData instanceof Promise ? { url: url.pathname, origin: request.origin, frame, pending } : pageData;
  const app = (
    <Document assets={documentAssets} pageData={pageData}>
      <StaticRouter location={url.pathname + url.search}>
        <SessionProvider store={session}>
          <ToastProvider>
            <PageDataProvider value={provided}>
              <App />
            </PageDataProvider>
          </ToastProvider>
        </SessionProvider>
      </StaticRouter>
    </Document>
  );
  let whole = false;
  let finish: (missing: boolean) => void = () => {};
  const written = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  const document = await new Promise<RenderedDocument>((resolve, reject) => {
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      resolve({
        scripts: documentScripts(documentAssets),
        streamed: pending !== undefined,
        pipe: (destination) => {
          destination.on('finish', () => finish(incomplete));
          destination.on('close', () => finish(incomplete));
          stream.pipe(destination);
        },
        incomplete: written,
      });
    };
    const stream = renderToPipeableStream(app, {
      // Only a page sent in parts carries React's own inline scripts: every other render's HTML is the
      // same for every render of its address (the server compresses it once).
      ...(pending ? { nonce: request.nonce } : {}),
      // Each part in its place: a part sent after the rest comes only from a slow `streamed` page.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A page whose data is slow sends its frame at once; any other is sent whole, in its order.
      onShellReady: () => {
        if (pending) send();
      },
      onAllReady: () => {
        whole = true;
        send();
      },
      onShellError: reject,
      onError: (error) => console.error(`[ssr] ${url.pathname}:`, (error as Error)?.message ?? error),
    });
    // What is not ready by then is sent as its loading state; the browser renders it.
    setTimeout(
      () => {
        if (whole) return;
        incomplete = true;
        send();
        stream.abort(new Error('render time limit'));
      },
      Math.max(0, timeoutMs - (Date.now() - started)) + 50,
    ).unref();
  });
  return {
    status,
    page,
    document,
    ...(route && 'private' in route && route.private ? { private: true as const } : {}),
  };
}
