/**
 * Renders one address of the shop on the server (Node build of the shell): the same App, route table
 * and remote page components as the browser, the remotes' pages loaded by the federation runtime from
 * each remote's server build, the page's data loader run first (its status is the answer's), and
 * React's whole document once every part is ready or the time limit has passed (a part still loading
 * then shows its loading state, and the browser renders it).
 */
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  FIRST_FRAME_SCRIPT,
  FIRST_FRAME_STYLE,
  type PageLoaderResult,
  PageDataProvider,
  type PageModule,
  preloadRemoteModule,
  type RemoteModuleId,
} from '@sikka/shared/federation';
import { StaticRouter } from '@sikka/shared/router';
import { SessionProvider, staticSessionStore } from '@sikka/shared/session';
import { configureSupabase, type RuntimeConfig } from '@sikka/shared/supabase';
import { ToastProvider } from '@sikka/shared/ui';
import { App } from '../App';
import { fetchShopFacts } from '@sikka/shared/domain/settings';
import type { FrameData } from '../seller/useSellerDetails';
import { isBackOffice, routeAt } from '../routeTable';
import { type Deployment, PAGE_DATA_ID, type ServedPage, serializePageData } from '../startup/pageData';

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
}

export interface RenderResult {
  status: number;
  /** The route table's redirect, for a 302. */
  redirect?: string;
  /** The remote page rendered ('catalog/ListingPage'), for its stylesheets and preloads. */
  page?: RemoteModuleId;
  /** The route table's `private`: the answer must not be kept by a shared cache. */
  private?: true;
  /**
   * A part of the page is missing: its data loader failed or ran out of time, its remote did not load,
   * or the render's time limit passed. That part shows its loading state or fallback (the browser
   * renders it), and the answer must never be kept for other visitors.
   */
  incomplete?: true;
  /** React's document: <html><head>(hoisted page metadata)</head><body><div id="root">…</div>(page data)</body></html>. */
  html: string;
}

const TIMEOUT_MS = 3000;

let configured: string | undefined;
function configure(request: RenderRequest) {
  const key = JSON.stringify([request.config, request.remotes]);
  if (configured === key) return;
  configureSupabase({ ...request.config });
  // Copies: the runtime writes into the objects it is given.
  registerRemotes(
    request.remotes.map((remote) => ({ ...remote })),
    { force: configured !== undefined },
  );
  configured = key;
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/**
 * The page's module and its loader's answer (the page contract: a page module exports its `loader`):
 * `result` is undefined when the page has no loader; the whole is undefined when the module did not load
 * or the loader failed or ran out of time (the page then shows its loading state, and the browser runs
 * the loader).
 */
async function loadPage(page: RemoteModuleId, params: Record<string, string | undefined>, url: URL, ms: number) {
  try {
    const module = (await preloadRemoteModule(page, { timeoutMs: ms })) as PageModule;
    if (!module.loader) return { result: undefined };
    return { result: (await within(module.loader({ params, url }), ms, `${page}'s loader`)) as PageLoaderResult<unknown> };
  } catch (error) {
    console.error(`[ssr] ${page}: no data (${(error as Error).message}); the page shows its loading state`);
    return undefined;
  }
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  configure(request);
  const started = Date.now();
  const timeoutMs = request.timeoutMs ?? TIMEOUT_MS;
  const url = new URL(request.url, request.origin);
  const match = routeAt(url.pathname);
  const route = match?.route;
  if (route && 'redirectTo' in route && route.redirectTo !== url.pathname)
    return { status: 302, redirect: route.redirectTo, html: '' };

  // The footer's details, read with the page (shared a second with the pages' loaders): the browser does not ask again.
  const seller = within(fetchShopFacts(), timeoutMs, 'the seller details').catch((error: Error) => {
    console.error(`[ssr] no seller details (${error.message}); the footer reads them in the browser`);
    return null;
  });
  let status = 200;
  let incomplete = false;
  let result: PageLoaderResult<unknown> | undefined;
  // The back office (no server build) and a signed-in buyer's own pages (the server knows no session)
  // are rendered in the browser only.
  const page =
    route && 'remote' in route && !isBackOffice(route) && !('personal' in route && route.personal) ? route.remote : undefined;
  if (page) {
    const loaded = await loadPage(page, match?.params ?? {}, url, timeoutMs);
    if (loaded?.result?.redirect?.startsWith('/')) return { status: 302, redirect: loaded.result.redirect, html: '' };
    if (loaded) {
      result = loaded.result;
      status = result?.status ?? 200;
    } else {
      // Without its data the server cannot tell a listing from an unknown slug: the answer is neither 200
      // ('found') nor 404, but 503, and the browser, which runs the loader again, shows what it is.
      incomplete = true;
      status = 503;
    }
  }
  const frame: FrameData = { seller: await seller };
  const pageData: ServedPage = {
    url: url.pathname,
    origin: request.origin,
    ...(result ? { result: { status: result.status, data: result.data } } : {}),
    frame,
    deployment: request.deployment,
  };

  // One session store per request (its atom): the server renders what a visitor sees before the
  // browser knows their session, 'loading'; the browser fills it in after hydration.
  const session = staticSessionStore({ status: 'loading' });
  const app = (
    <html lang="en-IN">
      <head>
        {/* The first screen in the first frame, the rest in the next (@sikka/shared/federation firstFrame). */}
        <style>{FIRST_FRAME_STYLE}</style>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of the shop's own code */}
        <script dangerouslySetInnerHTML={{ __html: FIRST_FRAME_SCRIPT }} />
      </head>
      <body>
        <div id="root">
          <StaticRouter location={url.pathname + url.search}>
            <SessionProvider store={session}>
              <ToastProvider>
                <PageDataProvider value={pageData}>
                  <App />
                </PageDataProvider>
              </ToastProvider>
            </SessionProvider>
          </StaticRouter>
        </div>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by serializePageData (no `<` inside) */}
        <script id={PAGE_DATA_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serializePageData(pageData) }} />
      </body>
    </html>
  );
  let done = false;
  const html = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      // Each part in its place, never sent after the rest with a script that moves it there: the page
      // reads complete without JavaScript, and carries no inline script its policy would have to allow.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        done = true;
        stream.pipe(sink);
      },
      onShellError: reject,
      onError: (error) => console.error(`[ssr] ${url.pathname}:`, (error as Error)?.message ?? error),
    });
    // What is not ready by then is sent as its loading state; the browser renders it.
    setTimeout(
      () => {
        if (done) return;
        incomplete = true;
        stream.abort(new Error('render time limit'));
      },
      Math.max(0, timeoutMs - (Date.now() - started)) + 50,
    ).unref();
  });
  return {
    status,
    page,
    html,
    ...(route && 'private' in route && route.private ? { private: true as const } : {}),
    ...(incomplete ? { incomplete: true as const } : {}),
  };
}
