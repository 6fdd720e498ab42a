import { remoteModuleAt, ROUTE_TABLE } from '../routeTable';

/**
 * The first thing the shell's page runs: a script inlined into the HTML's <head> (shell/rsbuild.config.ts
 * puts `inlineStartupScript()` there), so it starts before any of the shell's JavaScript has downloaded.
 * It requests the startup files (runtime config, remote list) and, for the address being opened, that
 * remote's mf-manifest.json — at once, from the list the shell was built with, which the list then
 * confirms — then preloads the remote's entry and the exposed page's first-load files.
 * The shell's code reads the responses through `startupFetch`, and the federation runtime finds the
 * remote's files already in the cache: the remote downloads while the shell's shared code (~1 MB)
 * still downloads and runs, instead of after it. Any failure only means no head start — the shell
 * and the runtime request everything again as usual and report errors there.
 */

/** Where the page's early requests are left for the shell's code. */
export const EARLY_REQUESTS_KEY = '__sikkaEarlyRequests';

export interface EarlyRequests {
  /** url → response, for each request made so far. */
  requests: Record<string, Promise<Response>>;
  /** Settles once every request the script will make has been made (the manifest needs the list first). */
  ready: Promise<void>;
  /** Settles once the script is done: the remote's files are preloaded, or it has given up. */
  done: Promise<void>;
}

export interface EarlyStartupOptions {
  /** Files of the shell's own origin to request at once. */
  files: readonly string[];
  /** Which of them is the remote list (`{ "catalog": "https://…/mf-manifest.json", … }`). */
  remoteList: string;
  /**
   * The remote list the shell was built with (shell/public/remotes.json, which shell/rsbuild.config.ts
   * writes into the page with this script). The remote's manifest is requested from it at
   * once, next to the list: the list confirms it (the usual case), or names another address, which is
   * then requested as before (a deploy that replaced remotes.json without a rebuild). Not an object
   * (a page the build did not rewrite): the manifest waits for the list.
   */
  builtList: unknown;
  /** The remote module shown at this address ('catalog/HomePage'), if any. */
  remote: string | undefined;
  /** The window property the requests are left in. */
  key: string;
  /** The field of a manifest's expose that names the shared modules the page needs before it runs. */
  sharedField: string;
  /**
   * The shared modules the shell provides, each with the shell's files for it that the page does not
   * preload already (its build writes them into the page: providedSharedPlugin in
   * scripts/rsbuild-federation.ts). Of the shared modules a remote page needs, those files are preloaded
   * with it, and the remote's own copies of the others; not an object (a page the build did not rewrite),
   * none are.
   */
  provided: Readonly<Record<string, readonly string[]>> | string;
  /**
   * The page's data, read ahead (@sikka/shared's supabase/earlyData.ts): for each remote module that
   * reads one row by the address's last segment, that read (`queries`). It is made with the anon key
   * of the runtime config (`config`, one of `files`) as soon as that has arrived, unless a session is
   * stored (a signed-in visitor reads with their own token), and left in the window property `key`.
   * `queryUrl` writes a query's URL (earlyQueryUrl, serialized with this script).
   */
  data?: {
    config: string;
    key: string;
    queries: Readonly<Record<string, EarlyQuery>>;
    queryUrl: (supabaseUrl: string, query: EarlyQuery, slug: string) => string;
    /** Per remote module, the URL of the image its row shows largest (preloaded when the row arrives). */
    mainImage?: Readonly<Record<string, (row: unknown) => unknown>>;
  };
}

/** A PostgREST read by the address's last segment (`{slug}`): @sikka/shared's EarlyQuery. */
interface EarlyQuery {
  table: string;
  params: readonly (readonly [string, string])[];
}

/**
 * Self-contained: it is serialized with Function.prototype.toString into the page, so it may use
 * nothing from outside its own body (no imports, no module constants, no helpers from elsewhere).
 */
