/**
 * The shop's pages, rendered on the server: the shell's Node build (dist-server/server.cjs, built from
 * src/ssr/) renders and streams the address's document (src/ssr/Document.tsx) from the builds' own
 * lists: the shell's page tags (dist/page-tags.json: its scripts, preloads, styles, icon) and the
 * route's remote page's files, read from that remote's mf-manifest.json. A render that fails serves
 * index.html as built: the browser then renders the page itself. One render answers an address's
 * requests for a moment (the page cache).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { RenderedDocument, RenderRequest, RenderResult } from '../src/ssr/entry';
import type { DocumentAssets, InlineStyle, ScriptPreload } from '../src/ssr/Document';
import type { RemoteModuleId } from '@sikka/shared/federation';
import { readCache } from '../src/ssr/readCache';
import { within } from '../src/ssr/within';
import { pageAddress } from '../src/routeTable';
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

/** The remotes' server entries, beside their browser builds: <manifest's folder>/server/remoteEntry.js. */
export function serverRemotes(remoteList: Record<string, string>): RenderRequest['remotes'] {
  return Object.entries(remoteList).map(([name, manifest]) => ({ name, entry: new URL('server/remoteEntry.js', manifest).href }));
}

interface Assets {
  js?: { sync?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: Assets }[];
  shared?: { name: string; assets?: Assets }[];
}

const cssOf = (assets: Assets | undefined) => [...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])];

