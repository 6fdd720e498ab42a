/**
 * Renders one address on the server: the browser's App and route table, each remote's page from its
 * server build, in the shop's Document, streamed. The page's loader answers first and decides the status
 * (a 404, a redirect), except on a `streamed` route, whose page may follow its frame when its data is slow.
 */
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  type PageData,
  PageDataProvider,
  type PageLoaderResult,
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
  /** Path and query. */
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
  /** The document's files for the remote page rendered (none for the back office or a shell page). */
  assets(page: RemoteModuleId | undefined): Promise<DocumentAssets>;
  /** The nonce of React's own inline scripts, written only when a part of the page is sent after the rest. */
  nonce: string;
  /** How long a `streamed` page's loader is waited for before its frame is sent alone. */
  streamAfterMs?: number;
}

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
   * Settles once the whole document is written: true when a part is missing (its loader failed or ran
   * out of time, its remote did not load or its component threw, the render's time limit passed). That
   * part shows its loading state or fallback and the browser renders it; such a page is never kept for
   * other visitors.
   */
  incomplete: Promise<boolean>;
}

export interface RenderResult {
  status: number;
  /** The route table's or the loader's redirect, for a 302. */
  redirect?: string;
  /** The remote page rendered ('catalog/ListingPage'). */
  page?: RemoteModuleId;
  /** The route table's `private`: no shared cache may keep the answer. */
  private?: true;
  /** Absent with a redirect. */
  document?: RenderedDocument;
}

const TIMEOUT_MS = 3000;

/**
 * A `streamed` page whose data answers within this (nearly always) is sent in one piece and reads
 * complete without JavaScript; a slower one shows its frame and loading state first.
 */
const STREAM_AFTER_MS = 200;

let configured: string | undefined;
function configure({ config, remotes }: RenderRequest) {
  const key = JSON.stringify([config, remotes]);
  if (configured === key) return;
  configureSupabase({ ...config });
  // Copies: the runtime writes into what it is given. A remote whose version changed (server/releases)
  // is registered again and its loaded modules forgotten.
  registerRemotes(
    switchedRemotes(remotes).map((remote) => ({ ...remote })),
    { force: configured !== undefined },
  );
  configured = key;
}

/** The loader's answer (no `result` when the page has none), or undefined when it failed or ran out of time. */
type Answer = { result?: PageLoaderResult<unknown> } | undefined;

/**
 * The page's module, then its loader's answer to come; no `answer` when the module did not load, which is
 * known before anything is sent. Without an answer the page shows its loading state and the browser loads it.
 */