export function earlyStartup(options: EarlyStartupOptions, win: Window = window): void {
  const requests: Record<string, Promise<Response>> = {};
  const request = (url: string): Promise<Response> => {
    const response = win.fetch(url, { cache: 'no-cache' });
    response.catch(() => {}); // the reader handles a failure (everything falls back); not an unhandled rejection
    requests[url] = response;
    return response;
  };
  // Read a copy: the body stays whole for the shell's reader (this callback runs before the reader's).
  const json = (response: Promise<Response>): Promise<unknown> =>
    response.then((answer) => (answer.ok ? answer.clone().json() : undefined));
  const preloaded = new Set<string>();
  const preload = (href: string, as: 'script' | 'style' | 'image') => {
    if (preloaded.has(href)) return;
    preloaded.add(href);
    // No crossorigin: it must match the plain script, stylesheet and image tags the page adds.
    const link = win.document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    if (as === 'image') link.setAttribute('fetchpriority', 'high'); // the page's largest paint, as its <img> asks
    win.document.head.appendChild(link);
  };
  const strings = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

  for (const file of options.files) request(new URL(file, win.location.href).href);
  const query = options.data && options.remote ? options.data.queries[options.remote] : undefined;
  if (options.data && query) {
    const { config, key, queryUrl, mainImage } = options.data;
    const imageOf = mainImage?.[options.remote ?? ''];
    const data: Record<string, { response: Promise<Response>; at: number }> = {};
    (win as unknown as Record<string, unknown>)[key] = data;
    const segment = win.location.pathname.split('/').filter(Boolean).at(-1) ?? '';
    let slug = '';
    try {
      slug = decodeURIComponent(segment);
    } catch {} // a malformed escape names no row: the page says so itself
    const signedIn = () => {
      try {
        for (let index = 0; index < win.localStorage.length; index++)
          if (/^sb-.+-auth-token/.test(win.localStorage.key(index) ?? '')) return true;
        return false;
      } catch {
        return true; // storage unreadable: the page decides
      }
    };
    const settings = requests[new URL(config, win.location.href).href];
    if (slug && slug.length <= 200 && settings && !signedIn())
      json(settings)
        .then((value) => {
          const { supabaseUrl, supabaseAnonKey } = (value ?? {}) as Record<string, unknown>;
          if (typeof supabaseUrl !== 'string' || !/^https?:\/\//.test(supabaseUrl) || typeof supabaseAnonKey !== 'string') return; // no usable config: the page falls back to its default, and reads for itself
          const url = queryUrl(supabaseUrl, query, slug);
          const response = win.fetch(url, { headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` } });
          response.catch(() => {}); // the page's own read reports a failure
          data[url] = { response, at: win.performance.now() };
          // …and its largest paint, named by the row, so it is in the cache when the page draws it.
          if (imageOf)
            json(response)
              .then((rows) => {
                const image = Array.isArray(rows) && rows[0] ? imageOf(rows[0]) : undefined;
                if (typeof image === 'string') preload(image, 'image');
              })
              .catch(() => {}); // no row, no image: the page shows what it has
        })
        .catch(() => {});
  }
  const [remoteName = '', exposeName = ''] = (options.remote ?? '').split('/');
  const listUrl = new URL(options.remoteList, win.location.href).href;
  const list = requests[listUrl];
  const settled = (step: Promise<unknown>): Promise<void> =>
    step.then(
      () => {},
      () => {},
    );

  // Where a list says this address's remote is: its mf-manifest.json, or a remoteEntry.js itself.
  const entryIn = (remotes: unknown): string | undefined => {
    const entry = remotes && typeof remotes === 'object' ? (remotes as Record<string, unknown>)[remoteName] : undefined;
    return typeof entry === 'string' ? new URL(entry, listUrl).href : undefined;
  };
  // Reads the manifest at that address and preloads the page's files; once per address.
  const followed: Record<string, Promise<void>> = {};
  const follow = (entryUrl: string): Promise<void> => {
    const known = followed[entryUrl];
    if (known) return known;
    if (!new URL(entryUrl).pathname.endsWith('.json')) {
      preload(entryUrl, 'script'); // a remoteEntry.js itself: no manifest to read
      return (followed[entryUrl] = Promise.resolve());
    }
    const step = json(request(entryUrl)).then((value) => {
      type Manifest = {
        metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
        shared?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
        exposes?: ({ name?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } } & Record<
          string,
          unknown
        >)[];
      };
      const parsed = (value ?? {}) as Manifest;
      const meta = parsed.metaData;
      // 'auto' (or a getPublicPath function) means "where the manifest is".
      const publicPath = typeof meta?.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : './';
      const base = new URL(publicPath, entryUrl).href;
      const remoteEntry = meta?.remoteEntry;
      if (typeof remoteEntry?.name === 'string') {
        const dir = typeof remoteEntry.path === 'string' && remoteEntry.path ? `${remoteEntry.path.replace(/\/+$/, '')}/` : '';
        preload(new URL(dir + remoteEntry.name, base).href, 'script');
      }
      const exposed = Array.isArray(parsed.exposes) ? parsed.exposes.find((item) => item?.name === exposeName) : undefined;
      for (const js of strings(exposed?.assets?.js?.sync)) preload(new URL(js, base).href, 'script');
      for (const css of strings(exposed?.assets?.css?.sync)) preload(new URL(css, base).href, 'style');
      // The shared modules the page needs: the shell's files of those it provides, the remote's own
      // copies of the others. The runtime would ask for them only once remoteEntry.js has run.
      const provided = options.provided;
      if (provided && typeof provided === 'object') {
        const shared = Array.isArray(parsed.shared) ? parsed.shared : [];
        for (const name of strings(exposed?.[options.sharedField])) {
          if (Object.hasOwn(provided, name)) {
            for (const js of strings(provided[name])) preload(new URL(js, win.location.href).href, 'script');
            continue;
          }
          const copy = shared.find((item) => item?.name === name);
          for (const js of strings(copy?.assets?.js?.sync)) preload(new URL(js, base).href, 'script');
        }
      }
    });
    return (followed[entryUrl] = settled(step));
  };

  // Ahead of the list, from the list the shell was built with — unless that list was made for another
  // place: loopback addresses seen from a deployed shop, or http under https (the browser would refuse
  // both, and say so in the console).
  const loopback = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  const expected = options.remote ? entryIn(options.builtList) : undefined;
  if (
    expected &&
    loopback(new URL(expected).hostname) === loopback(win.location.hostname) &&
    !(win.location.protocol === 'https:' && new URL(expected).protocol === 'http:')
  )
    follow(expected);
  // …and from the list itself, which has the last word; wrapped, so waiting for it is not waiting for the manifest.
  const listed: Promise<{ entry: Promise<void> } | undefined> =
    options.remote && list
      ? json(list).then((remotes) => {
          const entryUrl = entryIn(remotes);
          return entryUrl ? { entry: follow(entryUrl) } : undefined;
        })
      : Promise.resolve(undefined);
  const done = listed.then((found) => found?.entry);
  const early: EarlyRequests = { requests, ready: settled(listed), done: settled(done) };
  (win as unknown as Record<string, unknown>)[options.key] = early;
}

/** The <head> script: `earlyStartup` with the route table's answer for the address being opened. */
export function inlineStartupScript(
  files: readonly string[],
  remoteList: { file: string; built: unknown },
  shared: { field: string; provided: EarlyStartupOptions['provided'] },
  data?: Omit<NonNullable<EarlyStartupOptions['data']>, 'mainImage'> & {
    /** Per remote module, the source of a self-contained function (row) => image URL. */
    mainImage?: Readonly<Record<string, string>>;
  },
): string {
  const images = Object.entries(data?.mainImage ?? {}).map(([remote, source]) => `${JSON.stringify(remote)}: ${source}`);
  const dataOption = data
    ? `, data: { config: ${JSON.stringify(data.config)}, key: ${JSON.stringify(data.key)}, queries: ${JSON.stringify(data.queries)}, queryUrl: ${data.queryUrl.toString()}, mainImage: { ${images.join(', ')} } }`
    : '';
  const options = `{ files: ${JSON.stringify(files)}, remoteList: ${JSON.stringify(remoteList.file)}, builtList: ${JSON.stringify(remoteList.built ?? null)}, key: ${JSON.stringify(EARLY_REQUESTS_KEY)}, sharedField: ${JSON.stringify(shared.field)}, provided: ${JSON.stringify(shared.provided)}, remote: (${remoteModuleAt.toString()})(${JSON.stringify(ROUTE_TABLE)}, window.location.pathname, true)${dataOption} }`;
  return `(${earlyStartup.toString()})(${options});`;
}
