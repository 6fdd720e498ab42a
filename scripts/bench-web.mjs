#!/usr/bin/env node
/**
 * `pnpm bench:web [path…]`: what the browser downloads to show a page of the composed shop, measured
 * in Chromium over the real production servers (bytes on the wire, i.e. gzip), by app and by type.
 * Uses a running `pnpm start` stack, or serves the current dist/ folders itself for the measurement.
 *   --build   also time `rsbuild build` of each app, one after the other
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { APPS } from './apps.mjs';
import { ROOT, run } from './run.mjs';
import { serveStatic } from './serve-static.mjs';

const args = process.argv.slice(2);
const paths = args.filter((arg) => !arg.startsWith('--'));
if (paths.length === 0) paths.push('/');

if (args.includes('--build')) {
  console.log('build time per app (sequential):');
  for (const app of APPS) {
    const started = Date.now();
    const code = await run('pnpm', ['--filter', `./${app.dir}`, 'build'], { stdio: 'ignore' });
    console.log(`  ${app.dir.padEnd(14)} ${((Date.now() - started) / 1000).toFixed(1)}s${code ? ' (FAILED)' : ''}`);
  }
}

const stackUp = await fetch('http://localhost:3000/').then((r) => r.ok, () => false);
const servers = stackUp
  ? []
  : await Promise.all(APPS.map((app) => serveStatic({ root: join(ROOT, app.dir, 'dist'), port: app.port, spa: true })));

// Playwright is a dependency of the e2e package, not of the root.
const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('@playwright/test');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const appOf = (url) => APPS.find((app) => new URL(url).port === String(app.port))?.name ?? new URL(url).host;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

try {
  for (const path of paths) {
    const page = await browser.newPage();
    const responses = [];
    page.on('requestfinished', async (request) => {
      const response = await request.response();
      if (!response) return;
      const sizes = await request.sizes();
      responses.push({ url: request.url(), type: request.resourceType(), bytes: sizes.responseBodySize });
    });
    const started = Date.now();
    await page.goto(`http://localhost:3000${path}`, { waitUntil: 'networkidle' });
    const loadedIn = Date.now() - started;
    await page.close();

    const js = responses.filter((r) => r.type === 'script');
    const byApp = new Map();
    for (const r of js) byApp.set(appOf(r.url), (byApp.get(appOf(r.url)) ?? 0) + r.bytes);
    const total = (list) => list.reduce((sum, r) => sum + r.bytes, 0);
    console.log(`\n${path}: ${responses.length} requests, networkidle after ${loadedIn} ms`);
    console.log(`  JavaScript (gzip on the wire): ${kb(total(js))} in ${js.length} files`);
    for (const [app, bytes] of byApp) console.log(`    ${app.padEnd(10)} ${kb(bytes)}`);
    console.log(`  CSS: ${kb(total(responses.filter((r) => r.type === 'stylesheet')))}`);
    console.log(`  everything: ${kb(total(responses))}`);
  }
} finally {
  await browser.close();
  for (const server of servers) {
    server.close();
    server.closeAllConnections();
  }
}
