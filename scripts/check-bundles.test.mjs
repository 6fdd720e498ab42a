// node --test scripts/check-bundles.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import {
  budgetsFor,
  firstLoad,
  measureRoutes,
  parseFederationRuntime,
  problems,
  readBuilds,
  shellInitialScripts,
} from './check-bundles.mjs';

const APPS = [
  { name: 'shell', dir: 'shell' },
  { name: 'catalog', dir: 'catalog-mfe' },
  { name: 'sell', dir: 'sell-mfe' },
  { name: 'admin', dir: 'admin-mfe' },
];

/** A route table as shell/src/routeTable.ts exports it (read by importing it, never by parsing its text). */
const ROUTE_TABLE = [
  { path: '/', remote: 'catalog/HomePage' },
  { path: '/sell', remote: 'sell/SellPage' },
  { path: '/privacy-policy', page: 'privacy-policy' },
  { path: '/admin/orders', remote: 'admin/AdminApp', backOffice: true },
  { path: '/admin', redirectTo: '/' },
];

// A federation runtime as Rspack emits it (shortened): chunk files, exposes, consumes, provides.
const runtime = ({ names, hashes, exposes = {}, consumes = {}, provides = {} }) => {
  const object = (entries) =>
    `{${Object.entries(entries)
      .map(([key, value]) => `"${key}":${value}`)
      .join(',')}}`;
  const load = (chunks) =>
    `Promise.all([${chunks.map((id) => `__webpack_require__.e("${id}")`).join(',')}]).then(()=>()=>__webpack_require__("m"))`;
  const consumeData = Object.entries(provides).map(
    ([key, chunks], i) =>
      `c${i}:{shareScope:"default",shareKey:"${key}",import:"${key}",requiredVersion:"*",strictVersion:!1,singleton:!0,eager:!1,fallback:()=>${load(chunks)},treeShakingMode:null}`,
  );
  const consumeId = (key) => `"c${Object.keys(provides).indexOf(key)}"`;
  return [
    `__webpack_require__.u=e=>"static/js/async/"+((${object(Object.fromEntries(Object.entries(names).map(([k, v]) => [k, `"${v}"`])))})[e]||e)+"."+(${object(Object.fromEntries(Object.entries(hashes).map(([k, v]) => [k, `"${v}"`])))})[e]+".js";`,
    `var moduleMap=${object(Object.fromEntries(Object.entries(exposes).map(([name, chunks]) => [`./${name}`, `()=>${load(chunks)}`])))};`,
    `__webpack_require__.consumesLoadingData={chunkMapping:${object(Object.fromEntries(Object.entries(consumes).map(([chunk, keys]) => [chunk, `[${keys.map(consumeId).join(',')}]`])))},moduleIdToConsumeDataMapping:{${consumeData.join(',')}},initialConsumes:[]};`,
    `__webpack_require__.initializeSharingData={scopeToSharingDataMapping:{default:[${Object.entries(provides)
      .map(([key, chunks]) => `{name:"${key}",version:"0.1.0",factory:()=>${load(chunks)},eager:0,singleton:1}`)
      .join(',')}]}};`,
  ].join('\n');
};

