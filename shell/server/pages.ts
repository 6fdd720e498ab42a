/**
 * The shop's pages, rendered on the server: the shell's Node build (dist-server/server.cjs, from
 * src/ssr/) streams the address's document with its files (pageFiles.ts). A render that fails serves
 * index.html as built: the browser then renders the page. One render answers an address's requests for
 * a moment (the page cache).
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { DocumentAssets } from '../src/ssr/Document';
import type { RenderedDocument, RenderRequest, RenderResult } from '../src/ssr/entry';
import { pageAddress } from '../src/routeTable';
import { within } from '../src/ssr/within';
import { documentAssets } from './pageFiles';
import { inlineScriptHashes, scriptHashes } from './security';
import type { Site } from './site';

/** A page's body: its chunks as they are written, from the first (any number of readers), and the whole. */
export interface PageBody {
  chunks(): AsyncIterable<Buffer>;
  /** The whole document, when it is written already (a page from the cache). */
  bytes?: Buffer;
  /** The whole document once written; `incomplete` when a part of it is missing (RenderedDocument). */
  whole: Promise<{ bytes: Buffer; incomplete: boolean }>;
}

export interface RenderedPage {
  status: number;
  location?: string;
  body?: PageBody;
  /** The script sources of the page's policy: its inline scripts' hashes (and React's nonce while it streams). */
  scriptSources: string[];
  /** The render failed and index.html is served as built: never kept for other visitors. */
  failed?: true;
  /** One person's page (the route table's `private`): sent with Cache-Control private, no-store. */
  private?: true;
}

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;

/** The server build's render function; it is built with the shell (`pnpm --filter @sikka/shell build`). */
export function loadRenderer(serverDist: string): RenderPage {
  const entry = createRequire(import.meta.url)(join(serverDist, 'server.cjs')) as { renderPage?: RenderPage };
  if (typeof entry.renderPage !== 'function') throw new Error(`${serverDist}/server.cjs exports no renderPage`);
  return entry.renderPage;
}

export interface PageWriterOptions {
  site: Site;
  /** The shell's index.html as built: served when a render fails (the browser renders the page). */
  template: string;
  /** The shell's part of every document (readShellAssets). */
  shell: DocumentAssets;
  remoteList: Record<string, string>;
  /** The shared entries the shell provides (readShellShared). */
  shellShared?: readonly string[];
  render: RenderPage;
  /** The render's time limit (remotes, loaders). */
  timeoutMs?: number;
  /** How long a `streamed` page's loader is waited for before its frame is sent alone (render.tsx). */
  streamAfterMs?: number;
  /**
   * How long one render of an address answers its later requests (0: every request renders). Past
   * that, for as long again, the last render is still served while a new one is made for the next
   * visitors (stale-while-revalidate): no visitor waits for a render the address already had.
   */
  cacheMs?: number;
  /** Renders made at once (RENDER_CONCURRENCY). */
  renderConcurrency?: number;
}

/** Addresses kept at most (each page a few tens of kB). */
const CACHE_LIMIT = 500;

/**
 * Renders made at once; the others wait their turn, until the one before is written whole. A render's
 * time limit counts from its start: all at once under a burst, every loader ran out of time together and
 * answered a loading page, where in turn each still reads its data (an unknown slug is a 404, later).
 */
const RENDER_CONCURRENCY = 8;

/** The render's own time limit when none is given (src/ssr/render.tsx, TIMEOUT_MS). */
const RENDER_TIMEOUT_MS = 3000;

/** A render still running at twice its time limit and a second is given up on: it must not hold a turn for ever. */
const giveUpAfter = (timeoutMs = RENDER_TIMEOUT_MS) => 2 * timeoutMs + 1000;

/**
 * At most `limit` renders at a time, each holding its turn until its page is written whole. One whose
 * `signal` is aborted before its turn (its visitor has gone) is never started: a burst of abandoned
 * requests leaves no queue of renders nobody reads ahead of the next visitor's. A turn passes on in the
 * next turn of the event loop, not at once: a render ends in a promise callback, and starting the next one
 * there chained render after render without the server reading the requests that arrived meanwhile, so
 * those waited unqueued, behind renders asked for later.
 */
function limited(run: (url: string) => Promise<RenderedPage>, limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) setImmediate(next);
    else running--;
  };
  return async (url: string, signal?: AbortSignal): Promise<RenderedPage> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    if (signal?.aborted) {
      release();
      throw signal.reason;
    }
    try {
      const page = await run(url);
      void (page.body?.whole ?? Promise.resolve()).finally(release);
      return page;
    } catch (error) {
      release();
      throw error;
    }
  };
}

/** A body written already, whole (sent as its bytes: never decoded to a string on its way). */
function wholeBody(html: string | Buffer, incomplete = false): PageBody {
  const bytes = typeof html === 'string' ? Buffer.from(html) : html;
  return {
    bytes,
    async *chunks() {
      yield bytes;
    },
    whole: Promise.resolve({ bytes, incomplete }),
  };
}

