#!/usr/bin/env node
/**
 * The compatibility gate of a remote's release (issue 48), run by `pnpm release:promote` before a
 * version goes live or into canary, and by each remote's `ci` against its fresh build:
 * 1. exposes: the candidate's mf-manifest.json exposes every module the shell loads from that remote
 *    (REMOTE_MODULES of @sikka/shared/federation, the route table's and the slots' one list);
 * 2. singletons: each shared singleton's requiredVersion is satisfied by the version the shell provides,
 *    and the other way round, judged by scripts/check-singletons.mjs (the federation runtime's `satisfy`);
 *    a singleton shared as no singleton is refused too;
 * 3. server build: for a remote the shop renders on its server (it has a server build), the candidate's
 *    server/remoteEntry.js loads in Node, and every exposed module the shell needs comes out of it with a
 *    component to render (and, for a page the live version's contract gives a loader, a loader);
 * 4. pages: the shell's server build (shell/dist-server) renders every page of the route table that the
 *    candidate serves (a parameter named 'gate-check': an unknown listing or post renders its own 404
 *    view) with the candidate's server build and its loaders reading the shop's API (SIKKA_GATE_API,
 *    default the local Supabase with the demo data): each must answer 200 or 404, whole (no part left
 *    to the browser). When no API answers (a remote's own ci, run alone), the remote's recorded fixtures
 *    (<remote>-mfe/gate-fixtures.json, scripts/gate-fixtures.mjs) are replayed instead: a request they
 *    do not hold (a loader that changed its query) is a problem naming it. Without either, the check is
 *    said to be skipped. `--record <remote>` records them: the same render against the API (a running
 *    one, or a throwaway supabase/local with the demo data) through a recording proxy.
 * 5. contract: the candidate's declarations, generated from its source when it was published (or by its
 *    ci) into types/ (scripts/release-contract.mjs), are type-checked against the shell's contract of
 *    this checkout (@sikka/shared/federation: RemoteModulePropsOf, PageLoader): each module the shell
 *    loads is a component it can render with the props it passes (none for a page, CheckoutDialogProps
 *    for checkout/CheckoutDialog), whose props take every prop it is passed, and a page's loader is a
 *    PageLoader. Each compiler error is one problem, 'contract: catalog/ListingPage: …'. A candidate
 *    without generated types is refused (it cannot be judged).
 * Each problem names what broke; none: the candidate may go live.
 *   node scripts/release-gate.mjs <remote> <folder of the candidate's build>   (the shell's from shell/dist)
 *   node scripts/release-gate.mjs --record <remote> [<folder of its build>]      (default <remote>-mfe/dist)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APPS } from './apps.mjs';
import { runtimeSatisfy, singletonProblems } from './check-singletons.mjs';
import { fixturesFile, readFixtures, startRecorder, startReplay, writeFixtures } from './gate-fixtures.mjs';
import { contractProblems } from './release-contract.mjs';
import { importTypeScript, reportOfChild, ROOT, stopChild } from './run.mjs';

/** The modules the shell loads from `remote` ('HomePage', …): @sikka/shared/federation's REMOTE_MODULES. */
export async function neededModules(remote) {
  const { REMOTE_MODULES } = await importTypeScript('shared/src/federation/contracts.ts');
  return [...(REMOTE_MODULES[remote] ?? [])];
}