const FILES = {
  'shell/dist/index.html': `<!doctype html><html><head><title>Sikka</title><script defer src="/static/js/index.0000000001.js"></script><link href="/static/css/async/ui.0000000002.css" rel="preload" as="style"><link rel="preload" as="script" href="/static/js/async/sikka-ui.0000000003.js"><link href="/static/js/async/r.0000000004.js" rel="preload" as="script"></head><body><div id="root"></div></body></html>`,
  'shell/dist/static/js/async/sikka-ui.0000000003.js': 'export const Button = "the shell\'s design system";'.repeat(20),
  'shell/dist/static/js/async/r.0000000004.js': 'react();'.repeat(200),
  'shell/dist/static/js/async/policies.0000000005.js': 'PrivacyPolicy();'.repeat(30),
  'shell/dist/static/js/async/sikka-zod.0000000006.js': 'z.object();'.repeat(30),
  'catalog-mfe/dist/static/js/async/__federation_expose_HomePage.0000000011.js': 'HomePage();'.repeat(50),
  'catalog-mfe/dist/static/js/async/sikka-ui.0000000012.js': 'the catalog copy of ui, never loaded;'.repeat(30),
  'catalog-mfe/dist/static/js/async/sikka-domain-collectibles.0000000013.js': 'collectibles();'.repeat(40),
  'catalog-mfe/dist/static/js/async/g.0000000014.js': 'lazyGallery();'.repeat(40),
  'sell-mfe/dist/static/js/async/__federation_expose_SellPage.0000000021.js': 'SellPage();',
  'sell-mfe/dist/static/js/async/sikka-camera.0000000022.js': 'navigator.mediaDevices.getUserMedia({ video: true });',
  'admin-mfe/dist/static/js/async/__federation_expose_AdminApp.0000000031.js': 'AdminApp();',
};

const SHELL_RUNTIME = runtime({
  names: { 9: 'sikka-ui', p: 'policies', z: 'sikka-zod' },
  hashes: { 9: '0000000003', r: '0000000004', p: '0000000005', z: '0000000006' },
  // ui and react come with the page's own preloads; zod is fetched when first needed.
  provides: { '@sikka/shared/ui': ['9'], react: ['r'], '@sikka/shared/zod': ['z'] },
});
const CATALOG_RUNTIME = runtime({
  names: { h: '__federation_expose_HomePage', u: 'sikka-ui', d: 'sikka-domain-collectibles' },
  hashes: { h: '0000000011', u: '0000000012', d: '0000000013', g: '0000000014' },
  exposes: { HomePage: ['kr', 'dc', 'h'] },
  // kr and dc hold only consumes (no file of their own); g (the lazy gallery) is not loaded first.
  consumes: { kr: ['@sikka/shared/ui'], dc: ['@sikka/shared/domain/collectibles'], d: ['react'], g: ['@sikka/shared/ui'] },
  provides: { '@sikka/shared/ui': ['u'], '@sikka/shared/domain/collectibles': ['d'], react: ['r'] },
});
const SELL_RUNTIME = runtime({
  names: { s: '__federation_expose_SellPage', c: 'sikka-camera' },
  hashes: { s: '0000000021', c: '0000000022' },
  exposes: { SellPage: ['s'] },
  consumes: { s: ['@sikka/shared/camera'] },
  provides: { '@sikka/shared/camera': ['c'] },
});
const ADMIN_RUNTIME = runtime({
  names: { a: '__federation_expose_AdminApp' },
  hashes: { a: '0000000031' },
  exposes: { AdminApp: ['a'] },
});

const manifest = (name, exposeName, files) => ({
  name,
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: exposeName, assets: { js: { sync: files, async: [] } } }],
});
const CATALOG_MANIFEST = manifest(
  'catalog',
  'HomePage',
  ['static/js/async/__federation_expose_HomePage.0000000011.js'],
  // react too: the catalog's copy of collectibles consumes it, and is loaded before the page runs
  ['@sikka/shared/ui', '@sikka/shared/domain/collectibles', 'react'],
);

let root;
before(() => {
  root = mkdtempSync(join(tmpdir(), 'check-bundles-'));
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  for (const [path, text] of Object.entries(FILES)) write(path, text);
  write('shell/dist/static/js/index.0000000001.js', SHELL_RUNTIME);
  write('catalog-mfe/dist/remoteEntry.js', CATALOG_RUNTIME);
  write('sell-mfe/dist/remoteEntry.js', SELL_RUNTIME);
  write('admin-mfe/dist/remoteEntry.js', ADMIN_RUNTIME);
  write('catalog-mfe/dist/mf-manifest.json', JSON.stringify(CATALOG_MANIFEST));
  write('sell-mfe/dist/mf-manifest.json', JSON.stringify(manifest('sell', 'SellPage', [], ['@sikka/shared/camera'])));
  write('admin-mfe/dist/mf-manifest.json', JSON.stringify(manifest('admin', 'AdminApp', [], [])));
});
after(() => rmSync(root, { recursive: true, force: true }));

