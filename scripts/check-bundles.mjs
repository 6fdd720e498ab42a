#!/usr/bin/env node
/**
 * Bundle budgets (issue 18): for every route of the shell's route table, the gzip bytes of the
 * JavaScript a first load of that route needs, read from the built dist/ folders — deterministic, no
 * browser. A first load is:
 *   the shell's entry and the scripts its index.html preloads,
 *   + the remote's remoteEntry.js and every chunk its exposed module loads before it can render,
 *   + the shared singletons those chunks consume, transitively: the shell's copy when the shell
 *     provides one (the host registers first, and at equal versions its copy wins), else the remote's.
 * What each chunk consumes and which chunks an exposed module needs come from the federation runtime
 * in remoteEntry.js (and the shell's entry), which knows it exactly; mf-manifest.json lists the files.
 *
 * Compares with scripts/bundle-budgets.json (per route, and per app: the most it adds to any route)
 * and exits 1 when a budget is exceeded, when a visitor route (anything but the back office's screens,
 * `backOffice` in the route table) would load admin-mfe, the auctions' back office, the image editor or
 * the camera.
 *   node scripts/check-bundles.mjs                  check (after pnpm build)
 *   node scripts/check-bundles.mjs --write-budgets  set the budgets at today's figures + 3 %
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { APPS } from './apps.mjs';
import { importTypeScript } from './run.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUDGETS_FILE = join(ROOT, 'scripts/bundle-budgets.json');
const HEADROOM = 1.03;
/**
 * The goal for the pages most visitors land on from a shared link (issue 18: 160 kB, 170 kB with server
 * rendering; issue 52: 165 kB): their budget never goes above it, whatever the headroom would allow.
 */
export const FIRST_LOAD_GOALS = { '/': 165_000, '/{slug}': 165_000 };

/** Code a visitor's page must never download: the app, or a shared entry with a mark of its code in the bundle. */
export const BACK_OFFICE_CODE = [
  { what: 'admin-mfe', app: 'admin' },
  // auction-mfe serves visitor pages and a back office (AuctionAdminApp), whose root carries this mark.
  { what: 'auction back office', marker: 'data-auction-back-office' },
  { what: 'image-editor', sharedKey: '@sikka/shared/image-editor', marker: 'reactEasyCrop' },
  { what: 'camera', sharedKey: '@sikka/shared/camera', marker: 'getUserMedia' },
];

/** The chunk of the shell's own pages (its webpackChunkName in shell/src/App.tsx). */
export const SHELL_PAGES_CHUNK = 'policies';

