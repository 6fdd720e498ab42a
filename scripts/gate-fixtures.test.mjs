// node --test scripts/gate-fixtures.test.mjs
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { APPS } from './apps.mjs';
import { fixturesFile, readFixtures, startRecorder, startReplay } from './gate-fixtures.mjs';
import { renderCheck, serverRenderedPaths } from './release-gate.mjs';

const exchange = (method, path, body, answer, headers = { accept: '*/*' }) => ({
  request: { method, path, headers, ...(body === undefined ? {} : { body }) },
  response: {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-range': '0-0/*' },
    body: answer,
  },
});

/** A small hand-written fixture set: blog's two pages, as a fake shell's render reads them. */
const BLOG = {
  exchanges: [
    exchange('GET', '/rest/v1/blog_posts?select=*&order=created_at.desc', undefined, [{ slug: 'a-post' }]),
    exchange('GET', '/rest/v1/blog_posts?select=*&slug=eq.gate-check', undefined, []),
    exchange('POST', '/rest/v1/rpc/seller_legal_details', {}, { city: 'Bengaluru' }),
  ],
};

/**
 * A shell server build that renders a page as the real one does, for the gate: its "loaders" read the
 * API the gate passes (config.supabaseUrl), and a page whose data did not come is not whole (503).
 */
const FAKE_SHELL = `
exports.renderPage = async ({ url, config }) => {
  const api = config.supabaseUrl + '/rest/v1/';
  const reads = url === '/blog'
    ? [fetch(api + 'blog_posts?select=*&order=created_at.desc', { headers: { accept: '*/*' } })]
    : [fetch(api + 'blog_posts?select=*&slug=eq.' + url.split('/').pop(), { headers: { accept: '*/*' } })];
  reads.push(fetch(api + 'rpc/seller_legal_details', { method: 'POST', headers: { accept: '*/*', 'content-type': 'application/json' }, body: '{}' }));
  const answers = await Promise.all(reads);
  if (answers.some((answer) => !answer.ok)) {
    console.error('[ssr] blog: no data (' + answers.find((answer) => !answer.ok).status + ')');
    return { status: 503 };
  }
  const [first] = await Promise.all(answers.map((answer) => answer.json()));
  return { status: first.length ? 200 : 404 };
};`;

let root;
before(() => {
  root = mkdtempSync(join(tmpdir(), 'gate-fixtures-'));
  mkdirSync(join(root, 'candidate'));
  writeFileSync(join(root, 'server.cjs'), FAKE_SHELL);
});
after(() => rmSync(root, { recursive: true, force: true }));

const fixturesAt = (name, fixtures) => {
  const file = join(root, `${name}.json`);
  writeFileSync(file, JSON.stringify(fixtures));
  return file;
};

describe("the gate's API fixtures", () => {
  it('replays the recorded answers, and refuses an unrecorded request with a JSON 404 it keeps', async () => {
    const replay = await startReplay(BLOG);
    try {
      const list = await fetch(`${replay.url}/rest/v1/blog_posts?select=*&order=created_at.desc`, { headers: { accept: '*/*' } });
      assert.equal(list.status, 200);
      assert.equal(list.headers.get('content-range'), '0-0/*');
      assert.deepEqual(await list.json(), [{ slug: 'a-post' }]);
      const rpc = await fetch(`${replay.url}/rest/v1/rpc/seller_legal_details`, {
        method: 'POST',
        headers: { accept: '*/*' },
        body: '{}',
      });
      assert.deepEqual(await rpc.json(), { city: 'Bengaluru' });

      // Another query, another RPC argument, another Accept (a single object): none was recorded.
      const changed = await fetch(`${replay.url}/rest/v1/blog_posts?select=id&order=created_at.desc`, {
        headers: { accept: '*/*' },
      });
      assert.equal(changed.status, 404);
      assert.match(
        (await changed.json()).message,
        /^not in the gate's fixtures: GET \/rest\/v1\/blog_posts\?select=id&order=created_at\.desc$/,
      );
      const argument = await fetch(`${replay.url}/rest/v1/rpc/seller_legal_details`, {
        method: 'POST',
        headers: { accept: '*/*' },
        body: '{"x":1}',
      });
      assert.equal(argument.status, 404);
      const single = await fetch(`${replay.url}/rest/v1/blog_posts?select=*&slug=eq.gate-check`, {
        headers: { accept: 'application/vnd.pgrst.object+json' },
      });
      assert.equal(single.status, 404);
      assert.deepEqual(replay.misses, [
        'GET /rest/v1/blog_posts?select=id&order=created_at.desc',
        'POST /rest/v1/rpc/seller_legal_details {"x":1}',
        'GET /rest/v1/blog_posts?select=*&slug=eq.gate-check',
      ]);
    } finally {
      await replay.close();
    }
  });

  it('records through a proxy what the API answered, sorted and one per request, and replays it alike', async () => {
    const api = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-range': '0-1/2', date: 'Sun, 29 Nov 2026 08:00:00 GMT' });
      // An RPC answering a JSON string (auction_now): replayed as JSON, quotes and all.
      res.end(JSON.stringify(req.url.endsWith('/now') ? '2026-11-29T08:00:00+00:00' : { asked: `${req.method} ${req.url}` }));
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    const recorder = await startRecorder(`http://127.0.0.1:${api.address().port}`);
    let replay;
    try {
      for (const path of ['/rest/v1/b?x=1', '/rest/v1/a', '/rest/v1/b?x=1'])
        assert.deepEqual(await (await fetch(recorder.url + path, { headers: { accept: '*/*' } })).json(), {
          asked: `GET ${path}`,
        });
      assert.equal(
        await (await fetch(`${recorder.url}/rest/v1/rpc/now`, { method: 'POST', body: '{}' })).json(),
        '2026-11-29T08:00:00+00:00',
      );
      const fixtures = recorder.fixtures();
      assert.deepEqual(
        fixtures.map((recorded) => recorded.request.path),
        ['/rest/v1/a', '/rest/v1/b?x=1', '/rest/v1/rpc/now'],
      );
      // Only the headers an answer depends on are kept (no date that changes every run).
      assert.deepEqual(fixtures[0].response, {
        status: 200,
        headers: { 'content-range': '0-1/2', 'content-type': 'application/json' },
        body: { asked: 'GET /rest/v1/a' },
      });
      replay = await startReplay({ exchanges: fixtures });
      assert.deepEqual(await (await fetch(`${replay.url}/rest/v1/b?x=1`, { headers: { accept: '*/*' } })).json(), {
        asked: 'GET /rest/v1/b?x=1',
      });
      const now = await fetch(`${replay.url}/rest/v1/rpc/now`, { method: 'POST', body: '{}' });
      assert.equal(await now.json(), '2026-11-29T08:00:00+00:00');
    } finally {
      await replay?.close();
      await recorder.close();
      api.close();
      api.closeAllConnections();
    }
  });

  it('renders the pages against a replay of the fixtures when no API answers, and names a request they do not hold', async () => {
    assert.deepEqual(await serverRenderedPaths('blog'), ['/blog', '/blog/gate-check']);
    const options = { shellServerBuild: join(root, 'server.cjs'), api: null };
    const whole = await renderCheck('blog', join(root, 'candidate'), { ...options, fixtures: fixturesAt('whole', BLOG) });
    assert.deepEqual(whole, { problems: [], rendered: ['/blog', '/blog/gate-check'], source: 'fixtures' });

    const missing = { exchanges: BLOG.exchanges.filter((recorded) => !recorded.request.path.includes('slug=eq.')) };
    const file = fixturesAt('missing', missing);
    const refused = await renderCheck('blog', join(root, 'candidate'), { ...options, fixtures: file });
    assert.equal(refused.source, 'fixtures');
    assert.match(
      refused.problems[0],
      /^pages: GET \/rest\/v1\/blog_posts\?select=\*&slug=eq\.gate-check is not in blog's recorded fixtures \(.*missing\.json; re-record: node scripts\/release-gate\.mjs --record blog\)$/,
    );
    assert.deepEqual(refused.problems.slice(1), ['pages: /blog/gate-check rendered 503 ([ssr] blog: no data (404))']);

    const none = await renderCheck('blog', join(root, 'candidate'), { ...options, fixtures: join(root, 'absent.json') });
    assert.match(none.skipped, /^no API answers .* and no recorded fixtures/);
  });

  it('keeps recorded fixtures for each remote whose pages the server renders', async () => {
    for (const app of APPS.filter((candidate) => candidate.name !== 'shell')) {
      const renders = (await serverRenderedPaths(app.name)).length > 0;
      assert.equal(existsSync(fixturesFile(app.name)), renders, `${app.dir}/gate-fixtures.json`);
      if (renders) assert.ok(readFixtures(fixturesFile(app.name)).exchanges.length > 0, app.name);
    }
  });
});
