#!/usr/bin/env node
/**
 * `pnpm bench:web [path…]`: what a page of the composed shop costs in Chromium over the production
 * builds — JavaScript bytes on the wire (gzip) by app, Largest Contentful Paint and Cumulative Layout
 * Shift — and, for the same pages, the LCP of the shell + catalog built as one plain bundle without
 * module federation (catalog-mfe/bench), so the ratio shows what federation costs (goal ≤ 1.10).
 * Defaults to the home page and a listing page. Uses a running `pnpm start` stack, or serves the dist/
 * folders itself and starts supabase/local on a bench database when the backend is not up.
 *   --build    also time `rsbuild build` of each app, one after the other (then measures those builds)
 *   --runs=N   page loads per page and variant (default 5, after one uncounted warm-up load each; the median is reported)
 *   --verbose  also list the first load's requests (start → end, ms) and its layout shifts
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { APPS } from './apps.mjs';
import { startStack } from './bench/stack.mjs';
import { measureLoad, median } from './bench/vitals.mjs';
import { ROOT, run } from './run.mjs';
import { serveStatic } from './serve-static.mjs';

const args = process.argv.slice(2);
const paths = args.filter((arg) => !arg.startsWith('--'));
if (paths.length === 0) paths.push('/', '/kushan-vasudeva-gold-dinar');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 5);
const PLAIN_PORT = 3010;
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

const plainServer = await serveStatic({ root: PLAIN_DIST, port: PLAIN_PORT, spa: true });
const stack = await startStack();

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

const appOf = (url) =>
  new URL(url).port === String(PLAIN_PORT)
    ? 'plain'
    : (APPS.find((app) => new URL(url).port === String(app.port))?.name ?? new URL(url).host);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value) => `${Math.round(value)} ms`;
const total = (list) => list.reduce((sum, r) => sum + r.bytes, 0);

try {
  for (const path of paths) {
    const federated = [];
    const plain = [];
    // One load of each, not counted: the backend's first answers (query plans, resized card images)
    // would otherwise be paid by whichever build loads first.
    await measureLoad(browser, `http://localhost:3000${path}`, READY);
    await measureLoad(browser, `http://localhost:${PLAIN_PORT}${path}`, READY);
    // Alternate the two builds, so a busy moment of the machine hits both alike.
    for (let i = 0; i < runs; i++) {
      federated.push(await measureLoad(browser, `http://localhost:3000${path}`, READY));
      plain.push(await measureLoad(browser, `http://localhost:${PLAIN_PORT}${path}`, READY));
    }
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
    console.log(`\n${path} (${runs} cold loads each, 1280×900)`);
    report('federated (shell + remotes)', federated);
    report('plain bundle (no federation)', plain);
    const ratio = median(federated.map((l) => l.lcp)) / median(plain.map((l) => l.lcp));
    if (args.includes('--verbose')) {
      for (const [label, load] of [
        ['federated', federated[0]],
        ['plain', plain[0]],
      ]) {
        console.log(`  ${label} first load, requests:`);
        for (const r of load.timeline)
          console.log(
            `    ${String(r.start).padStart(5)} → ${String(r.end).padStart(5)}  ${r.type.padEnd(14)} ${r.url.replace(/^https?:\/\//, '').slice(0, 110)}`,
          );
        for (const shift of load.shifts)
          console.log(`    layout shift at ${shift.at} ms: ${shift.value.toFixed(3)} (${shift.sources.join(', ')})`);
      }
    }
    console.log(`  LCP ratio federated / plain: ${ratio.toFixed(2)} (goal ≤ 1.10)${ratio <= 1.1 ? '' : '  ← over the goal'}`);
  }
} finally {
  await browser.close();
  plainServer.close();
  plainServer.closeAllConnections();
  await stack.stop();
}