/** The shared entries the shell provides (its mf-manifest.json): their styles are in its head already. */
export async function readShellShared(dist: string): Promise<string[]> {
  try {
    const manifest = JSON.parse(await readFile(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
    return (manifest.shared ?? []).map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** A tag of the shell's page as its build lists it (dist/page-tags.json, tooling/rsbuild-federation.ts). */
interface PageTag {
  tag: string;
  attrs?: Record<string, string | boolean | null | undefined>;
}

/** The shell's part of every document: what its build puts in index.html, from the build's own list of it. */
export type ShellAssets = Omit<DocumentAssets, 'preloads'> & { preloads: ScriptPreload[] };

/**
 * The shell's page files (dist/page-tags.json): its scripts, their preloads, its icon, and its
 * stylesheets' text. The build only preloads its stylesheets (its code applies them when it runs),
 * which suits a page the browser renders; a page rendered on the server must be styled at its first
 * paint, or the whole page moves when the code arrives (layout shift 0.5–1.0 on a phone): they are
 * written in.
 */
export async function readShellAssets(dist: string): Promise<ShellAssets> {
  const file = join(dist, 'page-tags.json');
  const tags = JSON.parse(
    await readFile(file, 'utf8').catch((error: Error) => {
      throw new Error(`${file}: ${error.message} (the shell's build writes it: pnpm --filter @sikka/shell build)`);
    }),
  ) as { head: PageTag[]; body: PageTag[] };
  const all = [...tags.head, ...tags.body];
  const attr = (tag: PageTag, name: string) => (typeof tag.attrs?.[name] === 'string' ? (tag.attrs[name] as string) : undefined);
  const links = (rel: string, as?: string) =>
    all
      .filter((tag) => tag.tag === 'link' && attr(tag, 'rel') === rel && attr(tag, 'as') === as)
      .map((tag) => attr(tag, 'href')!);
  const icon = all.find((tag) => tag.tag === 'link' && attr(tag, 'rel') === 'icon');
  const styles = await Promise.all(
    links('preload', 'style').map(
      async (href): Promise<InlineStyle> => ({
        href,
        css: await readFile(join(dist, new URL(href, 'http://x').pathname), 'utf8'),
      }),
    ),
  );
  return {
    styles,
    ...(icon ? { icon: { href: attr(icon, 'href')!, type: attr(icon, 'type') } } : {}),
    scripts: all.filter((tag) => tag.tag === 'script' && attr(tag, 'src')).map((tag) => attr(tag, 'src')!),
    preloads: links('preload', 'script').map((href) => ({ href })),
  };
}

const MANIFEST_TTL_MS = 60_000;

/** A stylesheet's text; hashed files never change, so each is read once. */
function stylesheets() {
  const read = readCache(async (href: string): Promise<InlineStyle> => {
    const response = await fetch(href, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) throw new Error(`${href} answered ${response.status}`);
    return { href, css: await response.text() };
  });
  return (href: string): Promise<InlineStyle | null> =>
    read(href).catch((error: Error) => {
      console.error(`serve: stylesheet ${error.message}`);
      return null;
    });
}

/** A remote page's stylesheets (written in) and its script preloads (asked for after the first frame). */
interface PageFiles {
  styles: InlineStyle[];
  preloads: ScriptPreload[];
}
const NO_FILES: PageFiles = { styles: [], preloads: [] };

/**
 * What the document needs for a remote page: its stylesheets written in (the page is painted styled
 * before any script runs, and a remote origin the browser cannot reach does not hold the first paint, as a
 * `<link>` would; their CSS has no relative url(), which would resolve against the page), and preloads of the remote's entry and the page's first files (hydration does not
 * wait for the federation runtime to read the manifest before asking for them), marked with the
 * remote's name (the browser's runtime then does not add them again: src/federation/serverPreloads.ts).
 * The stylesheets are the page's own and those of the shared entries the remote brings and the shell
 * does not (a post's markdown): the page is drawn with them on the server, and they would otherwise
 * arrive with their code and move what the visitor reads.
 */
function remoteAssets(remoteList: Record<string, string>, shellShared: ReadonlySet<string>) {
  const style = stylesheets();
  async function read(page: string): Promise<PageFiles> {
    const [remote, module] = page.split('/') as [string, string];
    const url = remoteList[remote];
    if (!url) return NO_FILES;
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const manifest = (await response.json()) as Manifest;
    const base = new URL(manifest.metaData?.publicPath ?? './', url).href;
    const expose = manifest.exposes?.find((candidate) => candidate.name === module || candidate.name === `./${module}`);
    const brought = (manifest.shared ?? []).filter((entry) => !shellShared.has(entry.name));
    const css = [...new Set([...cssOf(expose?.assets), ...brought.flatMap((entry) => cssOf(entry.assets))])];
    const entry = manifest.metaData?.remoteEntry;
    const entryFile = entry?.name ? [`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`] : [];
    const scripts = [...entryFile, ...(expose?.assets?.js?.sync ?? [])];
    const styles = await Promise.all(css.map((file) => style(new URL(file, base).href)));
    return {
      styles: styles.filter((sheet): sheet is InlineStyle => sheet !== null),
      preloads: scripts.map((file) => ({ href: new URL(file, base).href, remote })),
    };
  }
  const files = readCache(read, { ttlMs: MANIFEST_TTL_MS });
  return (page: RemoteModuleId | undefined): Promise<PageFiles> =>
    page
      ? files(page).catch((error: Error) => {
          console.error(`serve: ${page}'s manifest: ${error.message}`);
          return NO_FILES;
        })
      : Promise.resolve(NO_FILES);
}

export interface PageWriterOptions {
  site: Site;
  /** The shell's index.html as built: served when a render fails (the browser renders the page). */
  template: string;
  /** The shell's part of every document (readShellAssets). */
  shell: ShellAssets;
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
 * Renders made at once; the others wait their turn. A render's time limit (its loaders', its remotes')
 * counts from its start, so under a burst (200 requests for 200 addresses) each render still gets the
 * machine's time and reads its data, and an unknown slug is still a 404, only later; all at once, every
 * loader ran out of time together and answered with a loading page (issue 50). bench:server, a new
 * unknown slug per request from 200 connections: every answer a 404 (p50 4.8 s on two shared cores).
 * A turn lasts until the document is written whole.
 */
const RENDER_CONCURRENCY = 8;

/**
 * At most `limit` runs at a time; a run holds its turn until the promise it returns with settles. A run
 * whose `signal` is aborted before its turn comes (its visitor has gone) is never started: a burst of
 * requests that were given up on leaves no queue of renders nobody reads before the next visitor's.
 */
function limited<A, R>(
  run: (arg: A) => Promise<{ value: R; done: Promise<unknown> }>,
  limit: number,
): (arg: A, signal?: AbortSignal) => Promise<R> {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async (arg, signal) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    if (signal?.aborted) {
      release();
      throw signal.reason;
    }
    try {
      const { value, done } = await run(arg);
      void done.finally(release);
      return value;
    } catch (error) {
      release();
      throw error;
    }
  };
}

/** The render's own time limit when none is given (src/ssr/render.tsx, TIMEOUT_MS). */
const RENDER_TIMEOUT_MS = 3000;

/**
 * A render still running this long after its time limit (twice it, and a second) is given up on and the
 * page served as built: a render that never ends must not hold one of the few turns for ever.
 */
const giveUpAfter = (timeoutMs = RENDER_TIMEOUT_MS) => 2 * timeoutMs + 1000;

/** A body written already, whole (sent as its bytes: never decoded to a string on its way). */
export function wholeBody(html: string | Buffer, incomplete = false): PageBody {
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
  let waiting: Array<() => void> = [];
  const wake = () => {
    const woken = waiting;
    waiting = [];
    for (const resolve of woken) resolve();
  };
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      wake();
      done();
    },
    final(done) {
      ended = true;
      wake();
      done();
    },
  });
  // A document that never ends (a render past every limit) is cut off, as a render that never starts is.
  const cutOff = setTimeout(() => {
    if (ended) return;
    ended = true;
    wake();
    sink.destroy();
  }, giveUpMs);
  cutOff.unref();
  document.pipe(sink);
  const whole = document.incomplete.then((incomplete) => {
    clearTimeout(cutOff);
    return { bytes: Buffer.concat(chunks), incomplete };
  });
  return {
    async *chunks() {
      let next = 0;
      for (;;) {
        while (next < chunks.length) yield chunks[next++]!;
        if (ended) return;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    whole: Promise.race([
      whole,
      // Cut off before its end: never whole. ('close' also follows a normal end, before `whole`'s callbacks.)
      new Promise<{ bytes: Buffer; incomplete: boolean }>((resolve) =>
        sink.on('close', () => {
          if (!sink.writableFinished) resolve({ bytes: Buffer.concat(chunks), incomplete: true });
        }),
      ),
    ]),
  };
}

/** The page as it is once written whole: served to later visitors, its policy the hashes of its inline scripts. */
async function settled(page: RenderedPage): Promise<RenderedPage | null> {
  if (page.failed || !page.body) return null;
  const { bytes, incomplete } = await page.body.whole;
  if (incomplete) return null;
  return { ...page, body: wholeBody(bytes), scriptSources: inlineScriptHashes(bytes.toString()) };
}

interface Cached {
  /** When the render being served was asked for. */
  at: number;
  page: Promise<RenderedPage>;
  /** A newer render under way, served once it is done. */
  next?: Promise<RenderedPage>;
}

/**
 * The shop's page for each address. Every visitor gets the same anonymous render (a signed-in visitor's
 * own parts fill in after hydration, and a listing reads its row again when its live updates join), so
 * with `cacheMs` one render serves the requests of the next `cacheMs`, and those that arrive while it
 * runs (they read its stream from the start). An address is its path and the query parameters its route
 * reads (pageAddress): the page is rendered for those and kept under them, so parameters the page
 * ignores cannot force a render (bench:server: a listing with ?u=<random> on every request 1,534 req/s,
 * as without it 1,546; a render each, 103). A render that failed (the browser then renders the page) or
 * has a part missing (a loader that failed or ran out of time) is never kept.
 */
export function pageWriter({ cacheMs = 0, renderConcurrency = RENDER_CONCURRENCY, ...options }: PageWriterOptions) {
  const write = limited(writer(options), renderConcurrency);
  const cache = new Map<string, Cached>();
  /** Once the render is written whole: kept as it is (whole) if it may answer others, else forgotten. */
  const keep = (url: string, entry: Cached, page: Promise<RenderedPage>) =>
    void page.then(settled).then((whole) => {
      if (cache.get(url) !== entry) return;
      if (entry.page === page) {
        if (whole) entry.page = Promise.resolve(whole);
        else cache.delete(url);
      } else if (entry.next === page) {
        if (whole) cache.set(url, { at: Date.now(), page: Promise.resolve(whole) });
        else entry.next = undefined;
      }
    });
  /** `signal`: the request has gone (its socket closed); a render made for it alone is then not started. */
  return (requested: string, signal?: AbortSignal): Promise<RenderedPage> => {
    const url = pageAddress(requested);
    if (cacheMs <= 0) return write(url, signal);
    const now = Date.now();
    const cached = cache.get(url);
    const age = cached ? now - cached.at : Number.POSITIVE_INFINITY;
    if (cached && age < cacheMs) return cached.page;
    if (cached && age < 2 * cacheMs) {
      if (!cached.next) {
        cached.next = write(url);
        keep(url, cached, cached.next);
      }
      return cached.page;
    }
    if (cache.size >= CACHE_LIMIT) for (const [key, entry] of cache) if (now - entry.at >= 2 * cacheMs) cache.delete(key);
    const page = write(url);
    if (cache.size < CACHE_LIMIT) {
      const entry: Cached = { at: now, page };
      cache.set(url, entry);
      keep(url, entry, page);
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
  const files = remoteAssets(remoteList, new Set(shellShared));
  const remotes = serverRemotes(remoteList);
  const config = JSON.parse(site.configJson) as RenderRequest['config'];
  // What the browser would fetch as /config.json and /remotes.json: written into the page instead.
  const deployment = { config: JSON.parse(site.configJson) as unknown, remotes: remoteList };
  // The shell's files, then the remote page's (its styles after the shell's, as the browser would add them).
  const assets = async (page: RemoteModuleId | undefined): Promise<DocumentAssets> => {
    const remote = await files(page);
    return {
      ...shell,
      styles: [...shell.styles, ...remote.styles],
      preloads: [...shell.preloads, ...remote.preloads],
    };
  };
  const asBuilt: RenderedPage = {
    status: 200,
    body: wholeBody(template),
    scriptSources: inlineScriptHashes(template),
    failed: true,
  };
  return async (url: string): Promise<{ value: RenderedPage; done: Promise<unknown> }> => {
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
      return { value: asBuilt, done: Promise.resolve() };
    }
    if (result.redirect || !result.document)
      return { value: { status: 302, location: result.redirect ?? '/', scriptSources: [] }, done: Promise.resolve() };
    const page = { status: result.status, ...(result.private ? { private: true as const } : {}) };
    const body = recorded(result.document, giveUpAfter(timeoutMs));
    if (!result.document.streamed) {
      // Written whole at once: sent as one body (compressed once for every render with the same HTML).
      const { bytes, incomplete } = await body.whole;
      return {
        value: { ...page, body: wholeBody(bytes, incomplete), scriptSources: scriptHashes(result.document.scripts) },
        done: Promise.resolve(),
      };
    }
    return {
      value: { ...page, body, scriptSources: [...scriptHashes(result.document.scripts), `'nonce-${nonce}'`] },
      done: body.whole,
    };
  };
}
