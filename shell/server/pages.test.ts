import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import type { RenderRequest, RenderResult } from '../src/ssr/entry';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageWriter, readTemplate } from './pages';
import type { Site } from './site';

const TEMPLATE = '<!doctype html><html><head><title>Sikka</title></head><body><div id="root"></div></body></html>';
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
        fail ? reject(new Error('down')) : resolve(incomplete ? { status: 503, html, incomplete: true } : { status: 200, html }),
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

/**
 * Runs a page's script loader against a document that records what it is given: what it adds before
 * the first frame, once that frame's animation callback ran, and after the task that callback queued.
 */
function runScriptLoader(html: string, { visibilityState = 'visible' } = {}) {
  const loaders = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  assert.equal(loaders.length, 1, 'one loader');
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const visibilityChanges: Array<() => void> = [];
  const added: string[] = [];
  const document = {
    readyState: 'complete',
    visibilityState,
    addEventListener: (event: string, listener: () => void) => {
      assert.equal(event, 'visibilitychange', 'the document is parsed already');
      visibilityChanges.push(listener);
    },
    createElement: () => ({}),
    head: {
      insertAdjacentHTML: (_where: string, markup: string) => added.push(markup),
      append: (script: { src: string; async: boolean }) => added.push(`script ${script.src} async=${script.async}`),
    },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', loaders[0]!)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => tasks.push(callback),
  );
  const steps = { beforeFirstFrame: [...added], inFirstFrame: [] as string[], after: added };
  return {
    ...steps,
    /** The first frame is drawn: its animation callback, then the task it queued. */
    drawFirstFrame() {
      frames.shift()?.();
      steps.inFirstFrame = [...added];
      tasks.shift()?.();
      return added;
    },
    hide() {
      for (const listener of visibilityChanges.splice(0)) listener();
      return added;
    },
  };
}

