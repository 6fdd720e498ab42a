#!/usr/bin/env node
/**
 * `pnpm bench:web [path…]`: what a page of the composed shop costs in Chromium over the production
 * builds — JavaScript bytes on the wire (gzip) by app, Largest Contentful Paint and Cumulative Layout
 * Shift — in four variants: the federated shop as `pnpm start` serves it (each page rendered on the
 * server with React and hydrated, issue 30), rendered for each load (an address's first visitor in a
 * second) and from its page cache (the next ones); from a plain static host (the built index.html as
 * it is: the browser renders every page); and the shell + catalog built as one plain bundle without module
 * federation (catalog-mfe/bench); the ratios compare each federated variant with the plain bundle.
 * Defaults to the home page and a listing page. Uses a running `pnpm start` stack, or serves the dist/
 * folders itself and starts supabase/local on a bench database when the backend is not up.
 *   --build    also time `rsbuild build` of each app, one after the other (then measures those builds)
 *   --runs=N   page loads per page and variant (default 5, after one uncounted warm-up load each; the median is reported)
 *   --verbose  also list the first load's requests (start → end, ms) and its layout shifts
 *   --phone    load each page as a phone on mobile data does (390×844, 150 ms round trips, 1.6 Mbps,
 *              CPU 4×: bench/vitals.mjs PHONE) instead of an unthrottled desktop
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { APPS } from './apps.mjs';
import { startStack } from './bench/stack.mjs';
import { measureLoad, median } from './bench/vitals.mjs';
import { importTypeScript, ROOT, run } from './run.mjs';

const args = process.argv.slice(2);
const paths = args.filter((arg) => !arg.startsWith('--'));
if (paths.length === 0) paths.push('/', '/kushan-vasudeva-gold-dinar');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 5);
const phone = args.includes('--phone');
const PLAIN_PORT = 3010;
const SERVER_PORT = 3011;
const STATIC_PORT = 3012;
const CACHED_PORT = 3013;
// What each page shows once it has loaded: the grid's cards, the listing's name.
const READY = 'main h3 a, main h1';

if (args.includes('--build')) {
  console.log('build time per app (sequential):');
  for (const app of APPS) {
    const started = Date.now();
    const code = await run('pnpm', ['--filter', `./${app.dir}`, 'build'], { stdio: 'ignore' });
    console.log(`  ${app.dir.padEnd(14)} ${((Date.now() - started) / 1000).toFixed(1)}s${code ? ' (FAILED)' : ''}`);
  }
}

console.log('building the no-federation twin (catalog-mfe/bench)…');
if (
  (await run('pnpm', ['--filter', './catalog-mfe', 'exec', 'rsbuild', 'build', '-c', 'bench/rsbuild.plain.config.ts'], {
    stdio: 'ignore',
  })) !== 0
) {
  console.error('the plain build failed');
  process.exit(1);
}
const PLAIN_DIST = join(ROOT, 'catalog-mfe', 'node_modules', '.cache', 'bench-plain');

const { sendText, serveStatic, startShop } = await importTypeScript('shell/server/index.ts');
const plainServer = await serveStatic({ root: PLAIN_DIST, port: PLAIN_PORT, spa: true });
const stack = await startStack();
// The shell twice more, each on a port of its own: as `pnpm start` serves it (pages rendered on the
// server, its page cache off: every load is rendered) and as a plain static host does (the build's
// index.html; the same config.json, as a deployment would answer it).
const SHELL_DIST = join(ROOT, 'shell', 'dist');
const shop = await startShop({ dist: SHELL_DIST, port: SERVER_PORT, local: true, pageCacheMs: 0 });
// pnpm start's own page cache (SIKKA_PAGE_CACHE_MS's default): each load is asked for just after
// another request of the address, as a visitor's is when others came in the second before.
const cachedShop = await startShop({ dist: SHELL_DIST, port: CACHED_PORT, local: true });
const routes = { '/config.json': (req, res) => sendText(req, res, 200, 'config.json', shop.site.configJson) };
const staticShell = await serveStatic({ root: SHELL_DIST, port: STATIC_PORT, spa: true, routes });

// Playwright is a dependency of the e2e package, not of the root.
const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('@playwright/test');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const appOf = (url) => {
  const port = new URL(url).port;
  if (port === String(PLAIN_PORT)) return 'plain';
  if ([SERVER_PORT, CACHED_PORT, STATIC_PORT].map(String).includes(port)) return 'shell';
  return APPS.find((app) => port === String(app.port))?.name ?? new URL(url).host;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value) => `${Math.round(value)} ms`;
const total = (list) => list.reduce((sum, r) => sum + r.bytes, 0);

try {
  for (const path of paths) {
    const variants = [
      ['federated, rendered on the server (pnpm start)', `http://localhost:${SERVER_PORT}${path}`, []],
      ["federated, from the server's page cache (pnpm start)", `http://localhost:${CACHED_PORT}${path}`, []],
      ['federated, static host (rendered in the browser)', `http://localhost:${STATIC_PORT}${path}`, []],
      ['plain bundle (no federation)', `http://localhost:${PLAIN_PORT}${path}`, []],
    ];
    // One load of each, not counted: the backend's first answers (query plans, resized card images)
    // would otherwise be paid by whichever build loads first.
    const load = async (url) => {
      if (url.startsWith(`http://localhost:${CACHED_PORT}/`)) await (await fetch(url)).text();
      return measureLoad(browser, url, READY, { phone });
    };
    for (const [, url] of variants) await load(url);
    // Alternate the builds, so a busy moment of the machine hits all alike.
    for (let i = 0; i < runs; i++) for (const [, url, loads] of variants) loads.push(await load(url));
    const report = (label, loads) => {
      const js = loads[0].responses.filter((r) => r.type === 'script');
      const byApp = new Map();
      for (const r of js) byApp.set(appOf(r.url), (byApp.get(appOf(r.url)) ?? 0) + r.bytes);
      console.log(
        `  ${label}: JS ${kb(total(js))} in ${js.length} files (${[...byApp].map(([app, b]) => `${app} ${kb(b)}`).join(', ')}); CSS ${kb(total(loads[0].responses.filter((r) => r.type === 'stylesheet')))}; all ${kb(total(loads[0].responses))}`,
      );
      console.log(
        `    LCP median ${ms(median(loads.map((l) => l.lcp)))} (runs: ${loads.map((l) => Math.round(l.lcp)).join(', ')}; element ${loads.at(-1).lcpElement}), CLS max ${Math.max(...loads.map((l) => l.cls)).toFixed(3)}`,
      );
    };
    console.log(`\n${path} (${runs} cold loads each, ${phone ? 'phone: 390×844, 150 ms RTT, 1.6 Mbps, CPU 4×' : '1280×900'})`);
    for (const [label, , loads] of variants) report(label, loads);
    const lcpOf = (loads) => median(loads.map((l) => l.lcp));
    const [rendered, cached, staticHost, plain] = variants.map(([, , loads]) => loads);
    if (args.includes('--verbose')) {
      for (const [label, , loads] of variants) {
        const load = loads[0];
        console.log(`  ${label}, first load, requests:`);
        for (const r of load.timeline)
          console.log(
            `    ${String(r.start).padStart(5)} → ${String(r.end).padStart(5)}  ${r.type.padEnd(14)} ${r.url.replace(/^https?:\/\//, '').slice(0, 110)}`,
          );
        for (const shift of load.shifts)
          console.log(`    layout shift at ${shift.at} ms: ${shift.value.toFixed(3)} (${shift.sources.join(', ')})`);
      }
    }
    for (const [label, loads] of [
      ['pnpm start', rendered],
      ['pnpm start, page cached', cached],
      ['static host', staticHost],
    ]) {
      const ratio = lcpOf(loads) / lcpOf(plain);
      console.log(
        `  LCP ratio federated (${label}) / plain: ${ratio.toFixed(2)} (goal ≤ 1.10)${ratio <= 1.1 ? '' : '  ← over the goal'}`,
      );
    }
  }
} finally {
  await browser.close();
  for (const server of [plainServer, shop.server, cachedShop.server, staticShell]) {
    server.close();
    server.closeAllConnections();
  }
  await stack.stop();
}
