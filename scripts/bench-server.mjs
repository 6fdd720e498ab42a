#!/usr/bin/env node
/**
 * `pnpm bench:server`: how many page requests the shop's server answers, and how fast, with autocannon:
 * 50 connections for 20 s on a listing page (the page whose HTML the server writes from a row), after
 * 3 s of the same to warm it up. Prints errors (failed requests and non-2xx), latency p50 / p99 and requests per
 * second, for this checkout's server (shell/server, as `pnpm start` runs it) and, with
 * `--against=<checkout>`, the server of another checkout in the same run: its shell/server/main.ts
 * over its own shell/dist (the head writer and hand-made first view before issue 30), or, older, its
 * scripts/serve-static.mjs + page-head.mjs over this checkout's shell/dist; both on the same backend.
 * This checkout's server renders the page with React from the remotes' server builds: the remotes'
 * dist/ folders are served on their ports here unless they are up. Each server runs in a process of
 * its own, apart from autocannon. Uses the running supabase/local, or starts one on a fresh bench
 * database (.data/bench).
 * Each server is measured twice, as deployed (one render of an address answers its requests for a second)
 * and with SIKKA_PAGE_CACHE_MS=0 (every request rendered: what a bypass of the page cache costs); the
 * page cache's setting of the shell running this bench is not passed on.
 * Then, on this checkout's cached server, two addresses the page cache must not be fooled by (issue 50):
 * the page with an unread `?u=<random>` on every request (one render serves them all), and a different
 * unknown slug on every request from 200 connections (each a 404: a loader that ran out of time under
 * the burst would answer 503, never 200 with a loading page).
 *   --path=/slug  the page (default /kushan-vasudeva-gold-dinar)
 *   --duration=S --connections=N
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { APPS } from './apps.mjs';
import { answers, ensureBackend } from './bench/stack.mjs';
import { importTypeScript, ROOT, stopChild } from './run.mjs';

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const path = option('path', '/kushan-vasudeva-gold-dinar');
const duration = Number(option('duration', 20));
const connections = Number(option('connections', 50));
const against = option('against', null);
const SHELL_DIST = join(ROOT, 'shell', 'dist');
// autocannon is a root devDependency.
const autocannon = createRequire(join(ROOT, 'package.json'))('autocannon');

const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

/** A server in a child process; resolves once it answers the page. */
async function startServer(name, command, args, env) {
  const port = await freePort();
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}${path}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { name, url, child };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  await stopChild(child);
  throw new Error(`${name} did not answer ${url}`);
}

/** The server of another checkout as its `pnpm start` served the shell: serve-static + page-head + seo-routes. */
function otherCheckoutServer(dir, env = CACHED) {
  const main = join(resolve(dir), 'shell', 'server', 'main.ts');
  if (existsSync(main)) {
    const tsx = join(ROOT, 'shell', 'node_modules', '.bin', 'tsx');
    const name = `${dir} (shell/server)${env === UNCACHED ? ', SIKKA_PAGE_CACHE_MS=0' : ''}`;
    return startServer(name, tsx, [main, '--local'], { HOST: '127.0.0.1', ...env });
  }
  if (env === UNCACHED) return null;
  const scripts = join(resolve(dir), 'scripts');
  if (!existsSync(join(scripts, 'page-head.mjs'))) throw new Error(`${dir} has no scripts/page-head.mjs to compare with`);
  const code = `
    const { serveStatic } = await import(${JSON.stringify(join(scripts, 'serve-static.mjs'))});
    const { pageHeadTransformer } = await import(${JSON.stringify(join(scripts, 'page-head.mjs'))});
    const { seoRoutes } = await import(${JSON.stringify(join(scripts, 'seo-routes.mjs'))});
    const root = ${JSON.stringify(SHELL_DIST)};
    await serveStatic({ root, port: Number(process.env.PORT), host: '127.0.0.1', spa: true, routes: seoRoutes(root), transformHtml: pageHeadTransformer(root) });`;
  return startServer(`${dir} (serve-static + page-head)`, process.execPath, ['--input-type=module', '-e', code], {});
}