const exposedName = (name) => name.replace(/^\.\//, '');

/** The modules the shell needs that the manifest does not expose. */
export function exposeProblems(remote, manifest, needed) {
  const exposed = new Set((manifest.exposes ?? []).map((entry) => exposedName(entry.name)));
  return needed
    .filter((name) => !exposed.has(name))
    .map((name) => `exposes: ${remote} does not expose ${name}, which the shell's route table loads (${remote}/${name})`);
}

/** The singletons of the candidate the shell's copies do not satisfy (or the other way round). */
export function sharedProblems(remote, manifest, shellManifest, satisfy) {
  return singletonProblems(
    [
      { app: 'shell', shared: shellManifest.shared ?? [] },
      { app: remote, shared: manifest.shared ?? [] },
    ],
    satisfy,
    { sameVersion: false },
  ).map((line) => `singletons: ${line}`);
}

/** Loads a server build's remoteEntry.js in a child Node process and reports what each needed module exports. */
const LOADER = `
const fs = require('node:fs'), vm = require('node:vm'), path = require('node:path');
const [file, needed] = [process.argv[1], JSON.parse(process.argv[2])];
(async () => {
  const module = { exports: {} };
  vm.runInThisContext('(function(module, exports, require, __dirname, __filename){' + fs.readFileSync(file, 'utf8') + '\\n})', file)(
    module, module.exports, require, path.dirname(file), file);
  const container = module.exports;
  if (typeof container.get !== 'function' || typeof container.init !== 'function') throw new Error('remoteEntry.js exports no federation container');
  await container.init({}, []);
  const report = {};
  for (const name of needed) {
    try {
      const exported = (await container.get('./' + name))();
      report[name] = { component: typeof exported.default === 'function', loader: typeof exported.loader === 'function' };
    } catch (error) {
      report[name] = { error: String(error && error.message || error).split('\\n')[0] };
    }
  }
  process.stdout.write(JSON.stringify(report));
  process.exit(0);
})().catch((error) => { process.stderr.write(String(error && error.stack || error)); process.exit(1); });
`;

export async function loadServerBuild(entry, needed, timeoutMs = 30_000) {
  const { report, timedOut, error } = await reportOfChild(['-e', LOADER, entry, JSON.stringify(needed)], timeoutMs);
  if (report) return { report };
  return { error: timedOut ? `it did not load within ${timeoutMs} ms` : error };
}

/**
 * The server build's problems: `live` is the report of the version serving now (the pages that have a
 * loader must keep one), when there is one.
 */
export function serverProblems(remote, result, live) {
  if (result.error) return [`server build: ${remote}'s server/remoteEntry.js does not load in Node: ${result.error}`];
  const problems = [];
  for (const [name, module] of Object.entries(result.report)) {
    if (module.error) problems.push(`server build: ${remote}/${name} does not load in Node: ${module.error}`);
    else if (!module.component)
      problems.push(`server build: ${remote}/${name} exports no component to render (its default export)`);
    else if (live?.[name]?.loader && !module.loader)
      problems.push(`server build: ${remote}/${name} lost its loader (the live version's page reads its data with one)`);
  }
  return problems;
}

/** The addresses of the pages the shop's server renders from `remote`: its routes, parameters named 'gate-check'. */
export async function serverRenderedPaths(remote) {
  const { ROUTE_TABLE, isBackOffice } = await importTypeScript('shell/src/routeTable.ts');
  return [
    ...new Set(
      ROUTE_TABLE.filter((route) => route.remote?.startsWith(`${remote}/`) && !isBackOffice(route) && !route.personal).map(
        (route) => route.path.replace(/:[A-Za-z]+/g, 'gate-check'),
      ),
    ),
  ];
}

/** Renders `urls` with the shell's server build and the candidate's server build (served from its folder). */
const RENDERER = `
const http = require('node:http'), fs = require('node:fs'), path = require('node:path');
const { Writable } = require('node:stream');
const [serverBuild, folder, remote, api, key, urls] = [process.argv[1], process.argv[2], process.argv[3], process.argv[4], process.argv[5], JSON.parse(process.argv[6])];
const files = http.createServer((req, res) => {
  const file = path.join(folder, decodeURIComponent(new URL(req.url, 'http://gate').pathname));
  if (!file.startsWith(folder)) { res.writeHead(404); return res.end(); }
  fs.readFile(file, (error, body) => { if (error) { res.writeHead(404); return res.end(); } res.end(body); });
});
const logged = [];
console.error = (...args) => logged.push(args.map((arg) => String(arg && arg.message || arg)).join(' ').split('\\n')[0]);
console.warn = () => {};
files.listen(0, '127.0.0.1', async () => {
  const { renderPage } = require(serverBuild);
  const config = { supabaseUrl: api, supabaseAnonKey: key };
  const entry = 'http://127.0.0.1:' + files.address().port + '/server/remoteEntry.js';
  const report = {};
  for (const url of urls) {
    try {
      const result = await renderPage({
        url, origin: 'http://gate.local', config, remotes: [{ name: remote, entry }], deployment: { config, remotes: {} },
        timeoutMs: 10000, streamAfterMs: 10000, nonce: 'gate', assets: async () => ({ styles: [], scripts: [], preloads: [] }),
      });
      let incomplete = false;
      if (result.document) {
        // The document is rendered as it is written: written into nothing, to its end.
        result.document.pipe(new Writable({ write(chunk, encoding, done) { done(); } }));
        incomplete = await result.document.incomplete;
      }
      report[url] = { status: result.status, incomplete, logged: logged.splice(0) };
    } catch (error) {
      report[url] = { error: String(error && error.message || error), logged: logged.splice(0) };
    }
  }
  process.stdout.write(JSON.stringify(report));
  process.exit(0);
});
`;

/** What the render of each page says of the candidate: a page that is not 200 or 404, or not whole. */
export function renderProblems(remote, result) {
  if (result.error) return [`pages: ${remote}'s pages could not be rendered: ${result.error}`];
  const problems = [];
  for (const [url, page] of Object.entries(result.report)) {
    const why = page.logged?.find((line) => line.startsWith('[ssr]')) ?? page.logged?.[0];
    if (page.error) problems.push(`pages: ${url} did not render: ${page.error}`);
    else if (page.incomplete || (page.status !== 200 && page.status !== 404))
      problems.push(
        `pages: ${url} rendered ${page.status}${page.incomplete ? ' with a part left to the browser' : ''}${why ? ` (${why})` : ''}`,
      );
  }
  return problems;
}

/** The API the loaders read in the render check, if it answers. */
async function gateApi() {
  const url = process.env.SIKKA_GATE_API || 'http://127.0.0.1:54321';
  const answers = await fetch(`${url}/rest/v1/`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  return answers ? url : null;
}

/**
 * Renders the candidate's pages (check 4). The loaders read `api` (default: SIKKA_GATE_API or the local
 * Supabase, when it answers); when none answers, the remote's recorded fixtures (`fixtures`, default
 * <remote>-mfe/gate-fixtures.json) are replayed, and a request they do not hold is a problem.
 * Resolves to { problems, rendered, source: 'api' | 'fixtures' } or { problems: [], skipped }.
 */
export async function renderCheck(
  remote,
  folder,
  { shellServerBuild = join(ROOT, 'shell', 'dist-server', 'server.cjs'), api, fixtures = fixturesFile(remote) } = {},
) {
  const urls = await serverRenderedPaths(remote);
  if (urls.length === 0) return { problems: [] };
  if (!existsSync(shellServerBuild)) return { problems: [], skipped: `no ${shellServerBuild} (build the shell)` };
  const live = api === undefined ? await gateApi() : api;
  if (live) return { ...(await renderPages(remote, folder, shellServerBuild, live, urls)), source: 'api' };
  if (!existsSync(fixtures))
    return {
      problems: [],
      skipped: `no API answers (SIKKA_GATE_API, default the local Supabase on :54321) and no recorded fixtures (${fixtures})`,
    };
  const replay = await startReplay(readFixtures(fixtures));
  try {
    const result = await renderPages(remote, folder, shellServerBuild, replay.url, urls);
    const missing = replay.misses.map(
      (request) =>
        `pages: ${request} is not in ${remote}'s recorded fixtures (${relative(ROOT, fixtures)}; re-record: node scripts/release-gate.mjs --record ${remote})`,
    );
    return { problems: [...missing, ...result.problems], rendered: urls, source: 'fixtures' };
  } finally {
    await replay.close();
  }
}

async function renderPages(remote, folder, shellServerBuild, api, urls) {
  const { LOCAL_ANON_KEY } = await importTypeScript('shared/src/supabase/runtimeConfig.ts');
  const key = process.env.SIKKA_GATE_API_KEY || LOCAL_ANON_KEY;
  const timeoutMs = 120_000;
  const { report, timedOut, error } = await reportOfChild(
    ['-e', RENDERER, shellServerBuild, folder, remote, api, key, JSON.stringify(urls)],
    timeoutMs,
  );
  const result = report ? { report } : { error: timedOut ? `it did not finish within ${timeoutMs} ms` : error };
  return { problems: renderProblems(remote, result), rendered: urls };
}

/**
 * Records `remote`'s fixtures: renders its pages (the build in `folder`) against the API (a running one,
 * or a throwaway supabase/local with the demo data started here) through a recording proxy, and writes
 * the exchanges to <remote>-mfe/gate-fixtures.json. Refuses to write when a page does not render.
 */
export async function recordFixtures(remote, folder, shellServerBuild = join(ROOT, 'shell', 'dist-server', 'server.cjs')) {
  const urls = await serverRenderedPaths(remote);
  if (urls.length === 0) return { problems: [`record: the shop's server renders no page of ${remote}`] };
  if (!existsSync(shellServerBuild)) return { problems: [`record: no ${shellServerBuild} (build the shell)`] };
  const { ensureBackend } = await import('./bench/stack.mjs');
  const backend = process.env.SIKKA_GATE_API ? null : await ensureBackend();
  const api = await gateApi();
  const recorder = api && (await startRecorder(api));
  try {
    if (!api) return { problems: ['record: no API answers (SIKKA_GATE_API)'] };
    const { problems } = await renderPages(remote, folder, shellServerBuild, recorder.url, urls);
    if (problems.length) return { problems };
    const file = fixturesFile(remote);
    const exchanges = recorder.fixtures();
    writeFixtures(file, remote, exchanges);
    return { problems: [], file, exchanges: exchanges.length, rendered: urls };
  } finally {
    await recorder?.close();
    if (backend) await stopChild(backend);
  }
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Every problem of the candidate in `folder` (its build: mf-manifest.json, server/), against the shell's
 * build (`shellDist`) and, when given, the live version's folder (`liveFolder`); `render: false` leaves
 * the pages' render out (the gate's own tests, which have no shell build). The contract is checked from
 * `typesDir` (default <folder>/types).
 */
export async function gate({
  remote,
  folder,
  shellDist = join(ROOT, 'shell', 'dist'),
  liveFolder,
  needed,
  render = true,
  typesDir = join(folder, 'types'),
}) {
  const modules = needed ?? (await neededModules(remote));
  const manifestFile = join(folder, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return [`exposes: ${remote} has no mf-manifest.json in ${folder}`];
  let manifest;
  try {
    manifest = readJson(manifestFile);
  } catch (error) {
    return [`exposes: ${remote}'s mf-manifest.json is not JSON (${error.message})`];
  }
  const shellManifestFile = join(shellDist, 'mf-manifest.json');
  if (!existsSync(shellManifestFile)) return [`singletons: no ${shellManifestFile} to judge against (build the shell first)`];
  const problems = [
    ...exposeProblems(remote, manifest, modules),
    ...sharedProblems(remote, manifest, readJson(shellManifestFile), await runtimeSatisfy()),
  ];
  problems.push(...(await contractProblems({ remote, typesDir, needed: modules })));
  const serverEntry = join(folder, 'server', 'remoteEntry.js');
  const liveEntry = liveFolder && join(liveFolder, 'server', 'remoteEntry.js');
  const rendersOnServer = existsSync(serverEntry) || (liveEntry && existsSync(liveEntry));
  if (rendersOnServer) {
    if (!existsSync(serverEntry))
      problems.push(`server build: ${remote} has no server/remoteEntry.js (the live version has one)`);
    else {
      const live = liveEntry && existsSync(liveEntry) ? (await loadServerBuild(liveEntry, modules)).report : undefined;
      const loaded = serverProblems(remote, await loadServerBuild(serverEntry, modules), live);
      problems.push(...loaded);
      // Pages are rendered only from a server build that loads.
      if (loaded.length === 0 && render) {
        const rendered = await renderCheck(remote, folder);
        problems.push(...rendered.problems);
        if (rendered.skipped) console.warn(`gate: ${remote}'s pages were not rendered: ${rendered.skipped}`);
        else if (rendered.rendered)
          console.log(
            rendered.source === 'fixtures'
              ? `gate: ${remote}'s pages rendered against ${remote}'s recorded fixtures: ${rendered.rendered.join(', ')}`
              : `gate: ${remote}'s pages rendered with the shop's API: ${rendered.rendered.join(', ')}`,
          );
      }
    }
  }
  return problems;
}

// CLI
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const record = args[0] === '--record';
  const [remote, given] = record ? args.slice(1) : args;
  const dir = APPS.find((app) => app.name === remote)?.dir;
  const folder = given ?? (record && dir ? join(dir, 'dist') : undefined);
  if (!remote || !folder) {
    console.error(
      'usage: node scripts/release-gate.mjs <remote> <folder of its build>\n       node scripts/release-gate.mjs --record <remote> [<folder of its build>, default <remote>-mfe/dist]',
    );
    process.exit(2);
  }
  if (record) {
    const recorded = await recordFixtures(remote, resolve(folder));
    if (recorded.problems.length) {
      console.error(`gate: ${remote}'s fixtures were not recorded:\n${recorded.problems.map((line) => `  ${line}`).join('\n')}`);
      process.exit(1);
    }
    console.log(
      `gate: recorded ${recorded.exchanges} API exchanges of ${remote}'s pages (${recorded.rendered.join(', ')}) into ${relative(ROOT, recorded.file)}`,
    );
    process.exit(0);
  }
  const problems = await gate({ remote, folder: resolve(folder) });
  if (problems.length) {
    console.error(`gate: ${remote} is not compatible with the shell:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    `gate: ${remote} (${folder}) exposes what the shell loads, its singletons agree, its contract matches the shell's, its server build loads`,
  );
}
