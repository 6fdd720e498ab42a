import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, it } from 'vitest';
import { FIRST_FRAME_SCRIPT } from '@sikka/shared/federation';
import type { RenderRequest, RenderResult } from '../src/ssr/entry';
import { documentScripts } from '../src/ssr/Document';
import { wholeDocument } from './testing';
import { type Shop, type ShopOptions, startShop } from './shop';

/** The shop's server as issue 29 found it (items 5, 8, 10): every answer from configuration, headers on every page. */
const STARTUP_SCRIPT = 'window.startup=1';
const TEMPLATE = `<!doctype html><html><head><title>Sikka</title><script>${STARTUP_SCRIPT}</script><script defer src="/static/js/index.0123456789.js"></script></head><body><div id="root"></div></body></html>`;
/** The build's list of the shell page's files (tooling/rsbuild-federation.ts pageFilesFile). */
const PAGE_FILES = {
  scripts: ['/static/js/index.0123456789.js'],
  preloads: ['/static/js/async/lib-react-dom.0123456789.js'],
  styles: [],
};
const REMOTES = { catalog: 'https://catalog.cdn.example/mf-manifest.json', blog: 'https://blog.cdn.example/mf-manifest.json' };
const DEPLOYED_CONFIG = '{ "supabaseUrl": "https://ref.supabase.example", "supabaseAnonKey": "anon" }\n';

let dist: string | undefined;
let shop: Shop | undefined;
afterEach(async () => {
  if (shop) await new Promise<void>((resolve) => shop!.server.close(() => resolve()) && shop!.server.closeAllConnections());
  if (dist) rmSync(dist, { recursive: true, force: true });
  shop = dist = undefined;
});

/** A shell build in a temporary folder, served by the shop's server on a free port. */
async function serve(options: Partial<ShopOptions> & { config?: string } = {}) {
  dist = mkdtempSync(join(tmpdir(), 'shop-'));
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  writeFileSync(join(dist, 'page-files.json'), JSON.stringify(PAGE_FILES));
  writeFileSync(join(dist, 'remotes.json'), JSON.stringify(REMOTES));
  if (options.config) writeFileSync(join(dist, 'config.json'), options.config);
  shop = await startShop({ dist, port: 0, host: '127.0.0.1', local: true, render: fakeRender, ...options });
  return `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}`;
}

/** The Node build's render, as this server sees it: React's document for a path (the rules of src/ssr/render.tsx). */
const rendered: RenderRequest[] = [];
async function fakeRender(request: RenderRequest): Promise<RenderResult> {
  rendered.push(request);
  // The document's own inline scripts, as Document.tsx writes them.
  const scripts = documentScripts(await request.assets(undefined));
  const inline = scripts.map((script) => `<script>${script}</script>`).join('');
  if (request.url === '/admin') return { status: 302, redirect: '/' };
  if (request.url === '/broken') throw new Error('the render failed');
  if (request.url === '/slow-coin')
    return {
      status: 503,
      document: wholeDocument(`<!DOCTYPE html><html><head>${inline}</head><body>Loading</body></html>`, {
        incomplete: true,
        scripts,
      }),
    };
  const title = request.url === '/no-such-coin' ? 'Item Not Found' : 'A coin';
  return {
    ...(request.url.startsWith('/order/') ? { private: true as const } : {}),
    status: request.url === '/no-such-coin' ? 404 : 200,
    document: wholeDocument(
      `<!DOCTYPE html><html lang="en-IN"><head>${inline}<title>${title} | Sikka</title></head><body><div id="root"><h1>${title}</h1></div></body></html>`,
      { scripts },
    ),
  };
}

/** A policy without its render's nonce (each render has its own; a page kept whole has none). */
const withoutNonce = (header: string | null) => header?.replace(/ 'nonce-[^']+'/, '') ?? null;

/** One request as written on the wire, for what fetch() would refuse to send; the status line's code. */
function rawStatus(base: string, head: string): Promise<number> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])));
    socket.on('error', reject);
  });
}