const unquote = (id) => id.replace(/^"|"$/g, '');
const pairs = (objectBody) => [...objectBody.matchAll(/([\w$]+|"[^"]*"):"([^"]*)"/g)].map(([, k, v]) => [unquote(k), v]);
/**
 * The chunk ids an expression loads: every `__webpack_require__.e(id)` in it, by whatever name the
 * minifier gave `__webpack_require__` (`u.e(id)` when it could mangle the runtime's scope).
 */
const chunkIdsIn = (code, require = '__webpack_require__') =>
  [...code.matchAll(new RegExp(`(?<![\\w$.])${require.replace(/\$/g, '\\$')}\\.e\\(("?)([\\w$-]+)\\1\\)`, 'g'))].map(
    (match) => match[2],
  );

/**
 * What a federation runtime (a remote's remoteEntry.js, the shell's entry chunk) says, as emitted by
 * Rspack: `files` chunk id → path in dist, `exposes` module → chunk ids, `consumes` chunk id → shared
 * keys, `shares` shared key → the chunk ids of this app's own copy.
 */
export function parseFederationRuntime(code) {
  const u =
    /(?<![\w$.])([\w$]+)\.u=\w+=>"([^"]*)"\+(?:\(\(\{([^}]*)\}\)\[\w+\]\|\|\w+\)|\w+)\+"\."\+\(?\{([^}]*)\}\)?\[\w+\]\+"\.js"/.exec(
      code,
    );
  if (!u) throw new Error('no chunk file map (__webpack_require__.u) found');
  const [, require, prefix, chunkNames, hashes] = u;
  const names = new Map(pairs(chunkNames ?? ''));
  const files = new Map(pairs(hashes).map(([id, hash]) => [id, `${prefix}${names.get(id) ?? id}.${hash}.js`]));
  const loads = (expression) => chunkIdsIn(expression, require);
  const req = require.replace(/\$/g, '\\$');

  const exposes = new Map();
  for (const [, name, loader] of code.matchAll(
    new RegExp(`"\\./([\\w/-]+)":\\(\\)=>(Promise\\.all\\(\\[[^\\]]*\\]\\)|(?<![\\w$.])${req}\\.e\\([^)]*\\))`, 'g'),
  ))
    exposes.set(name, loads(loader));

  const consumeKeys = new Map();
  const shares = new Map();
  for (const [, id, key, rest] of code.matchAll(
    /([\w$]+|"[^"]*"):\{shareScope:"[^"]*",shareKey:"([^"]+)"([^}]*?fallback:\(\)=>[^}]*?)treeShakingMode/g,
  )) {
    consumeKeys.set(unquote(id), key);
    if (!shares.has(key)) shares.set(key, loads(rest));
  }
  // The copy this app provides to the share scope (its fallback when consuming names the same chunks).
  const provides = [];
  for (const [, key, factory] of code.matchAll(/\{name:"([^"]+)",version:"[^"]*",factory:\(\)=>(.*?),eager:/g)) {
    shares.set(key, loads(factory));
    provides.push(key);
  }

  const consumes = new Map();
  const mapping = /consumesLoadingData=\{chunkMapping:\{([^}]*)\}/.exec(code);
  for (const [, chunk, ids] of mapping?.[1].matchAll(/([\w$]+|"[^"]*"):\[([^\]]*)\]/g) ?? [])
    consumes.set(unquote(chunk), [...ids.matchAll(/"?([\w$]+)"?/g)].map((m) => consumeKeys.get(m[1])).filter(Boolean));
  return { files, exposes, consumes, shares, provides };
}

/** A script's address as the shell's page names it, as a path in its dist/ ('static/js/…'). */
const distPath = (src) => new URL(src, 'http://shell.invalid/').pathname.replace(/^\/+/, '');

/** The scripts the shell's index.html loads: its entry and every `<link rel="preload" as="script">`. */
export function shellInitialScripts(html) {
  const scripts = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const attribute = (name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const src = tag.startsWith('<script')
      ? attribute('src')
      : attribute('rel') === 'preload' && attribute('as') === 'script' && attribute('href');
    if (src) scripts.push(distPath(src));
  }
  return scripts;
}

/** Reads the built apps under `root`: the shell's first load and runtime, each remote's runtime and manifest. */
export function readBuilds(root = ROOT, apps = APPS) {
  const builds = new Map();
  for (const app of apps) {
    const dist = join(root, app.dir, 'dist');
    const read = (file) => readFileSync(join(dist, file), 'utf8');
    if (app.name === 'shell') {
      const html = read('index.html');
      const initial = shellInitialScripts(html);
      const entry = initial.find((file) => /(^|\/)index\.[^/]*js$/.test(file)) ?? initial[0];
      builds.set(app.name, { ...app, dist, html, initial, runtime: parseFederationRuntime(read(entry)) });
    } else {
      const manifest = JSON.parse(read('mf-manifest.json'));
      const remoteEntry = manifest.metaData.remoteEntry;
      const entry = [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
      builds.set(app.name, { ...app, dist, entry, manifest, runtime: parseFederationRuntime(read(entry)) });
    }
  }
  return builds;
}

/** The files (per app) a first load of `route` downloads, and the shared keys it consumes. */
export function firstLoad(builds, route) {
  const shell = builds.get('shell');
  const files = new Map([['shell', new Set(shell.initial)]]);
  const sharedKeys = new Set();
  if (route.page) {
    // The shell's own pages come in the chunk shell/src/App.tsx names, fetched when one is opened.
    const pageChunk = [...shell.runtime.files.values()].find((file) => file.includes(`/${SHELL_PAGES_CHUNK}.`));
    if (!pageChunk) throw new Error(`${route.path}: no ${SHELL_PAGES_CHUNK} chunk in the shell's build`);
    files.get('shell').add(pageChunk);
  }
  if (!route.remote) return { files, sharedKeys };
  const add = (app, file) => files.set(app, (files.get(app) ?? new Set()).add(file));
  const [remoteName, exposeName] = route.remote.split('/');
  const remote = builds.get(remoteName);
  if (!remote) throw new Error(`${route.path}: no build of the ${remoteName} remote`);
  const chunks = remote.runtime.exposes.get(exposeName);
  const expose = remote.manifest.exposes.find((item) => item.name === exposeName);
  if (!chunks || !expose) throw new Error(`${route.path}: ${route.remote} is not exposed by the build`);
  add(remoteName, remote.entry);
  for (const file of expose.assets.js.sync) add(remoteName, file);

  const pending = chunks.map((id) => [remoteName, id]);
  const seen = new Set();
  while (pending.length > 0) {
    const [app, id] = pending.pop();
    if (seen.has(`${app} ${id}`)) continue;
    seen.add(`${app} ${id}`);
    const { runtime } = builds.get(app);
    if (runtime.files.has(id)) add(app, runtime.files.get(id));
    for (const key of runtime.consumes.get(id) ?? []) {
      if (sharedKeys.has(key)) continue;
      sharedKeys.add(key);
      const provider = shell.runtime.shares.has(key) ? 'shell' : app;
      for (const chunk of builds.get(provider).runtime.shares.get(key) ?? []) pending.push([provider, chunk]);
    }
  }
  return { files, sharedKeys };
}

const gzipSizes = new Map();
function gzipBytes(path) {
  if (!gzipSizes.has(path)) gzipSizes.set(path, gzipSync(readFileSync(path)).length);
  return gzipSizes.get(path);
}

/** Per route: gzip bytes by app and in all, and which back-office code it would load. */
export function measureRoutes(builds, routeTable) {
  return routeTable
    .filter((route) => !route.redirectTo)
    .map((route) => {
      const { files, sharedKeys } = firstLoad(builds, route);
      const bytes = {};
      const found = new Set();
      for (const [app, appFiles] of files) {
        const { dist } = builds.get(app);
        bytes[app] = [...appFiles].reduce((sum, file) => sum + gzipBytes(join(dist, file)), 0);
        for (const code of BACK_OFFICE_CODE) {
          if (code.app === app) found.add(code.what);
          if (code.marker && [...appFiles].some((file) => readFileSync(join(dist, file), 'utf8').includes(code.marker)))
            found.add(code.what);
        }
      }
      for (const code of BACK_OFFICE_CODE) if (sharedKeys.has(code.sharedKey)) found.add(code.what);
      const total = Object.values(bytes).reduce((sum, value) => sum + value, 0);
      return {
        path: displayPath(route.path),
        target: route.remote ?? `shell page ${route.page}`,
        backOfficeRoute: route.backOffice === true,
        bytes,
        total,
        backOffice: [...found],
      };
    });
}

const displayPath = (path) => path.replace(/:(\w+)/g, '{$1}');
const isVisitorRoute = (row) => !row.backOfficeRoute;

/** The most each app adds to any route's first load. */
export function perApp(rows) {
  const apps = {};
  for (const row of rows) for (const [app, bytes] of Object.entries(row.bytes)) apps[app] = Math.max(apps[app] ?? 0, bytes);
  return apps;
}

/** Budget and rule failures, as lines to print. */
export function problems(rows, budgets) {
  const failures = [];
  for (const row of rows) {
    const budget = budgets.routes?.[row.path];
    if (budget === undefined) failures.push(`${row.path}: no budget (node scripts/check-bundles.mjs --write-budgets)`);
    else if (row.total > budget) failures.push(`${row.path}: ${kB(row.total)} over its budget of ${kB(budget)}`);
    if (isVisitorRoute(row) && row.backOffice.length > 0)
      failures.push(`${row.path} is a visitor route but loads ${row.backOffice.join(', ')} code`);
  }
  // A budget whose route was not measured is a check that stopped checking.
  const measured = new Set(rows.map((row) => row.path));
  for (const path of Object.keys(budgets.routes ?? {}))
    if (!measured.has(path)) failures.push(`${path}: has a budget but is not a route of the table (or was not measured)`);
  for (const [app, bytes] of Object.entries(perApp(rows))) {
    const budget = budgets.apps?.[app];
    if (budget === undefined) failures.push(`${app}: no budget`);
    else if (bytes > budget) failures.push(`${app}: adds up to ${kB(bytes)} to a route, over its budget of ${kB(budget)}`);
  }
  return failures;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

export function budgetsFor(rows) {
  const up = (bytes) => Math.ceil((bytes * HEADROOM) / 100) * 100;
  return {
    about: `gzip bytes of the JS a first load needs (scripts/check-bundles.mjs); set at the measured figures + 3 %, never above the goals of / and a listing (${FIRST_LOAD_GOALS['/'] / 1000} kB)`,
    routes: Object.fromEntries(rows.map((row) => [row.path, Math.min(up(row.total), FIRST_LOAD_GOALS[row.path] ?? Infinity)])),
    apps: Object.fromEntries(Object.entries(perApp(rows)).map(([app, bytes]) => [app, up(bytes)])),
  };
}

export function table(rows, budgets) {
  const lines = [['route', 'first load of', 'shell', 'remote', 'total', 'budget', '']];
  for (const row of rows) {
    const remote = row.total - row.bytes.shell;
    const budget = budgets.routes?.[row.path];
    const status = budget === undefined ? 'no budget' : row.total > budget ? 'OVER' : 'ok';
    const flags = isVisitorRoute(row) && row.backOffice.length > 0 ? ` loads ${row.backOffice.join(', ')}!` : '';
    lines.push([
      row.path,
      row.target,
      kB(row.bytes.shell),
      remote ? kB(remote) : '–',
      kB(row.total),
      budget ? kB(budget) : '–',
      status + flags,
    ]);
  }
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  const format = (line) =>
    line.map((cell, column) => (column >= 2 && column <= 5 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])));
  const apps = Object.entries(perApp(rows)).map(([app, bytes]) => `${app} ${kB(bytes)}/${kB(budgets.apps?.[app] ?? 0)}`);
  return [
    ...lines.map((line) => format(line).join('  ').trimEnd()),
    '',
    `most added to a route, per app: ${apps.join(', ')}`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const missing = APPS.filter((app) => !existsSync(join(ROOT, app.dir, 'dist', 'index.html')));
  if (missing.length > 0) {
    console.error(`check-bundles: no build of ${missing.map((app) => app.dir).join(', ')}: run pnpm build first`);
    process.exit(2);
  }
  const builds = readBuilds();
  // The route table itself, imported: a text pattern over its source once missed every route with a loader.
  const { ROUTE_TABLE } = await importTypeScript('shell/src/routeTable.ts');
  const rows = measureRoutes(builds, ROUTE_TABLE);
  if (process.argv.includes('--write-budgets')) writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgetsFor(rows), null, 2)}\n`);
  const budgets = existsSync(BUDGETS_FILE) ? JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) : {};
  console.log(table(rows, budgets));
  const failures = problems(rows, budgets);
  for (const failure of failures) console.error(`✗ ${failure}`);
  console.log(failures.length === 0 ? '\nbundle budgets: ok' : `\nbundle budgets: ${failures.length} problem(s)`);
  process.exit(failures.length === 0 ? 0 : 1);
}