/** autocannon on `url`; `pathOf` gives each request its own path (a random query, an unknown slug). */
function measure(url, { pathOf, connectionCount = connections, seconds = duration } = {}) {
  const requests = pathOf ? [{ setupRequest: (request) => ({ ...request, path: pathOf() }) }] : undefined;
  return new Promise((done, fail) => {
    autocannon(
      { url, connections: connectionCount, duration: seconds, headers: { 'accept-encoding': 'gzip' }, requests },
      (error, result) => (error ? fail(error) : done(result)),
    );
  });
}

const randomToken = () => Math.random().toString(36).slice(2);
/** The page cache as deployed (whatever this shell's SIKKA_PAGE_CACHE_MS), and off. */
const CACHED = { SIKKA_PAGE_CACHE_MS: '' };
const UNCACHED = { SIKKA_PAGE_CACHE_MS: '0' };

const backend = await ensureBackend();
const servers = [];
/** The remotes, as `pnpm start` serves them, unless they are up. */
const remoteServers = [];
if (!(await answers('http://localhost:3001/mf-manifest.json'))) {
  const { serveStatic } = await importTypeScript('shell/server/index.ts');
  for (const app of APPS.filter((candidate) => candidate.name !== 'shell'))
    remoteServers.push(await serveStatic({ root: join(ROOT, app.dir, 'dist'), port: app.port, spa: true }));
}
/**
 * The server's command as `pnpm --filter @sikka/shell serve` runs it in production (its Node flags with
 * it), so the bench measures what is deployed.
 */
const [, ...serve] = JSON.parse(readFileSync(join(ROOT, 'shell', 'package.json'), 'utf8')).scripts.serve.split(/\s+/);
const shellServer = serve.map((arg) => (arg === 'server/main.ts' ? 'shell/server/main.ts' : arg));
try {
  const tsx = join(ROOT, 'shell', 'node_modules', '.bin', 'tsx');
  // As deployed: one render of an address answers its requests for a second (SIKKA_PAGE_CACHE_MS).
  servers.push(
    await startServer('this checkout (shell/server)', tsx, [...shellServer, '--local'], { HOST: '127.0.0.1', ...CACHED }),
  );
  // Every request rendered: what one render costs.
  servers.push(
    await startServer('this checkout, SIKKA_PAGE_CACHE_MS=0', tsx, [...shellServer, '--local'], {
      HOST: '127.0.0.1',
      ...UNCACHED,
    }),
  );
  if (against) {
    const uncached = await otherCheckoutServer(against, UNCACHED);
    if (uncached) servers.push(uncached);
    servers.push(await otherCheckoutServer(against));
  }
  console.log(`GET ${path}: ${connections} connections, ${duration} s each, gzip accepted\n`);
  for (const server of servers) {
    // Warmed up first (its code compiled, its caches filled), so the first server measured is not the slowest.
    await measure(server.url, { seconds: 3 });
    const result = await measure(server.url);
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `${server.name.padEnd(48)} errors ${String(errors).padStart(5)}  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ${Math.round(result.requests.average)} req/s`,
    );
  }
  // The cached servers: this checkout's and, with --against, the other's.
  for (const cached of [servers[0], ...(against ? [servers.at(-1)] : [])]) {
    console.log(`\n${cached.name}:`);
    const unread = await measure(cached.url, { pathOf: () => `${path}?u=${randomToken()}` });
    console.log(
      `  ${`${path}?u=<random>`.padEnd(46)} errors ${String(unread.errors + unread.timeouts + unread.non2xx).padStart(5)}  p50 ${String(unread.latency.p50).padStart(4)} ms  p99 ${String(unread.latency.p99).padStart(4)} ms  ${Math.round(unread.requests.average)} req/s`,
    );
    const unknown = await measure(cached.url, { pathOf: () => `/no-such-coin-${randomToken()}`, connectionCount: 200 });
    console.log(
      `  ${'/<unknown slug>, 200 connections'.padEnd(46)} 2xx ${unknown['2xx']}  4xx ${unknown['4xx']}  5xx ${unknown['5xx']}  errors ${unknown.errors + unknown.timeouts}  p50 ${unknown.latency.p50} ms  p99 ${unknown.latency.p99} ms`,
    );
  }
} finally {
  for (const server of servers) await stopChild(server.child);
  for (const server of remoteServers) {
    server.close();
    server.closeAllConnections();
  }
  if (backend) await stopChild(backend);
}
