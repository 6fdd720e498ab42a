// node --test scripts/release-gate.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runtimeSatisfy } from './check-singletons.mjs';
import {
  exposeProblems,
  gate,
  loadServerBuild,
  renderProblems,
  serverProblems,
  serverRenderedPaths,
  sharedProblems,
} from './release-gate.mjs';

const shared = (name, version, requiredVersion = null, singleton = true) => ({
  id: `x:${name}`,
  name,
  version,
  singleton,
  requiredVersion,
});
const SHELL = {
  shared: [shared('react', '19.3.1', '^19.3.1'), shared('react-dom', '19.3.1', '^19.3.1'), shared('@sikka/shared/ui', '0.1.0')],
};
const GOOD = {
  exposes: [{ name: 'HomePage' }, { name: 'ListingPage' }, { name: 'VerifyPage' }],
  shared: [shared('react', '19.3.1', '^19.3.1'), shared('react-dom', '19.3.1', '^19.3.1'), shared('@sikka/shared/ui', '0.1.0')],
};
const NEEDED = ['HomePage', 'ListingPage', 'VerifyPage'];

/** A server build's remoteEntry.js: a federation container whose modules `modules` describes. */
const container = (modules) => `
module.exports = {
  init: async () => {},
  get: async (name) => {
    const modules = ${JSON.stringify(modules)};
    const module = modules[name.slice(2)];
    if (!module) throw new Error('Module ' + name + ' does not exist in container.');
    return () => ({ ...(module.component ? { default: function Page() {} } : {}), ...(module.loader ? { loader: async () => ({}) } : {}) });
  },
};`;

