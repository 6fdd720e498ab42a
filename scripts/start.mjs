#!/usr/bin/env node
/**
 * `pnpm start`: a newcomer's one command. Builds the shell and the six remotes, then serves their
 * production builds (each on its own port, as on a CDN) next to the local Supabase server, and stays
 * in the foreground until Ctrl-C.
 *   --no-build   serve the existing dist/ folders (the test script has just built them)
 *   --reset      start from a fresh database: migrations and demo data again (the e2e suite does)
 * The remotes' published releases (`pnpm release:publish`) are served from releases/ at /releases/ and
 * the release registry (releases/registry.json) decides which version each visitor gets (README, Releases).
 * SIKKA_DATA_DIR overrides where the local database keeps its data (default .data/db); SIKKA_SITE_URL the
 * shop's origin (default http://localhost:3000: set it to reach the shop from another device).
 * A backup is written every night (SIKKA_BACKUP_SCHEDULE, pg_cron's grammar in UTC; default 21:30 UTC, 03:00 IST)
 * into .data/backups/nightly-<data dir's name>/, keeping the newest SIKKA_BACKUP_KEEP (default 7; 0 turns it off).
 * The shop (:3000) is served by the shell's server (shell/server/, its TypeScript run through tsx); the
 * remotes by the same server's file serving, each on its port as on a CDN, their standalone pages under
 * the shop's security headers (shell/server/remote.ts).
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { APPS, APP_FILTERS, SUPABASE_PORT } from './apps.mjs';
import { importTypeScript, onShutdown, ROOT, run, startChild, stopChild } from './run.mjs';

const skipBuild = process.argv.includes('--no-build');
const resetDatabase = process.argv.includes('--reset');
const dataDir = process.env.SIKKA_DATA_DIR ?? '.data/db';

if (!skipBuild) {
  console.log('Building the shell and the six remotes…');
  // Two at a time: the build is CPU-bound and small machines have two cores.
  const code = await run('pnpm', ['-r', '--workspace-concurrency=2', ...APP_FILTERS, 'build']);
  if (code !== 0) process.exit(code);
}

let stopping = false;
const servers = [];
const supabase = startSupabase();
onShutdown(shutdown);

const { pageCacheMsFromEnv, releasePaths, serveRemote, startShop } = await importTypeScript('shell/server/index.ts');
const [shell, ...remotes] = APPS;
// Remotes first, then (once the backend answers) the shell: when the shop's page answers, everything
// it needs is up — the test runner waits on exactly that.
for (const app of remotes) await serve(app);
const backendUp = await backendReady();
await serve(shell);

console.log('\nSikka is running:');
for (const app of APPS) {
  const role = app.name === 'shell' ? 'the shop (open this one)' : `${app.name} remote`;
  console.log(`  http://localhost:${app.port}/`.padEnd(28) + role);
}
console.log(
  `${`  http://localhost:${SUPABASE_PORT}/`.padEnd(28)}Supabase API (supabase/local)${backendUp ? '' : ' — NOT running'}`,
);
// The local inbox ([inbucket] of supabase/config.toml): the shop's and GoTrue's e-mails land there. When
// that port is taken, supabase/local listens on a free one and its 'Inbox URL' line above says which.
console.log(`${'  http://127.0.0.1:54324/'.padEnd(28)}Local inbox (e-mails sent by the shop; if taken, see 'Inbox URL' above)`);
console.log('Press Ctrl-C to stop.\n');

async function serve(app) {
  const root = join(ROOT, app.dir, 'dist');
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`${app.dir}/dist is missing: run pnpm build (or pnpm start without --no-build)`);
    await shutdown();
    process.exit(1);
  }
  try {
    if (app.name === 'shell') {
      const shop = await startShop({
        dist: root,
        port: app.port,
        local: true,
        siteUrl: process.env.SIKKA_SITE_URL,
        pageCacheMs: pageCacheMsFromEnv(),
        // Versioned releases (pnpm release:*): releases/ served at /releases/, its registry read at runtime.
        releases: releasePaths(ROOT),
      });
      servers.push(shop.server);
    } else servers.push(await serveRemote({ root, port: app.port }));
  } catch (error) {
    console.error(`Cannot serve ${app.name} on port ${app.port}: ${error.message}`);
    await shutdown();
    process.exit(1);
  }
}

/** Waits for supabase/local to answer (its '/'; /health is the monitor's report; the first start creates the database: allow two minutes). */
async function backendReady(timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && supabase.exitCode === null) {
    const ok = await fetch(`http://127.0.0.1:${SUPABASE_PORT}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (supabase.exitCode === null) console.warn('[start] supabase/local is not ready yet; serving the shop anyway.');
  return false;
}

async function shutdown() {
  stopping = true;
  for (const server of servers) {
    server.close();
    server.closeAllConnections();
  }
  await stopChild(supabase);
}

function startSupabase() {
  const args = [
    'supabase/local/bin/supabase-local.mjs',
    '--project-dir',
    'supabase',
    '--port',
    String(SUPABASE_PORT),
    '--data-dir',
    dataDir,
  ];
  if (resetDatabase) args.push('--reset');
  const keep = process.env.SIKKA_BACKUP_KEEP ?? '7';
  if (keep !== '0') {
    args.push('--backup-dir', join(dirname(dataDir), 'backups', `nightly-${basename(dataDir)}`), '--backup-keep', keep);
    if (process.env.SIKKA_BACKUP_SCHEDULE) args.push('--backup-schedule', process.env.SIKKA_BACKUP_SCHEDULE);
  }
  // The e2e database's Edge Functions ask a fake chat-completions server that the authoring specs start
  // (supabase/functions/analyze-collectible/testing/fakeProvider.mts): no real AI key in tests.
  const e2eAi =
    dataDir === '.data/e2e' && !process.env.AI_BASE_URL
      ? {
          AI_BASE_URL: 'http://127.0.0.1:54329/v1',
          AI_MODEL: 'fake-vision',
          AI_API_KEY: 'sk-e2e-fake-provider-key',
          AI_TIMEOUT_MS: '8000',
        }
      : {};
  // The links in the shop's e-mails (send-mail) lead to the shop this command serves.
  const siteUrl = { SITE_URL: process.env.SITE_URL ?? process.env.SIKKA_SITE_URL ?? 'http://localhost:3000' };
  const child = startChild(process.execPath, args, { env: { ...process.env, ...siteUrl, ...e2eAi } });
  child.on('exit', (code, signal) => {
    if (stopping || signal === 'SIGTERM' || signal === 'SIGINT') return;
    // The shop still renders without its backend; say so instead of taking the front-end down.
    console.warn(`\n[start] supabase/local stopped (exit code ${code ?? signal}); the site is served without its backend.\n`);
  });
  return child;
}