async function loadPage(page: RemoteModuleId, params: Record<string, string | undefined>, url: URL, ms: number, shared: boolean) {
  const failed = (error: Error) => {
    console.error(`[ssr] ${page}: no data (${error.message}); the page shows its loading state`);
    return undefined;
  };
  const module = await preloadRemoteModule(page, { timeoutMs: ms }).then((loaded) => loaded as PageModule, failed);
  if (!module) return {};
  if (!module.loader) return { answer: Promise.resolve<Answer>({}) };
  const read = shared ? sharedRead(module.loader, params, url) : module.loader({ params, url });
  return { answer: within(read, ms, `${page}'s loader`).then((result): Answer => ({ result }), failed) };
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  configure(request);
  const started = Date.now();
  const timeoutMs = request.timeoutMs ?? TIMEOUT_MS;
  const url = new URL(request.url, request.origin);
  const match = routeAt(url.pathname);
  const route = match?.route;
  if (route && 'redirectTo' in route && route.redirectTo !== url.pathname) return { status: 302, redirect: route.redirectTo };
  const remote = route && 'remote' in route ? route : undefined;

  // The footer's details, read with the page and shared as a loader's answer is: the browser does not ask again.
  const seller = within(sharedShopFacts('facts'), timeoutMs, 'the seller details').catch((error: Error) => {
    console.error(`[ssr] no seller details (${error.message}); the footer reads them in the browser`);
    return null;
  });
  // The back office (no server build) and a buyer's own pages (the server knows no session) are the browser's.
  const page = remote && !isBackOffice(remote) && !remote.personal ? remote.remote : undefined;
  const assets = request.assets(page);
  const { answer } = page
    ? await loadPage(page, match?.params ?? {}, url, timeoutMs, !remote?.private)
    : { answer: Promise.resolve<Answer>({}) };
  const frame: FrameData = { seller: await seller };
  // A `streamed` page's answer is 200 whatever its data, so its frame need not wait for slow data.
  const streamed = remote?.streamed === true;
  const waitMs = request.streamAfterMs ?? STREAM_AFTER_MS;
  const slow =
    answer !== undefined &&
    streamed &&
    (await within(answer, waitMs, 'the page data').then(
      () => false,
      () => true,
    ));

  let status = 200;
  let incomplete = false;
  // The page data for the loader's answer; without one, the page is incomplete.
  const served = (loaded: Answer): ServedPage => {
    if (!loaded) incomplete = true;
    const result = loaded?.result && { status: loaded.result.status, data: loaded.result.data };
    return { url: url.pathname, origin: request.origin, ...(result && { result }), frame, deployment: request.deployment };
  };
  let pageData: ServedPage | Promise<ServedPage>;
  let provided: PageData;
  if (slow && answer) {
    pageData = answer.then(served);
    provided = { url: url.pathname, origin: request.origin, frame, pending: pageData.then((data) => data.result) };
  } else {
    const loaded = await answer;
    if (loaded?.result?.redirect?.startsWith('/')) return { status: 302, redirect: loaded.result.redirect };
    // Without its data the server cannot tell a listing from an unknown slug: neither 200 nor 404 but 503,
    // and the browser, which runs the loader again, shows which. A `streamed` page exists whatever its
    // data (200, as when its data is slow); a page whose module did not load is 503 either way.
    if (loaded) status = loaded.result?.status ?? 200;
    else status = streamed && answer ? 200 : 503;
    pageData = provided = served(loaded);
  }
  const documentAssets = await assets;

  // One session store per request: the server renders the visitor's session as 'loading'; the browser fills it in.
  const app = (
    <Document assets={documentAssets} pageData={pageData}>
      <StaticRouter location={url.pathname + url.search}>
        <SessionProvider store={staticSessionStore({ status: 'loading' })}>
          <ToastProvider>
            <PageDataProvider value={provided}>
              <App />
            </PageDataProvider>
          </ToastProvider>
        </SessionProvider>
      </StaticRouter>
    </Document>
  );
  let finish: (missing: boolean) => void = () => {};
  const written = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  return new Promise<RenderResult>((resolve, reject) => {
    let sent = false;
    let whole = false;
    const send = () => {
      if (sent) return;
      sent = true;
      const pipe = (destination: Writable) => {
        const done = () => finish(incomplete);
        destination.on('finish', done).on('close', done);
        stream.pipe(destination);
      };
      const document = { scripts: documentScripts(documentAssets), streamed: slow, pipe, incomplete: written };
      resolve({ status, page, document, ...(remote?.private && { private: true as const }) });
    };
    const stream = renderToPipeableStream(app, {
      // Only a page sent in parts carries React's inline scripts: any other is the same HTML on every
      // render of its address (the server compresses it once).
      ...(slow && { nonce: request.nonce }),
      // Each part in its place: only a slow `streamed` page sends a part after the rest.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady: () => {
        if (slow) send();
      },
      onAllReady: () => {
        whole = true;
        send();
      },
      onShellError: reject,
      // A part that threw is sent as its Suspense fallback for the browser to render: the page is not whole.
      onError: (error) => {
        incomplete = true;
        console.error(`[ssr] ${url.pathname}:`, (error as Error)?.message ?? error);
      },
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
}
