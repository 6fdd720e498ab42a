import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REQUESTS_KEY, type EarlyRequests, earlyStartup, inlineStartupScript } from './earlyStartup';
import { FIRST_DATA } from './firstData';
import { requestStartupFiles, startupFetch } from './startupFetch';

const origin = window.location.origin;
const MANIFEST_URL = 'http://localhost:3001/mf-manifest.json';
const MANIFEST = {
  metaData: { publicPath: 'http://localhost:3001/', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [
    { name: 'react', assets: { js: { sync: ['static/js/react.js'], async: [] } } },
    { name: '@sikka/shared/async', assets: { js: { sync: ['static/js/sikka-async.js'], async: [] } } },
    {
      name: '@sikka/shared/domain/collectibles',
      assets: { js: { sync: ['static/js/z.js', 'static/js/collectibles.js'], async: [] } },
    },
  ],
  exposes: [
    {
      name: 'HomePage',
      assets: {
        js: { sync: ['static/js/home.js', 'static/js/z.js'], async: ['static/js/later.js'] },
        css: { sync: ['static/css/home.css'], async: [] },
      },
      sharedAtLoad: [
        '@sikka/shared/async',
        '@sikka/shared/domain/collectibles',
        '@sikka/shared/missing',
        '@sikka/shared/zod',
        'react',
      ],
    },
    { name: 'ListingPage', assets: { js: { sync: ['static/js/listing.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
};

/** The remote's entry and the home page's own first-load files, as the page script preloads them. */
const HOME_PAGE_FILES = [
  'script http://localhost:3001/remoteEntry.js',
  'script http://localhost:3001/static/js/home.js',
  'script http://localhost:3001/static/js/z.js',
  'style http://localhost:3001/static/css/home.css',
];

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((link) => `${link.as} ${link.href}`);
const early = () => (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS_KEY];

/** Lets the page script's response callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** As the shell's build writes it: react and ui come with the page's own preloads, zod does not. */
const PROVIDED = { react: [], '@sikka/shared/ui': [], '@sikka/shared/zod': ['/static/js/lib-zod.js', '/static/js/sikka-zod.js'] };

function options(
  remote: string | undefined,
  provided: Record<string, readonly string[]> | string = PROVIDED,
  builtList: unknown = null,
) {
  return {
    files: ['/config.json', '/remotes.json'],
    remoteList: '/remotes.json',
    builtList,
    remote,
    key: EARLY_REQUESTS_KEY,
    sharedField: 'sharedAtLoad',
    provided,
  };
}

describe('earlyStartup (the page’s first script)', () => {
  let network: ReturnType<typeof vi.fn>;
  let remoteList: Record<string, string>;
  let manifest: unknown;
  beforeEach(() => {
    remoteList = { catalog: MANIFEST_URL };
    manifest = MANIFEST;
    network = vi.fn(async (url: string) => {
      if (url === `${origin}/remotes.json`) return Response.json(remoteList);
      if (url === `${origin}/config.json`) return new Response('nope', { status: 404 });
      if (url === MANIFEST_URL) return Response.json(manifest);
      return new Response('not found', { status: 404 });
    });
    vi.stubGlobal('fetch', network);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_KEY];
  });

  it('runs from its serialized source alone and preloads the remote page of the address', async () => {
    window.history.replaceState(null, '', '/kushan-vasudeva-gold-dinar');
    // As the browser runs it: a script of its own, nothing in scope but the page's globals.
    new Function(
      inlineStartupScript(
        ['/config.json', '/remotes.json'],
        { file: '/remotes.json', built: { catalog: MANIFEST_URL } },
        { field: 'sharedAtLoad', provided: PROVIDED },
      ),
    )();
    await settle();
    // The manifest at once, from the list the shell was built with; the list only confirms it.
    expect(network.mock.calls.map(([url]) => url)).toEqual([`${origin}/config.json`, `${origin}/remotes.json`, MANIFEST_URL]);
    expect(preloads()).toEqual([
      'script http://localhost:3001/remoteEntry.js',
      'script http://localhost:3001/static/js/listing.js',
    ]);
    window.history.replaceState(null, '', '/');
  });

  it('lists the entry, the exposed page’s first-load files and the shared modules it needs, from the shell or its own', async () => {
    earlyStartup(options('catalog/HomePage'));
    await settle();
    expect(preloads()).toEqual([
      ...HOME_PAGE_FILES,
      // its own copies of what the shell lacks (not z.js twice, nor the later files)…
      'script http://localhost:3001/static/js/sikka-async.js',
      'script http://localhost:3001/static/js/collectibles.js',
      // …the shell's files of what it provides but has not preloaded, and nothing of react (it has)
      `script ${origin}/static/js/lib-zod.js`,
      `script ${origin}/static/js/sikka-zod.js`,
    ]);
  });

  it('preloads no shared module when the build did not say which the shell provides', async () => {
    earlyStartup(options('catalog/HomePage', '__SIKKA_PROVIDED_SHARED__'));
    await settle();
    expect(preloads()).toEqual(HOME_PAGE_FILES);
  });

  it('says when it is done: after the preloads are in the head, or once it has given up', async () => {
    earlyStartup(options('catalog/HomePage'));
    await early()?.done;
    expect(preloads()).toHaveLength(8);

    document.head.innerHTML = '';
    network.mockRejectedValue(new TypeError('Failed to fetch'));
    earlyStartup(options('catalog/HomePage'));
    await expect(early()?.done).resolves.toBeUndefined();
    expect(preloads()).toEqual([]);
  });

  it('resolves an automatic public path against the manifest’s address', async () => {
    remoteList = { catalog: 'https://cdn.example/catalog/mf-manifest.json' };
    network.mockImplementation(async (url: string) =>
      url === `${origin}/remotes.json`
        ? Response.json(remoteList)
        : Response.json({ ...MANIFEST, metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: 'js' } } }),
    );
    earlyStartup(options('catalog/ListingPage'));
    await settle();
    expect(preloads()).toEqual([
      'script https://cdn.example/catalog/js/remoteEntry.js',
      'script https://cdn.example/catalog/static/js/listing.js',
    ]);
  });

  it('leaves whole answers to the shell and the runtime, which ask nothing again', async () => {
    earlyStartup(options('catalog/HomePage'));
    requestStartupFiles(); // the entry chunk: both files are already requested
    await settle();
    expect(await (await startupFetch(`${origin}/remotes.json`)).json()).toEqual(remoteList);
    expect(await (await startupFetch(MANIFEST_URL)).json()).toEqual(MANIFEST);
    expect((await startupFetch(`${origin}/config.json`)).status).toBe(404);
    expect(network).toHaveBeenCalledTimes(3);
    expect(early()?.requests).toEqual({});
  });

  it('hands the manifest over even when the runtime asks before the list has been read', async () => {
    earlyStartup(options('catalog/HomePage'));
    // At once, as a runtime that had the list first would: the page script has not asked yet.
    const manifest = startupFetch(MANIFEST_URL);
    expect(await (await manifest).json()).toEqual(MANIFEST);
    expect(network.mock.calls.filter(([url]) => url === MANIFEST_URL)).toHaveLength(1);
  });

  it('asks for the manifest of the list it was built with before the list answers, and asks no second time', async () => {
    let answerList: (response: Response) => void = () => {};
    network.mockImplementation(async (url: string) => {
      if (url === `${origin}/remotes.json`) return new Promise<Response>((resolve) => (answerList = resolve));
      return url === MANIFEST_URL ? Response.json(MANIFEST) : new Response('nope', { status: 404 });
    });
    earlyStartup(options('catalog/HomePage', PROVIDED, { catalog: MANIFEST_URL }));
    await settle();
    // The page's files are on their way while the list is still out…
    expect(network.mock.calls.map(([url]) => url)).toContain(MANIFEST_URL);
    expect(preloads()).toEqual(expect.arrayContaining(HOME_PAGE_FILES));
    // …and the runtime's read of the manifest waits for the list, then takes that answer.
    const manifest = startupFetch(MANIFEST_URL);
    answerList(Response.json(remoteList));
    expect(await (await manifest).json()).toEqual(MANIFEST);
    await early()?.done;
    expect(network.mock.calls.filter(([url]) => url === MANIFEST_URL)).toHaveLength(1);
  });

  it('follows the list when it names another address than the build’s, and is done only with that one', async () => {
    remoteList = { catalog: 'https://cdn.example/catalog/mf-manifest.json' };
    network.mockImplementation(async (url: string) => {
      if (url === `${origin}/remotes.json`) return Response.json(remoteList);
      if (url === MANIFEST_URL) return Response.json(MANIFEST);
      return Response.json({ ...MANIFEST, metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } });
    });
    earlyStartup(options('catalog/ListingPage', PROVIDED, { catalog: MANIFEST_URL }));
    await early()?.done;
    expect(network.mock.calls.map(([url]) => url)).toEqual([
      `${origin}/config.json`,
      `${origin}/remotes.json`,
      MANIFEST_URL,
      'https://cdn.example/catalog/mf-manifest.json',
    ]);
    expect(preloads()).toEqual(expect.arrayContaining(['script https://cdn.example/catalog/static/js/listing.js']));
    expect(await (await startupFetch('https://cdn.example/catalog/mf-manifest.json')).json()).toMatchObject({
      exposes: MANIFEST.exposes,
    });
  });

  it('makes no guess from a list built for another place: loopback addresses on a deployed shop, http under https', async () => {
    const shop = (href: string) => ({ location: new URL(href), fetch: network, document: window.document }) as unknown as Window;
    remoteList = { catalog: 'https://cdn.example/catalog/mf-manifest.json' };
    network.mockImplementation(async (url: string) =>
      url === 'https://shop.example/remotes.json' ? Response.json(remoteList) : new Response('nope', { status: 404 }),
    );
    earlyStartup(
      options('catalog/HomePage', PROVIDED, { catalog: 'https://localhost:3001/mf-manifest.json' }),
      shop('https://shop.example/'),
    );
    earlyStartup(
      options('catalog/HomePage', PROVIDED, { catalog: 'http://cdn.example/mf-manifest.json' }),
      shop('https://shop.example/'),
    );
    await settle();
    const asked = network.mock.calls.map(([url]) => url);
    expect(asked).not.toContain('https://localhost:3001/mf-manifest.json');
    expect(asked).not.toContain('http://cdn.example/mf-manifest.json');
    expect(asked).toContain('https://cdn.example/catalog/mf-manifest.json'); // the list's own, as before
  });

  it('does nothing more for a shell page, or a remote the list does not have', async () => {
    earlyStartup(options(undefined));
    await settle();
    expect(network).toHaveBeenCalledTimes(2);

    remoteList = {};
    earlyStartup(options('sell/SellPage'));
    await settle();
    expect(network).toHaveBeenCalledTimes(4);
    expect(preloads()).toEqual([]);
  });

  it('gives up quietly on a broken list or manifest, and preloads a plain remoteEntry.js as it is', async () => {
    manifest = 'not a manifest';
    earlyStartup(options('catalog/HomePage'));
    await settle();
    expect(preloads()).toEqual([]);

    remoteList = { catalog: 'http://localhost:3001/remoteEntry.js' };
    earlyStartup(options('catalog/HomePage'));
    await settle();
    expect(preloads()).toEqual(['script http://localhost:3001/remoteEntry.js']);

    network.mockRejectedValue(new TypeError('Failed to fetch'));
    earlyStartup(options('catalog/HomePage'));
    await settle();
    expect(preloads()).toHaveLength(1);
  });
});

describe('earlyStartup: a listing’s or a post’s row and main image, read ahead', () => {
  const API = 'https://abcd.supabase.co';
  const SLUG = 'kushan-vasudeva-gold-dinar';
  const PHOTO = `${API}/storage/v1/object/public/collectible-images/c1/1.jpg`;
  const ROW = {
    slug: SLUG,
    images: [
      { id: 'b', image_url: `${API}/storage/v1/object/public/collectible-images/c1/2.jpg`, order: 1 },
      { id: 'a', image_url: PHOTO, order: 0 },
    ],
  };
  const readUrl = (slug: string) => FIRST_DATA.queryUrl(API, FIRST_DATA.queries['catalog/ListingPage']!, slug);
  let config: unknown;
  let network: ReturnType<typeof vi.fn>;
  const dataKey = FIRST_DATA.key;
  const data = () => (window as unknown as Record<string, Record<string, { response: Promise<Response> }> | undefined>)[dataKey];

  /** The page script as the shell's build writes it, run at `path`. */
  const runAt = (path: string) => {
    window.history.replaceState(null, '', path);
    new Function(
      inlineStartupScript(
        ['/config.json', '/remotes.json'],
        { file: '/remotes.json', built: null },
        { field: 'sharedAtLoad', provided: PROVIDED },
        FIRST_DATA,
      ),
    )();
  };

  beforeEach(() => {
    config = { supabaseUrl: API, supabaseAnonKey: 'anon-key' };
    network = vi.fn(async (url: string) => {
      if (url === `${origin}/config.json`) return Response.json(config);
      if (url === `${origin}/remotes.json`) return Response.json({});
      if (url === readUrl(SLUG)) return Response.json([ROW]);
      return new Response('not found', { status: 404 });
    });
    vi.stubGlobal('fetch', network);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    localStorage.clear();
    window.history.replaceState(null, '', '/');
    delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_KEY];
    delete (window as unknown as Record<string, unknown>)[dataKey];
  });

  it('reads the row with the anon key once the config has arrived, then preloads its first photo', async () => {
    runAt(`/${SLUG}`);
    await settle();
    await settle();
    const read = network.mock.calls.find(([url]) => url === readUrl(SLUG));
    expect(read?.[1]).toEqual({ headers: { apikey: 'anon-key', Authorization: 'Bearer anon-key' } });
    expect(Object.keys(data() ?? {})).toEqual([readUrl(SLUG)]);
    const photo = await vi.waitFor(() => {
      const link = document.head.querySelector<HTMLLinkElement>('link[rel=preload][fetchpriority=high]');
      if (!link) throw new Error('no image preload yet');
      return link;
    });
    // The page's own read gets the whole answer.
    await expect((await data()![readUrl(SLUG)]!.response).json()).resolves.toEqual([ROW]);
    expect(preloads()).toEqual([`image ${API}/storage/v1/render/image/public/collectible-images/c1/1.jpg?width=900&quality=80`]);
    expect(photo.getAttribute('fetchpriority')).toBe('high');
  });

  it('reads the slug the address names, decoded', async () => {
    runAt('/akbar%20rupee');
    await settle();
    expect(network.mock.calls.map(([url]) => url)).toContain(readUrl('akbar rupee'));
  });

  it('reads a post’s row and preloads its cover as the page shows it', async () => {
    const postUrl = FIRST_DATA.queryUrl(API, FIRST_DATA.queries['blog/BlogPostPage']!, 'the-rupee-through-time');
    network.mockImplementation(async (url: string) => {
      if (url === `${origin}/config.json`) return Response.json(config);
      if (url === postUrl)
        return Response.json([{ slug: 'the-rupee-through-time', cover_image: 'https://images.example/rupee.jpg' }]);
      return Response.json({});
    });
    runAt('/blog/the-rupee-through-time');
    await vi.waitFor(() => expect(preloads()).toEqual(['image https://images.example/rupee.jpg']));
    expect(Object.keys(data() ?? {})).toEqual([postUrl]);
  });

  it('reads nothing for a stored session, a config it cannot use, or a page that reads no row by its address', async () => {
    const reads = () => network.mock.calls.filter(([url]) => String(url).startsWith(`${API}/rest/`));
    localStorage.setItem('sb-abcd-auth-token', '{}');
    runAt(`/${SLUG}`);
    await settle();
    localStorage.clear();
    config = { supabaseUrl: 'not a url', supabaseAnonKey: 'anon-key' };
    runAt(`/${SLUG}`);
    await settle();
    config = { supabaseUrl: API, supabaseAnonKey: 'anon-key' };
    for (const path of ['/', '/sell', '/blog', '/collections', '/admin', '/edit/c1']) runAt(path);
    await settle();
    expect(reads()).toEqual([]);
    expect(preloads()).toEqual([]);
  });

  it('lets a failed read go quietly: the page’s own read reports it', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    network.mockImplementation(async (url: string) => {
      if (url === `${origin}/config.json`) return Response.json(config);
      throw new TypeError('Failed to fetch');
    });
    runAt(`/${SLUG}`);
    await settle();
    await settle();
    await expect(data()![readUrl(SLUG)]!.response).rejects.toThrow('Failed to fetch');
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });

  it('preloads no photo when the row has none, or there is no row', async () => {
    network.mockImplementation(async (url: string) => {
      if (url === `${origin}/config.json`) return Response.json(config);
      if (url === readUrl(SLUG)) return Response.json([{ slug: SLUG, images: [] }]);
      return Response.json([]);
    });
    runAt(`/${SLUG}`);
    runAt('/no-such-coin');
    await settle();
    await settle();
    expect(preloads()).toEqual([]);
  });
});
