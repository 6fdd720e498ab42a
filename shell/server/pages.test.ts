import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import type { RenderRequest, RenderResult } from '../src/ssr/entry';
import type { DocumentAssets } from '../src/ssr/Document';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readShellAssets } from './pageFiles';
import { pageWriter, type RenderedPage } from './pages';
import { scriptHashes } from './security';
import type { Site } from './site';
import { documentOf, wholeDocument } from './testing';

const TEMPLATE = '<!doctype html><html><head><title>Sikka</title></head><body><div id="root"></div></body></html>';
const SHELL = { styles: [], scripts: ['/static/js/index.js'], preloads: [] };
const SITE: Site = {
  origin: 'https://shop.example',
  configJson: '{"supabaseUrl":"https://api.example","supabaseAnonKey":"anon"}',
  backend: { url: 'https://api.example', key: 'anon' },
  apiUrls: ['https://api.example'],
  remoteOrigins: [],
};

/** A render whose answers the test releases one by one; each answer names its render's number. */
function renders() {
  const waiting: Array<() => void> = [];
  const urls: string[] = [];
  let count = 0;
  let failNext = false;
  let incompleteNext = false;
  const render = (request: RenderRequest): Promise<RenderResult> => {
    const n = ++count;
    urls.push(request.url);
    const fail = failNext;
    const incomplete = incompleteNext;
    failNext = incompleteNext = false;
    const html = `<html><head></head><body>render ${n}</body></html>`;
    return new Promise((resolve, reject) =>
      waiting.push(() =>
        fail
          ? reject(new Error('down'))
          : resolve({ status: incomplete ? 503 : 200, document: wholeDocument(html, { incomplete }) }),
      ),
    );
  };
  return {
    render,
    /** The address each render was asked for. */
    urls,
    get count() {
      return count;
    },
    /** Renders under way, not yet answered. */
    get pending() {
      return waiting.length;
    },
    failNextRender() {
      failNext = true;
    },
    /** The next render's loader fails or runs out of time: a page with its loading state, answered 503. */
    loaderFailsNext() {
      incompleteNext = true;
    },
    async release() {
      while (waiting.length) waiting.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

const htmlOf = async (page: Promise<RenderedPage>) => (await (await page).body!.whole).bytes.toString();
const body = async (page: Promise<RenderedPage>) => /render \d+|<div id="root"><\/div>/.exec(await htmlOf(page))?.[0];
const options = { site: SITE, template: TEMPLATE, shell: SHELL, remoteList: {} };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the page cache (SIKKA_PAGE_CACHE_MS)', () => {
  it('renders every request when it is off', async () => {
    const fake = renders();
    const write = pageWriter({ ...options, render: fake.render });
    const pages = [write('/a'), write('/a')];
    await fake.release();
    assert.deepEqual(await Promise.all(pages.map(body)), ['render 1', 'render 2']);
  });

  it('answers an address from one render for cacheMs, then serves it once more while the next is made', async () => {
    const fake = renders();
    const write = pageWriter({ ...options, render: fake.render, cacheMs: 1000 });
    const first = [write('/a'), write('/a')];
    await fake.release();
    assert.deepEqual(await Promise.all(first.map(body)), ['render 1', 'render 1']);

    // Past cacheMs: the old render answers at once, and one new render starts for the next visitors.
    vi.setSystemTime(1500);
    assert.equal(await body(write('/a')), 'render 1');
    assert.equal(await body(write('/a')), 'render 1');
    const made = fake.count;
    await fake.release();
    assert.equal(await body(write('/a')), `render ${made}`);

    // Long past (twice cacheMs since): a visitor waits for a fresh render instead of an old one.
    vi.setSystemTime(10_000);
    const fresh = write('/a');
    await fake.release();
    assert.equal(await body(fresh), `render ${fake.count}`);
  });

  it('never keeps a failed render: the next request renders again', async () => {
    const fake = renders();
    const write = pageWriter({ ...options, render: fake.render, cacheMs: 1000 });
    fake.failNextRender();
    const failed = write('/a');
    await fake.release();
    assert.equal(await body(failed), '<div id="root"></div>');
    const again = write('/a');
    await fake.release();
    assert.equal(await body(again), 'render 2');
  });

  it('never keeps a render whose loader failed or ran out of time (its 503 with a loading state)', async () => {
    const fake = renders();
    const write = pageWriter({ ...options, render: fake.render, cacheMs: 1000 });
    fake.loaderFailsNext();
    const missing = write('/no-such-coin');
    await fake.release();
    assert.equal((await missing).status, 503);
    const again = write('/no-such-coin');
    await fake.release();
    assert.equal((await again).status, 200);
    assert.equal(await body(again), 'render 2');
  });

  it('does not serve a render with a part missing as the stale page while the next is made', async () => {
    const fake = renders();
    const write = pageWriter({ ...options, render: fake.render, cacheMs: 1000 });
    const first = write('/a');
    await fake.release();
    assert.equal(await body(first), 'render 1');
    vi.setSystemTime(1500);
    fake.loaderFailsNext();
    assert.equal(await body(write('/a')), 'render 1', 'the kept render, while render 2 is made');
    await fake.release();
    // Render 2 had a part missing: the next request is not given it, and a third render is made.
    assert.equal(await body(write('/a')), 'render 1');
    assert.equal(fake.count, 3);
  });

  it('keys an address on the query parameters its route reads, sorted; others never force a render', async () => {
    const fake = renders();
    const write = pageWriter({ ...options, render: fake.render, cacheMs: 1000 });
    const pages = [
      write('/?q=anna&sort=price_asc&u=1'),
      write('/?u=2&sort=price_asc&q=anna'),
      write('/?sort=price_asc&q=anna&utm_source=mail'),
      write('/some-coin?u=3'),
      write('/some-coin?u=4'),
    ];
    await fake.release();
    assert.deepEqual(await Promise.all(pages.map(body)), ['render 1', 'render 1', 'render 1', 'render 2', 'render 2']);
    // The page is rendered for what it reads: the same HTML then suits every address it answers.
    assert.deepEqual(fake.urls, ['/?q=anna&sort=price_asc', '/some-coin']);
    // A parameter the page reads is another page.
    const other = write('/?q=dinar');
    await fake.release();
    assert.equal(await body(other), 'render 3');
  });

  it('gives up on a render that never ends, serving the page as built, and its turn goes to the next', async () => {
    const urls: string[] = [];
    const render = (request: RenderRequest): Promise<RenderResult> => {
      urls.push(request.url);
      return request.url === '/hangs'
        ? new Promise(() => {})
        : Promise.resolve({ status: 200, document: wholeDocument('<html><head></head><body>render 1</body></html>') });
    };
    const write = pageWriter({ ...options, render, renderConcurrency: 1, timeoutMs: 5 });
    const [hung, next] = [write('/hangs'), write('/b')];
    assert.equal(await body(hung), '<div id="root"></div>');
    assert.equal((await hung).failed, true);
    assert.equal(await body(next), 'render 1');
    assert.deepEqual(urls, ['/hangs', '/b']);
  });

  it('never starts a waiting render whose visitor has gone, and starts the next one in its place', async () => {
    const fake = renders();
    const write = pageWriter({ ...options, render: fake.render, renderConcurrency: 1 });
    const first = write('/a');
    const gone = new AbortController();
    const abandoned = write('/b', gone.signal).then(
      () => 'rendered',
      (error: Error) => error.message,
    );
    const next = write('/c');
    await new Promise((resolve) => setTimeout(resolve, 0));
    gone.abort(new Error('closed'));
    while (fake.pending > 0 || fake.count < 2) await fake.release();
    assert.equal(await abandoned, 'closed');
    assert.deepEqual(fake.urls, ['/a', '/c']);
    assert.equal(await body(first), 'render 1');
    assert.equal(await body(next), 'render 2');
  });

  it('makes a few renders at once and the others in turn, each with its own time limit', async () => {
    const fake = renders();
    const write = pageWriter({ ...options, render: fake.render, renderConcurrency: 2 });
    const pages = ['/a', '/b', '/c', '/d', '/e'].map((url) => write(url));
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.equal(fake.count, 2, 'two renders started');
    const first = fake.pending;
    assert.equal(first, 2);
    // Each answer lets one waiting render start, until all are made.
    while (fake.count < 5 || fake.pending > 0) await fake.release();
    assert.deepEqual(fake.urls, ['/a', '/b', '/c', '/d', '/e']);
    assert.equal((await Promise.all(pages.map(body))).length, 5);
  });
});

describe('a streamed page', () => {
  it('reaches its reader part by part as it is written, and a second reader from its first byte', async () => {
    const written = documentOf(['<html><head></head><body><header>Sikka</header>', '<main>the page</main></body></html>'], {
      scripts: ['startup()'],
    });
    const write = pageWriter({ ...options, render: async () => ({ status: 200, document: written.document }), cacheMs: 1000 });
    const page = await write('/');
    const reader = page.body!.chunks()[Symbol.asyncIterator]();
    assert.equal(String((await reader.next()).value), '<html><head></head><body><header>Sikka</header>');
    // The rest is not written yet: a second visitor gets the same render, from its start.
    const second = await write('/');
    const secondReader = second.body!.chunks()[Symbol.asyncIterator]();
    assert.equal(String((await secondReader.next()).value), '<html><head></head><body><header>Sikka</header>');
    written.release();
    assert.equal(String((await reader.next()).value), '<main>the page</main></body></html>');
    assert.equal((await reader.next()).done, true);
    assert.equal(String((await secondReader.next()).value), '<main>the page</main></body></html>');
  });

  it('is cut off when it never ends: its readers stop, and it is never kept', async () => {
    let renders = 0;
    const write = pageWriter({
      ...options,
      cacheMs: 1000,
      timeoutMs: 5,
      render: async () => {
        renders++;
        return {
          status: 200,
          document: documentOf(['<html><head></head><body><header>Sikka</header>', '</body></html>']).document,
        };
      },
    });
    const page = await write('/');
    const read: string[] = [];
    for await (const chunk of page.body!.chunks()) read.push(String(chunk));
    assert.deepEqual(read, ['<html><head></head><body><header>Sikka</header>']);
    assert.equal((await page.body!.whole).incomplete, true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await write('/');
    assert.equal(renders, 2);
  });

  it("allows its own inline scripts by hash and React's by the render's nonce; kept whole, by the hashes of what it carries", async () => {
    const nonces: string[] = [];
    const react = '$RC("B:0","S:0")';
    const write = pageWriter({
      ...options,
      cacheMs: 1000,
      render: async (request) => {
        nonces.push(request.nonce);
        return {
          status: 200,
          document: wholeDocument(
            `<html><head><script>startup()</script></head><body><script nonce="${request.nonce}">${react}</script></body></html>`,
            { scripts: ['startup()'], streamed: true },
          ),
        };
      },
    });
    const streamed = await write('/');
    assert.deepEqual(streamed.scriptSources, [...scriptHashes(['startup()']), `'nonce-${nonces[0]}'`]);
    await streamed.body!.whole;
    await new Promise((resolve) => setTimeout(resolve, 0));
    // From the cache: no nonce (the page is served to many), each inline script by its hash.
    const kept = await write('/');
    assert.equal(nonces.length, 1, 'one render');
    assert.deepEqual(kept.scriptSources, scriptHashes(['startup()', react]));
    assert.ok(kept.body!.bytes?.toString().includes(react));
    // Two renders never share a nonce.
    const again = pageWriter({
      ...options,
      render: async (request) => {
        nonces.push(request.nonce);
        return { status: 200, document: wholeDocument('<html></html>') };
      },
    });
    await again('/');
    await again('/');
    assert.equal(new Set(nonces).size, 3);
    assert.ok(nonces.every((nonce) => /^[A-Za-z0-9+/]{22}==$/.test(nonce)));
  });

  it('is sent as one body, without a nonce, when React wrote it whole at once', async () => {
    const write = pageWriter({
      ...options,
      render: async () => ({
        status: 200,
        document: wholeDocument('<html><head><script>startup()</script></head><body>page</body></html>', {
          scripts: ['startup()'],
        }),
      }),
    });
    const page = await write('/');
    assert.deepEqual(page.scriptSources, scriptHashes(['startup()']));
    assert.equal(page.body!.bytes?.toString(), '<html><head><script>startup()</script></head><body>page</body></html>');
  });
});

describe("the shell's page files", () => {
  it("are read from the build's list of its page's files, its stylesheets written in", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'page-files-'));
    try {
      mkdirSync(join(dist, 'static', 'css', 'async'), { recursive: true });
      writeFileSync(join(dist, 'static', 'css', 'async', 'startup.0123.css'), '.header{color:red}');
      writeFileSync(
        join(dist, 'page-files.json'),
        JSON.stringify({
          scripts: ['/static/js/r.js', '/static/js/index.js'],
          preloads: ['/static/js/async/lib-react-dom.js'],
          styles: ['/static/css/async/startup.0123.css'],
          icon: { href: '/favicon.svg', type: 'image/svg+xml' },
        }),
      );
      assert.deepEqual(await readShellAssets(dist), {
        styles: [{ href: '/static/css/async/startup.0123.css', css: '.header{color:red}' }],
        icon: { href: '/favicon.svg', type: 'image/svg+xml' },
        scripts: ['/static/js/r.js', '/static/js/index.js'],
        preloads: [{ href: '/static/js/async/lib-react-dom.js' }],
      });
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe("a remote page's files", () => {
  const MANIFEST = 'https://blog.cdn.example/mf-manifest.json';
  const FILES: Record<string, string> = {
    [MANIFEST]: JSON.stringify({
      metaData: { publicPath: 'https://blog.cdn.example/', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'BlogPostPage', assets: { js: { sync: ['static/js/post.js'] }, css: { sync: ['static/css/post.css'] } } },
      ],
      shared: [
        { name: '@sikka/shared/markdown', assets: { css: { sync: ['static/css/markdown.css'] } } },
        { name: '@sikka/shared/ui', assets: { css: { sync: ['static/css/ui.css'] } } },
      ],
    }),
    'https://blog.cdn.example/static/css/post.css': '.post{margin:0}',
    'https://blog.cdn.example/static/css/markdown.css': '.markdown h2{font-size:1.5rem}',
    'https://blog.cdn.example/static/css/ui.css': '.button{color:red}',
  };

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("are the page's styles, those of the shared entries the remote brings and the shell does not, and its scripts' preloads", async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url in FILES ? new Response(FILES[url], { status: 200 }) : new Response('', { status: 404 }),
    );
    let assets: DocumentAssets | undefined;
    const write = pageWriter({
      ...options,
      shell: {
        styles: [{ href: '/static/css/shell.css', css: '.shell{}' }],
        scripts: ['/static/js/index.js'],
        preloads: [{ href: '/static/js/lib.js' }],
      },
      remoteList: { blog: MANIFEST },
      shellShared: ['@sikka/shared/ui'],
      render: async (request) => {
        assets = await request.assets('blog/BlogPostPage');
        return { status: 200, page: 'blog/BlogPostPage', document: wholeDocument('<html></html>') };
      },
    });
    await write('/blog/a-post');
    assert.deepEqual(assets, {
      // The shell's first, then the page's; the design system's come with the shell's own.
      styles: [
        { href: '/static/css/shell.css', css: '.shell{}' },
        { href: 'https://blog.cdn.example/static/css/post.css', css: '.post{margin:0}' },
        { href: 'https://blog.cdn.example/static/css/markdown.css', css: '.markdown h2{font-size:1.5rem}' },
      ],
      scripts: ['/static/js/index.js'],
      // The remote's entry and page, named for the browser's runtime, after the shell's.
      preloads: [
        { href: '/static/js/lib.js' },
        { href: 'https://blog.cdn.example/remoteEntry.js', remote: 'blog' },
        { href: 'https://blog.cdn.example/static/js/post.js', remote: 'blog' },
      ],
    });
  });

  it('are read again after a minute while the last read serves: no render waits for the manifest', async () => {
    const manifestReads: Array<() => void> = [];
    let held = false;
    vi.stubGlobal('fetch', async (url: string) => {
      // Once held, a manifest read answers only when the test lets it.
      if (url === MANIFEST && held) await new Promise<void>((resolve) => manifestReads.push(resolve));
      return url in FILES ? new Response(FILES[url], { status: 200 }) : new Response('', { status: 404 });
    });
    const rendered: DocumentAssets[] = [];
    const write = pageWriter({
      ...options,
      remoteList: { blog: MANIFEST },
      render: async (request) => {
        rendered.push(await request.assets('blog/BlogPostPage'));
        return { status: 200, page: 'blog/BlogPostPage', document: wholeDocument('<html></html>') };
      },
    });
    await write('/blog/a-post');
    held = true;
    vi.setSystemTime(61_000);
    await write('/blog/a-post');
    assert.equal(manifestReads.length, 1, 'the manifest is read again');
    assert.deepEqual(rendered[1], rendered[0], 'the render had the last read, without waiting');
    manifestReads.shift()!();
  });
});