describe("the site's origin and config.json come from configuration, never from the request (29.5)", () => {
  it('answers the same config.json whatever the Host header says', async () => {
    const base = await serve();
    const honest = await (await fetch(`${base}/config.json`)).text();
    const forged = await (await fetch(`${base}/config.json`, { headers: { Host: 'evil.example:3000' } })).text();
    assert.equal(forged, honest);
    assert.equal(JSON.parse(honest).supabaseUrl, 'http://localhost:54321');
  });

  it('serves a deployed config.json as the file it is', async () => {
    const base = await serve({ config: DEPLOYED_CONFIG, local: false, siteUrl: 'https://shop.example' });
    const response = await fetch(`${base}/config.json`, { headers: { Host: 'evil.example' } });
    assert.equal(await response.text(), DEPLOYED_CONFIG);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
  });

  it('writes SIKKA_SITE_URL into robots.txt, whatever the Host header says', async () => {
    const base = await serve({ config: DEPLOYED_CONFIG, local: false, siteUrl: 'https://shop.example' });
    const robots = await (await fetch(`${base}/robots.txt`, { headers: { Host: 'evil.example' } })).text();
    assert.match(robots, /^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m);
    assert.doesNotMatch(robots, /evil/);
  });

  it('refuses to start outside local development without SIKKA_SITE_URL or a deployed config.json', async () => {
    await assert.rejects(serve({ config: DEPLOYED_CONFIG, local: false }), /SIKKA_SITE_URL is required/);
    await assert.rejects(serve({ local: false, siteUrl: 'https://shop.example' }), /config\.json is missing/);
    await assert.rejects(serve({ siteUrl: 'https://shop.example/path?x' }), /must be an origin/);
  });
});

describe('malformed requests get 400, and the server keeps answering (29.5, 29.10)', () => {
  it('answers 400 to a Host that is no host name and to a target that is no URL', async () => {
    const base = await serve();
    assert.equal(await rawStatus(base, 'GET /config.json HTTP/1.1\r\nHost: [zz'), 400);
    assert.equal(await rawStatus(base, 'GET / HTTP/1.1\r\nHost: evil.example"><script>'), 400);
    assert.equal(await rawStatus(base, 'GET http://[ HTTP/1.1\r\nHost: localhost'), 400);
    assert.equal(await rawStatus(base, 'GET * HTTP/1.1\r\nHost: localhost'), 400);
    assert.equal(await rawStatus(base, 'GET /config.json HTTP/1.1\r\nHost: localhost:3000'), 200);
    assert.equal(await rawStatus(base, 'GET http://localhost:3000/robots.txt HTTP/1.1\r\nHost: localhost:3000'), 200);
  });
});