const gzipOf = (...paths) => paths.reduce((sum, path) => sum + gzipSync(readFileSync(join(root, path))).length, 0);

describe('reading the builds', () => {
  it('takes the shell’s entry and preloaded scripts from its index.html, not its styles or inline script', () => {
    assert.deepEqual(shellInitialScripts(FILES['shell/dist/index.html']), [
      'static/js/index.0000000001.js',
      'static/js/async/sikka-ui.0000000003.js',
      'static/js/async/r.0000000004.js',
    ]);
  });

  it('reads chunk files, exposes, consumes and provides from a federation runtime', () => {
    const parsed = parseFederationRuntime(CATALOG_RUNTIME);
    assert.equal(parsed.files.get('h'), 'static/js/async/__federation_expose_HomePage.0000000011.js');
    assert.equal(parsed.files.get('g'), 'static/js/async/g.0000000014.js');
    assert.deepEqual(parsed.exposes.get('HomePage'), ['kr', 'dc', 'h']);
    assert.deepEqual(parsed.consumes.get('dc'), ['@sikka/shared/domain/collectibles']);
    assert.deepEqual(parsed.shares.get('@sikka/shared/domain/collectibles'), ['d']);
  });

  it('reads a runtime whose __webpack_require__ the minifier has renamed', () => {
    const minified = CATALOG_RUNTIME.replaceAll('__webpack_require__', 'u');
    const parsed = parseFederationRuntime(minified);
    assert.equal(parsed.files.get('h'), 'static/js/async/__federation_expose_HomePage.0000000011.js');
    assert.deepEqual(parsed.exposes.get('HomePage'), ['kr', 'dc', 'h']);
    assert.deepEqual(parsed.consumes.get('dc'), ['@sikka/shared/domain/collectibles']);
    assert.deepEqual(parsed.shares.get('@sikka/shared/domain/collectibles'), ['d']);
  });
});

describe('the first load of a route', () => {
  it('is the shell, the remote’s entry and exposed chunks, and the shared code they consume', () => {
    const { files, sharedKeys } = firstLoad(readBuilds(root, APPS), { path: '/', remote: 'catalog/HomePage' });
    assert.deepEqual([...files.get('catalog')].sort(), [
      'remoteEntry.js',
      'static/js/async/__federation_expose_HomePage.0000000011.js',
      'static/js/async/sikka-domain-collectibles.0000000013.js',
    ]);
    assert.deepEqual([...sharedKeys].sort(), ['@sikka/shared/domain/collectibles', '@sikka/shared/ui', 'react']);
  });

  it('counts gzip bytes per app: the shell’s copy of what it provides, the remote’s copy of the rest', () => {
    const [home, , policy] = measureRoutes(readBuilds(root, APPS), ROUTE_TABLE);
    const shell = gzipOf(
      'shell/dist/static/js/index.0000000001.js',
      'shell/dist/static/js/async/sikka-ui.0000000003.js',
      'shell/dist/static/js/async/r.0000000004.js',
    );
    const catalog = gzipOf(
      'catalog-mfe/dist/remoteEntry.js',
      'catalog-mfe/dist/static/js/async/__federation_expose_HomePage.0000000011.js',
      'catalog-mfe/dist/static/js/async/sikka-domain-collectibles.0000000013.js',
    );
    assert.deepEqual(home.bytes, { shell, catalog });
    assert.equal(home.total, shell + catalog);
    // A shell page: the shell, and the chunk of its own pages that App.tsx fetches for it.
    const pages = gzipOf('shell/dist/static/js/async/policies.0000000005.js');
    assert.deepEqual(policy, {
      path: '/privacy-policy',
      target: 'shell page privacy-policy',
      backOfficeRoute: false,
      bytes: { shell: shell + pages },
      total: shell + pages,
      backOffice: [],
    });
  });
});

