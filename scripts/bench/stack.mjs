/**
 * The composed shop for the benches (bench-web, bench-lighthouse): a running `pnpm start` stack is used
 * as it is; otherwise the apps' dist/ folders are served here, each on its port, and supabase/local is
 * started on a fresh bench database (.data/bench). `stop()` ends only what this module started.
 */
import { join } from 'node:path';
import { APPS, SUPABASE_PORT } from '../apps.mjs';
import { importTypeScript, ROOT, startChild, stopChild } from '../run.mjs';

/** Whether `url` answers 2xx. */
export const answers = (url) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

/**
 * Starts what is not running yet. `asStart`: the shell is served as `pnpm start` serves it (robots.txt,
 * sitemap.xml, the page's own head for listings and blog posts); otherwise as plain static files.
 * Resolves to { servers, backend, stop }: `servers` are the static servers started here (none when the
 * shop was up), `backend` the supabase/local child (null when it was up).
 */
export async function startStack({ asStart = false } = {}) {
  const shopUp = await answers('http://localhost:3000/');
  const { serveStatic, startShop } = await importTypeScript('shell/server/index.ts');
  const servers = shopUp
    ? []
    : await Promise.all(
        APPS.map(async (app) => {
          const root = join(ROOT, app.dir, 'dist');
          if (asStart && app.name === 'shell') return (await startShop({ dist: root, port: app.port, local: true })).server;
          return serveStatic({ root, port: app.port, spa: true });
        }),
      );
  const closeServers = () => {
    for (const server of servers) {
      server.close();
      server.closeAllConnections();
    }
  };
  let backend = null;
  try {
    backend = (await answers(`http://localhost:${SUPABASE_PORT}/`)) ? null : await startBackend();
  } catch (error) {
    closeServers();
    throw error;
  }
  return {
    servers,
    backend,
    async stop() {
      closeServers();
      if (backend) await stopChild(backend);
    },
  };
}

/** supabase/local on :54321: the running one, or one started here (returned, to stop). */
export async function ensureBackend() {
  return (await answers(`http://localhost:${SUPABASE_PORT}/`)) ? null : startBackend();
}

async function startBackend() {
  console.log('starting supabase/local on a fresh bench database (.data/bench)…');
  const child = startChild(
    process.execPath,
    [
      'supabase/local/bin/supabase-local.mjs',
      '--project-dir',
      'supabase',
      '--port',
      String(SUPABASE_PORT),
      '--data-dir',
      '.data/bench',
      '--reset',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (await answers(`http://localhost:${SUPABASE_PORT}/`)) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopChild(child);
  throw new Error('supabase/local did not start');
}

/**
 * A bench's one way out: `steps` run once, in order (its browser, then the stack), whether the bench
 * ends or is interrupted (Ctrl-C, SIGTERM: then it exits 130 once they have run).
 */
export function stopOnce(steps) {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const step of steps) await step();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop().then(() => process.exit(130)));
  return stop;
}