/** Records a document as React writes it: any number of readers get it from its first byte, as it comes. */
function recorded(document: RenderedDocument, giveUpMs: number): PageBody {
  const chunks: Buffer[] = [];
  let ended = false;
  const waiting: Array<() => void> = [];
  const wake = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  const whole = new Promise<{ bytes: Buffer; incomplete: boolean }>((resolve) => {
    const sink = new Writable({
      // A Buffer (strings are decoded on their way in); React never writes into a chunk it has handed on.
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        wake();
        done();
      },
      final(done) {
        ended = true;
        wake();
        done();
      },
    });
    // A document that never ends (a render past every limit) is cut off, never whole.
    const cutOff = setTimeout(() => {
      if (ended) return;
      ended = true;
      wake();
      resolve({ bytes: Buffer.concat(chunks), incomplete: true });
      sink.destroy();
    }, giveUpMs);
    cutOff.unref();
    document.pipe(sink);
    void document.incomplete.then((incomplete) => {
      clearTimeout(cutOff);
      resolve({ bytes: Buffer.concat(chunks), incomplete });
    });
  });
  return {
    async *chunks() {
      for (let next = 0; ; ) {
        while (next < chunks.length) yield chunks[next++]!;
        if (ended) return;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    whole,
  };
}

/** The page once written whole, if it may answer other visitors: its policy the hashes of its inline scripts, no nonce. */
async function keepable(page: RenderedPage): Promise<RenderedPage | null> {
  if (page.failed || !page.body) return null;
  const { bytes, incomplete } = await page.body.whole;
  return incomplete ? null : { ...page, body: wholeBody(bytes), scriptSources: inlineScriptHashes(bytes.toString()) };
}

interface Cached {
  /** When the render being served was asked for. */
  at: number;
  page: Promise<RenderedPage>;
  /** A newer render is under way, served once it is done. */
  renewing?: boolean;
}

/**
 * The shop's page for each address. Every visitor gets the same anonymous render (a signed-in visitor's
 * own parts fill in after hydration; a listing reads its row again when its live updates join), so with
 * `cacheMs` one render serves the requests of the next `cacheMs`, and those that arrive while it runs
 * (they read its stream from the start). An address is its path and the query parameters its route reads
 * (pageAddress): parameters the page ignores cannot force a render. A render that failed or has a part
 * missing (a loader that failed or ran out of time) is never kept.
 */
export function pageWriter({ cacheMs = 0, renderConcurrency = RENDER_CONCURRENCY, ...options }: PageWriterOptions) {
  const write = limited(writer(options), renderConcurrency);
  const cache = new Map<string, Cached>();
  /** `signal`: the request has gone (its socket closed); a render made for it alone is then not started. */
  return (requested: string, signal?: AbortSignal): Promise<RenderedPage> => {
    const url = pageAddress(requested);
    if (cacheMs <= 0) return write(url, signal);
    const now = Date.now();
    const cached = cache.get(url);
    const age = cached ? now - cached.at : Number.POSITIVE_INFINITY;
    if (cached && age < 2 * cacheMs) {
      if (age >= cacheMs && !cached.renewing) {
        cached.renewing = true;
        void write(url)
          .then(keepable)
          .then((whole) => {
            if (cache.get(url) !== cached) return;
            if (whole) cache.set(url, { at: Date.now(), page: Promise.resolve(whole) });
            else cached.renewing = false;
          });
      }
      return cached.page;
    }
    if (cache.size >= CACHE_LIMIT) for (const [key, entry] of cache) if (now - entry.at >= 2 * cacheMs) cache.delete(key);
    const page = write(url);
    if (cache.size < CACHE_LIMIT) {
      const entry: Cached = { at: now, page };
      cache.set(url, entry);
      void page.then(keepable).then((whole) => {
        if (cache.get(url) !== entry) return;
        if (whole) entry.page = Promise.resolve(whole);
        else cache.delete(url);
      });
    }
    return page;
  };
}

function writer({
  site,
  template,
  shell,
  remoteList,
  shellShared = [],
  render,
  timeoutMs,
  streamAfterMs,
}: Omit<PageWriterOptions, 'cacheMs' | 'renderConcurrency'>) {
  const assets = documentAssets(shell, remoteList, new Set(shellShared));
  // Each remote's server entry, beside its browser build.
  const remotes = Object.entries(remoteList).map(([name, manifest]) => ({
    name,
    entry: new URL('server/remoteEntry.js', manifest).href,
  }));
  // What the browser would fetch as /config.json and /remotes.json: written into the page instead.
  const deployment = { config: JSON.parse(site.configJson) as unknown, remotes: remoteList };
  const config = deployment.config as RenderRequest['config'];
  const asBuilt: RenderedPage = {
    status: 200,
    body: wholeBody(template),
    scriptSources: inlineScriptHashes(template),
    failed: true,
  };
  return async (url: string): Promise<RenderedPage> => {
    const nonce = randomBytes(16).toString('base64');
    let result: RenderResult;
    try {
      result = await within(
        render({ url, origin: site.origin, config, remotes, deployment, timeoutMs, streamAfterMs, assets, nonce }),
        giveUpAfter(timeoutMs),
        `the render of ${url}`,
      );
    } catch (error) {
      console.error(`serve: rendering ${url} failed (${(error as Error).message}); the browser renders it`);
      return asBuilt;
    }
    if (result.redirect || !result.document) return { status: 302, location: result.redirect ?? '/', scriptSources: [] };
    const page = { status: result.status, ...(result.private ? { private: true as const } : {}) };
    const scriptSources = scriptHashes(result.document.scripts);
    const body = recorded(result.document, giveUpAfter(timeoutMs));
    if (result.document.streamed) return { ...page, body, scriptSources: [...scriptSources, `'nonce-${nonce}'`] };
    // Written whole at once: sent as one body (compressed once for every render with the same HTML).
    const { bytes, incomplete } = await body.whole;
    return { ...page, body: wholeBody(bytes, incomplete), scriptSources };
  };
}