let root;
before(() => {
  root = mkdtempSync(join(tmpdir(), 'gate-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

function candidate(name, manifest, serverEntry) {
  const folder = join(root, name);
  mkdirSync(join(folder, 'server'), { recursive: true });
  writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  if (serverEntry) writeFileSync(join(folder, 'server', 'remoteEntry.js'), serverEntry);
  return folder;
}

describe('the release gate', () => {
  it('names each module the shell loads that the manifest does not expose', () => {
    assert.deepEqual(exposeProblems('catalog', GOOD, NEEDED), []);
    const missing = { ...GOOD, exposes: GOOD.exposes.filter((e) => e.name !== 'HomePage') };
    assert.deepEqual(exposeProblems('catalog', missing, NEEDED), [
      "exposes: catalog does not expose HomePage, which the shell's route table loads (catalog/HomePage)",
    ]);
  });

  it('refuses a singleton range the shell cannot serve, and a singleton shared as none', async () => {
    const satisfy = await runtimeSatisfy();
    assert.deepEqual(sharedProblems('catalog', GOOD, SHELL, satisfy), []);
    // A newer patch the shell's copy still satisfies passes (the ranges are what count).
    const patch = { ...GOOD, shared: [shared('react', '19.3.2', '^19.3.1'), ...GOOD.shared.slice(1)] };
    assert.deepEqual(sharedProblems('catalog', patch, SHELL, satisfy), []);
    const react20 = { ...GOOD, shared: [shared('react', '20.0.0', '^20.0.0'), ...GOOD.shared.slice(1)] };
    const problems = sharedProblems('catalog', react20, SHELL, satisfy);
    assert.ok(
      problems.includes('singletons: the shell: react 19.3.1 breaks the requiredVersion ^20.0.0 of remote "catalog"'),
      problems.join('\n'),
    );
    const notSingleton = { ...GOOD, shared: [shared('react', '19.3.1', '^19.3.1', false), ...GOOD.shared.slice(1)] };
    assert.deepEqual(sharedProblems('catalog', notSingleton, SHELL, satisfy), [
      'singletons: remote "catalog": shares react as no singleton (two copies on one page)',
    ]);
  });

  it('loads a server build in Node and names a module that is missing, renders nothing or lost its loader', async () => {
    const good = candidate(
      'server-good',
      GOOD,
      container({
        HomePage: { component: true, loader: true },
        ListingPage: { component: true, loader: true },
        VerifyPage: { component: true },
      }),
    );
    const result = await loadServerBuild(join(good, 'server', 'remoteEntry.js'), NEEDED);
    assert.deepEqual(result.report.HomePage, { component: true, loader: true });
    assert.deepEqual(serverProblems('catalog', result, result.report), []);

    const bad = candidate('server-bad', GOOD, container({ HomePage: { component: false }, ListingPage: { component: true } }));
    const badResult = await loadServerBuild(join(bad, 'server', 'remoteEntry.js'), NEEDED);
    assert.deepEqual(serverProblems('catalog', badResult, result.report), [
      'server build: catalog/HomePage exports no component to render (its default export)',
      "server build: catalog/ListingPage lost its loader (the live version's page reads its data with one)",
      'server build: catalog/VerifyPage does not load in Node: Module ./VerifyPage does not exist in container.',
    ]);

    const broken = candidate('server-broken', GOOD, 'throw new Error("needs window");');
    const brokenResult = await loadServerBuild(join(broken, 'server', 'remoteEntry.js'), NEEDED);
    assert.match(
      serverProblems('catalog', brokenResult)[0],
      /^server build: catalog's server\/remoteEntry.js does not load in Node: .*needs window/,
    );
  });

  it('puts the checks together against the shell build, and refuses a candidate without the server build the live one has', async () => {
    const shellDist = join(root, 'shell-dist');
    mkdirSync(shellDist, { recursive: true });
    writeFileSync(join(shellDist, 'mf-manifest.json'), JSON.stringify(SHELL));
    const entry = container({ HomePage: { component: true }, ListingPage: { component: true }, VerifyPage: { component: true } });
    const live = candidate('live', GOOD, entry);
    assert.deepEqual(
      await gate({
        remote: 'catalog',
        folder: candidate('ok', GOOD, entry),
        shellDist,
        liveFolder: live,
        needed: NEEDED,
        render: false,
      }),
      [],
    );
    const problems = await gate({
      remote: 'catalog',
      folder: candidate('no-server', GOOD),
      shellDist,
      liveFolder: live,
      needed: NEEDED,
    });
    assert.deepEqual(problems, ['server build: catalog has no server/remoteEntry.js (the live version has one)']);
    const broken = join(root, 'not-json');
    mkdirSync(broken);
    writeFileSync(join(broken, 'mf-manifest.json'), '{');
    assert.match(
      (await gate({ remote: 'catalog', folder: broken, shellDist, needed: NEEDED }))[0],
      /mf-manifest.json is not JSON/,
    );
  });

  it("renders the pages the server serves from the remote, each of the route table's, and names a page that is not whole", async () => {
    assert.deepEqual(await serverRenderedPaths('catalog'), ['/', '/collections', '/verify', '/verify/gate-check', '/gate-check']);
    assert.deepEqual(await serverRenderedPaths('admin'), []);
    const report = {
      '/': { status: 200, incomplete: false, logged: [] },
      '/gate-check': { status: 404, incomplete: false, logged: [] },
      '/verify': {
        status: 503,
        incomplete: true,
        logged: ['[ssr] catalog/VerifyPage: no data (boom); the page shows its loading state'],
      },
      '/collections': { error: 'renderPage exploded', logged: [] },
    };
    assert.deepEqual(
      renderProblems('catalog', { report }),
      [
        '/verify rendered 503 with a part left to the browser ([ssr] catalog/VerifyPage: no data (boom); the page shows its loading state)',
        '/collections did not render: renderPage exploded',
      ].map((line) => `pages: ${line}`),
    );
    assert.deepEqual(renderProblems('catalog', { error: 'it did not finish within 120000 ms' }), [
      "pages: catalog's pages could not be rendered: it did not finish within 120000 ms",
    ]);
  });
});