const body = async (page: Promise<{ html: string }>) => /render \d+|<div id="root"><\/div>/.exec((await page).html)?.[0];

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
    const write = pageWriter({ site: SITE, template: TEMPLATE, remoteList: {}, render: fake.render });
    const pages = [write('/a'), write('/a')];
    await fake.release();
    assert.deepEqual(await Promise.all(pages.map(body)), ['render 1', 'render 2']);
  });

  it('answers an address from one render for cacheMs, then serves it once more while the next is made', async () => {
    const fake = renders();
    const write = pageWriter({ site: SITE, template: TEMPLATE, remoteList: {}, render: fake.render, cacheMs: 1000 });
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
    const write = pageWriter({ site: SITE, template: TEMPLATE, remoteList: {}, render: fake.render, cacheMs: 1000 });
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
    const write = pageWriter({ site: SITE, template: TEMPLATE, remoteList: {}, render: fake.render, cacheMs: 1000 });
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
    const write = pageWriter({ site: SITE, template: TEMPLATE, remoteList: {}, render: fake.render, cacheMs: 1000 });
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
    const write = pageWriter({ site: SITE, template: TEMPLATE, remoteList: {}, render: fake.render, cacheMs: 1000 });
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
        : Promise.resolve({ status: 200, html: '<html><head></head><body>render 1</body></html>' });
    };
    const write = pageWriter({ site: SITE, template: TEMPLATE, remoteList: {}, render, renderConcurrency: 1, timeoutMs: 5 });
    const [hung, next] = [write('/hangs'), write('/b')];
    assert.equal(await body(hung), '<div id="root"></div>');
    assert.equal((await hung).failed, true);
    assert.equal(await body(next), 'render 1');
    assert.deepEqual(urls, ['/hangs', '/b']);
  });

  it('makes a few renders at once and the others in turn, each with its own time limit', async () => {
    const fake = renders();
    const write = pageWriter({ site: SITE, template: TEMPLATE, remoteList: {}, render: fake.render, renderConcurrency: 2 });
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

describe("the shell's template", () => {
  it('writes the stylesheets the build only preloads into the head, so a rendered page is styled at its first paint', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'template-'));
    try {
      mkdirSync(join(dist, 'static', 'css', 'async'), { recursive: true });
      writeFileSync(join(dist, 'static', 'css', 'async', 'startup.0123.css'), '.header{color:red}/*</style>*/');
      writeFileSync(
        join(dist, 'index.html'),
        '<html><head><link href="/static/css/async/startup.0123.css" rel="preload" as="style"><script defer src="/static/js/index.js"></script></head><body></body></html>',
      );
      const html = await readTemplate(dist);
      assert.ok(html.includes('<style data-href="/static/css/async/startup.0123.css">.header{color:red}'));
      assert.ok(!html.includes('rel="preload" as="style"'));
      // A stylesheet cannot end the element early.
      assert.equal(html.match(/<\/style>/g)?.length, 1);
      assert.ok(html.includes('<script defer src="/static/js/index.js"></script>'));
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe("a page's image preload and scripts", () => {
  const template =
    '<!doctype html><html><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width" />' +
    '<script defer src="/static/js/runtime.js"></script><script defer src="/static/js/index.js"></script>' +
    '<link href="/static/js/async/lib-react-dom.js" rel="preload" as="script" fetchpriority="low">' +
    '</head><body><div id="root"></div></body></html>';
  const photo = '<link rel="preload" as="image" href="https://api.example/photo.jpg?width=900" fetchPriority="high"/>';
  const ALL_FILES = [
    '<link href="/static/js/async/lib-react-dom.js" rel="preload" as="script" fetchpriority="low">',
    'script /static/js/runtime.js async=false',
    'script /static/js/index.js async=false',
  ];
  const write = pageWriter({
    site: SITE,
    template,
    remoteList: {},
    render: async () => ({
      status: 200,
      html: `<html><head><title>A coin</title><meta name="description" content="A coin"/>${photo}</head><body><img src="x"></body></html>`,
    }),
  });

  it('the photo comes before the scripts, after the meta tags', async () => {
    const { html } = await write('/a-coin');
    const at = (text: string) => html.indexOf(text);
    assert.equal(html.split(photo).length, 2, 'written once');
    assert.ok(at('<meta charset="utf-8" />') < at(photo));
    assert.ok(at('<meta name="viewport"') < at(photo));
    assert.ok(at(photo) < at('/static/js/index.js'));
    assert.ok(at(photo) < at('lib-react-dom.js'));
    // The page's own head stays as React wrote it, past the shell's.
    assert.ok(at('/static/js/index.js') < at('<title>A coin</title>'));
  });

  it('asks for the scripts and their preloads once the first frame is drawn, the scripts in their order', async () => {
    const { html } = await write('/a-coin');
    // Nothing in the markup makes the browser fetch a script while it parses and paints.
    assert.ok(!/<script[^>]*\bsrc=/.test(html));
    assert.ok(!/<link[^>]*rel="preload"[^>]*as="script"/.test(html));
    const loader = runScriptLoader(html);
    assert.deepEqual(loader.beforeFirstFrame, [], 'nothing before the first frame');
    const after = loader.drawFirstFrame();
    assert.deepEqual(loader.inFirstFrame, [], 'nor while it is drawn');
    assert.deepEqual(after, ALL_FILES);
    // A later visibility change does not ask again.
    assert.deepEqual(loader.hide(), ALL_FILES);
  });

  it('asks at once in a background tab, which draws no frame until shown, and when hidden before its first frame', async () => {
    const { html } = await write('/a-coin');
    const background = runScriptLoader(html, { visibilityState: 'hidden' });
    assert.deepEqual(background.beforeFirstFrame, ALL_FILES);
    assert.deepEqual(background.drawFirstFrame(), ALL_FILES, 'once');

    const switchedAway = runScriptLoader(html);
    assert.deepEqual(switchedAway.beforeFirstFrame, []);
    assert.deepEqual(switchedAway.hide(), ALL_FILES);
    assert.deepEqual(switchedAway.drawFirstFrame(), ALL_FILES, 'once');
  });

  it('waits for the document to be parsed when the first frame comes before its end', async () => {
    const { html } = await write('/a-coin');
    const loader = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    let parsed: (() => void) | undefined;
    const added: string[] = [];
    const document = {
      readyState: 'loading',
      visibilityState: 'visible',
      addEventListener: (event: string, listener: () => void) => {
        if (event === 'DOMContentLoaded') parsed = listener;
      },
      createElement: () => ({}),
      head: { insertAdjacentHTML: () => added.push('preloads'), append: () => added.push('script') },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
      document,
      (callback: () => void) => callback(),
      (callback: () => void) => callback(),
    );
    assert.deepEqual(added, []);
    document.readyState = 'interactive';
    parsed!();
    assert.deepEqual(added, ['preloads', 'script', 'script']);
  });

  it('cannot be ended early by a file name', async () => {
    const sneaky = pageWriter({
      site: SITE,
      template: '<html><head><script defer src="/static/js/a</script><b>.js"></script></head><body></body></html>',
      remoteList: {},
      render: async () => ({ status: 200, html: '<html><head></head><body>page</body></html>' }),
    });
    const { html } = await sneaky('/');
    assert.equal(html.match(/<\/script>/g)?.length, 1);
  });
});

describe("a remote page's head", () => {
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

  it("writes in the page's styles and those of the shared entries the remote brings and the shell does not", async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url in FILES ? new Response(FILES[url], { status: 200 }) : new Response('', { status: 404 }),
    );
    const write = pageWriter({
      site: SITE,
      template: TEMPLATE,
      remoteList: { blog: MANIFEST },
      shellShared: ['@sikka/shared/ui'],
      render: async () => ({ status: 200, page: 'blog/BlogPostPage', html: '<html><head></head><body>post</body></html>' }),
    });
    const { html } = await write('/blog/a-post');
    assert.ok(html.includes('<style data-href="https://blog.cdn.example/static/css/post.css">.post{margin:0}</style>'));
    assert.ok(
      html.includes('<style data-href="https://blog.cdn.example/static/css/markdown.css">.markdown h2{font-size:1.5rem}</style>'),
    );
    // The design system's styles come with the shell's own (in its head).
    assert.ok(!html.includes('ui.css'));
    // The remote's entry and page preloaded, named for the browser's runtime, with the shell's scripts.
    assert.deepEqual(runScriptLoader(html).drawFirstFrame(), [
      '<link rel="preload" as="script" fetchpriority="low" data-remote="blog" href="https://blog.cdn.example/remoteEntry.js">' +
        '<link rel="preload" as="script" fetchpriority="low" data-remote="blog" href="https://blog.cdn.example/static/js/post.js">',
    ]);
  });
});