describe('security headers (29.8)', () => {
  it('gives every page a policy that allows its own scripts, the remotes and the API, and no framing', async () => {
    const base = await serve({ config: DEPLOYED_CONFIG, local: false, siteUrl: 'https://shop.example' });
    for (const path of ['/', '/some-coin', '/blog/a-post', '/admin/orders']) {
      const page = await fetch(`${base}${path}`);
      const policy = page.headers.get('content-security-policy') ?? '';
      const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
      assert.equal(directive('frame-ancestors'), "frame-ancestors 'none'", path);
      assert.equal(page.headers.get('x-frame-options'), 'DENY');
      const scripts = directive('script-src').split(' ');
      assert.ok(scripts.includes("'self'") && scripts.includes('https://catalog.cdn.example'), policy);
      assert.ok(scripts.includes('https://blog.cdn.example'));
      assert.ok(!scripts.includes("'unsafe-inline'") && !scripts.includes("'unsafe-eval'"));
      // The page's own inline script, by its hash: an injected one has another.
      assert.ok(scripts.some((source) => source.startsWith("'sha256-")));
      assert.match(directive('connect-src'), /https:\/\/ref\.supabase\.example wss:\/\/ref\.supabase\.example/);
      assert.match(directive('img-src'), /https:\/\/ref\.supabase\.example/);
      // A blog post's cover may be any https image (the blog's rules).
      assert.match(directive('img-src'), / https: /);
      assert.equal(directive('frame-src'), 'frame-src https://www.youtube-nocookie.com');
      assert.equal(directive('object-src'), "object-src 'none'");
    }
  });

  it('hashes exactly the inline scripts the page carries', async () => {
    const { createHash } = await import('node:crypto');
    const base = await serve();
    const policy = (await fetch(base)).headers.get('content-security-policy') ?? '';
    const html = await (await fetch(base)).text();
    // The first-frame hold and the one that asks for the page's scripts after its first frame.
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    assert.equal(inline.length, 2);
    assert.equal(inline[0], FIRST_FRAME_SCRIPT);
    assert.match(inline[1]!, /lib-react-dom\.0123456789\.js/);
    for (const script of inline) {
      const hash = createHash('sha256').update(script).digest('base64');
      assert.ok(policy.includes(`'sha256-${hash}'`), policy);
    }
    assert.equal(policy.match(/'sha256-/g)?.length, 2);
  });

  it('sends nosniff and the referrer policy with every answer, files and errors too', async () => {
    const base = await serve();
    for (const path of ['/', '/remotes.json', '/config.json', '/robots.txt', '/static/missing.0123456789.js']) {
      const response = await fetch(`${base}${path}`);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path);
    }
  });
});

describe('pages rendered on the server (issue 30)', () => {
  it("answers with the render's document, rendered for the parameters its route reads", async () => {
    const base = await serve();
    const response = await fetch(`${base}/some-coin?x=1`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(
      html,
      /^<!DOCTYPE html><html lang="en-IN"><head><script>[^<]*<\/script><script>[^<]*"\/static\/js\/index\.0123456789\.js"/,
    );
    assert.equal(html.match(/<title>/g)?.length, 1);
    assert.ok(!html.includes('window.startup'), "the build's index.html is not part of a rendered page");
    // Rendered for the parameters a listing reads (none of x): the route table's `query`.
    assert.equal(rendered.at(-1)?.url, '/some-coin');
    assert.equal(rendered.at(-1)?.origin, 'http://localhost:0');
    assert.deepEqual(rendered.at(-1)?.remotes[0], {
      name: 'catalog',
      entry: 'https://catalog.cdn.example/server/remoteEntry.js',
    });
  });

  it('answers the status the page gives (404 for an unknown slug) and the route table’s redirects', async () => {
    const base = await serve();
    const missing = await fetch(`${base}/no-such-coin`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /<h1>Item Not Found<\/h1>/);
    const redirect = await fetch(`${base}/admin`, { redirect: 'manual' });
    assert.equal(redirect.status, 302);
    assert.equal(redirect.headers.get('location'), '/');
  });

  it('answers HEAD with the status and headers GET gets (a link checker sees the 404, the redirect, the policy)', async () => {
    const base = await serve();
    for (const path of ['/no-such-coin', '/admin', '/a-coin']) {
      const ask = (method: string) => fetch(`${base}${path}`, { method, redirect: 'manual' });
      const [get, head] = await Promise.all([ask('GET'), ask('HEAD')]);
      assert.equal(head.status, get.status, path);
      for (const name of ['content-security-policy', 'location', 'content-type'])
        assert.equal(withoutNonce(head.headers.get(name)), withoutNonce(get.headers.get(name)), `${path}: ${name}`);
      assert.equal(await head.text(), '');
    }
  });

  it('with a page cache, renders an address once for the requests of the next few seconds', async () => {
    const base = await serve({ pageCacheMs: 5000 });
    const before = rendered.length;
    await Promise.all([fetch(`${base}/cached-coin`), fetch(`${base}/cached-coin`)]);
    await fetch(`${base}/cached-coin`);
    assert.equal(rendered.length - before, 1);
  });

  it('answers 503 when the page could not read its data (a slow or failed loader), and never keeps that answer', async () => {
    const base = await serve({ pageCacheMs: 5000 });
    const before = rendered.length;
    assert.equal((await fetch(`${base}/slow-coin`)).status, 503);
    assert.equal((await fetch(`${base}/slow-coin?u=1`)).status, 503);
    assert.equal(rendered.length - before, 2);
  });

  it('with a page cache, answers addresses that differ only in parameters the page ignores from one render', async () => {
    const base = await serve({ pageCacheMs: 5000 });
    const before = rendered.length;
    for (const u of ['1', '2', '3']) assert.equal((await fetch(`${base}/cached-coin?u=${u}`)).status, 200);
    assert.equal(rendered.length - before, 1);
  });

  it("sends one person's page (the route table's private) so that no shared cache keeps it", async () => {
    const base = await serve();
    assert.equal(
      (await fetch(`${base}/order/AbCdEfGhIjKlMnOpQrStUvWxYz012345`)).headers.get('cache-control'),
      'private, no-store',
    );
    assert.equal((await fetch(`${base}/a-coin`)).headers.get('cache-control'), 'no-cache');
  });

  it('serves index.html as built when the render fails: the browser renders the page', async () => {
    const base = await serve();
    const response = await fetch(`${base}/broken`);
    assert.equal(response.status, 200);
    assert.equal(await response.text(), TEMPLATE);
  });
});