describe('the budgets', () => {
  it('pass at today’s figures + 3 %, and fail one byte over', () => {
    const rows = measureRoutes(readBuilds(root, APPS), ROUTE_TABLE).filter((row) => row.path !== '/sell');
    const budgets = budgetsFor(rows);
    assert.deepEqual(problems(rows, budgets), []);
    const home = rows.find((row) => row.path === '/');
    assert.ok(budgets.routes['/'] >= home.total * 1.03 && budgets.routes['/'] < home.total * 1.03 + 100);
    const tight = { ...budgets, routes: { ...budgets.routes, '/': home.total - 1 } };
    assert.deepEqual(problems(rows, tight), [
      `/: ${(home.total / 1000).toFixed(1)} kB over its budget of ${((home.total - 1) / 1000).toFixed(1)} kB`,
    ]);
  });

  it('never let / or a listing grow past the 165 kB goal, whatever the headroom', () => {
    const rows = [
      { path: '/', target: 'catalog/HomePage', bytes: { shell: 145_000, catalog: 19_000 }, total: 164_000, backOffice: [] },
      {
        path: '/{slug}',
        target: 'catalog/ListingPage',
        bytes: { shell: 145_000, catalog: 15_000 },
        total: 160_000,
        backOffice: [],
      },
      { path: '/sell', target: 'sell/SellPage', bytes: { shell: 145_000, sell: 19_000 }, total: 164_000, backOffice: [] },
    ];
    const budgets = budgetsFor(rows);
    assert.equal(budgets.routes['/'], 165_000);
    assert.equal(budgets.routes['/{slug}'], 164_800);
    assert.equal(budgets.routes['/sell'], 169_000);
    const grown = [{ ...rows[0], total: 165_001 }, rows[1], rows[2]];
    assert.deepEqual(problems(grown, budgets), ['/: 165.0 kB over its budget of 165.0 kB']);
  });

  it('fail when a visitor route loads camera code; the back office may load its own', () => {
    const rows = measureRoutes(readBuilds(root, APPS), ROUTE_TABLE);
    assert.deepEqual(rows.find((row) => row.path === '/sell').backOffice, ['camera']);
    assert.deepEqual(rows.find((row) => row.path === '/admin/orders').backOffice, ['admin-mfe']);
    assert.deepEqual(problems(rows, budgetsFor(rows)), ['/sell is a visitor route but loads camera code']);
  });

  it('tell a back-office screen from a visitor page by the route table, whichever remote serves it', () => {
    const row = (path, backOfficeRoute) => ({
      path,
      target: 'auction/AuctionAdminApp',
      backOfficeRoute,
      bytes: { shell: 100, auction: 10 },
      total: 110,
      backOffice: ['auction back office'],
    });
    const rows = [row('/admin/auctions', true), row('/auctions', false)];
    assert.deepEqual(problems(rows, budgetsFor(rows)), ['/auctions is a visitor route but loads auction back office code']);
  });

  it('name a route that has no budget yet', () => {
    const rows = measureRoutes(readBuilds(root, APPS), ROUTE_TABLE).filter((row) => row.path === '/');
    const budgets = budgetsFor(rows);
    delete budgets.routes['/'];
    assert.match(problems(rows, budgets)[0], /^\/: no budget/);
  });

  it('name a budget whose route was not measured, so a route cannot drop out of the check unseen', () => {
    const rows = measureRoutes(readBuilds(root, APPS), ROUTE_TABLE).filter((row) => row.path !== '/sell');
    const budgets = budgetsFor(rows);
    assert.deepEqual(
      problems(
        rows.filter((row) => row.path !== '/'),
        budgets,
      ),
      ['/: has a budget but is not a route of the table (or was not measured)'],
    );
  });
});
