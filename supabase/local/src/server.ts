import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Pool } from 'pg';
import { type NightlyBackups, nightlyBackupJob } from './backup/nightly.ts';
import { BOOTSTRAP_LOCK, bootstrap } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { installCronExtension, startCron } from './cron/index.ts';
import type { ApiHandler, ServerContext } from './context.ts';
import { startDatabase } from './db.ts';
import { CORS_HEADERS, requestUrl, sendJson } from './http.ts';
import { healthReport } from './health.ts';
import { DEFAULT_JWT_SECRET, legacyApiKey } from './jwt.ts';
import { migrate, prepareServices } from './migrate.ts';
import { startMail } from './mail/index.ts';
import { optionalModule } from './modules.ts';
import { createRestHandler } from './rest/index.ts';
import { runAsRole } from './transaction.ts';

export interface StartOptions {
  /** The Supabase CLI project directory (config.toml, migrations/, seed.sql, functions/). */
  projectDir?: string;
  /** 54321 like `supabase start`; 0 picks a free port. */
  port?: number;
  host?: string;
  dataDir?: string;
  /** Wipe the data dir first: fresh database, migrations and seed run again. */
  reset?: boolean;
  jwtSecret?: string;
  log?: (line: string) => void;
  /** A backup every night (`backup/nightly.ts`), the newest `keep` kept; off when absent. Embedded database only. */
  backups?: NightlyBackups;
  /** Where config overrides are read (SUPABASE_AUTH_RATE_LIMIT_…, as the CLI reads them); process.env by default. */
  env?: Record<string, string | undefined>;
}

export interface RunningServer {
  url: string;
  /** The Postgres the server uses (embedded, or DATABASE_URL). */
  databaseUrl: string;
  ctx: ServerContext;
  close(): Promise<void>;
}

type HandlerModule<K extends string> = { [key in K]: (ctx: ServerContext) => ApiHandler | Promise<ApiHandler> };

/** Starts Postgres, prepares the project's database, and serves the Supabase HTTP APIs over it. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const projectDir = resolve(options.projectDir ?? 'supabase');
  const dataDir = resolve(options.dataDir ?? '.data/db');
  const config = await loadConfig(projectDir, options.env ?? process.env);
  const jwtSecret = options.jwtSecret ?? process.env.JWT_SECRET ?? DEFAULT_JWT_SECRET;

  const routes = new Map<string, ApiHandler>();
  let ready = false;
  let healthPool: Pool | undefined;
  const server = createServer((req, res) => void dispatch(req, res, routes, ready, healthPool));
  // Malformed HTTP never reaches a handler; answer it and keep serving.
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  const port = await listen(server, options.port ?? 54321, options.host ?? '127.0.0.1');
  const displayHost = !options.host || ['0.0.0.0', '::'].includes(options.host) ? '127.0.0.1' : options.host;
  const apiUrl = `http://${displayHost}:${port}`;

  let db: Awaited<ReturnType<typeof startDatabase>> | undefined;
  const closers: (() => Promise<void>)[] = [];
  try {
    db = await startDatabase({ dataDir, reset: options.reset, log });
    if (db.embedded) await installCronExtension(db.pool);
    const client = await db.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [BOOTSTRAP_LOCK]);
      await bootstrap(client, log);
      await migrate(client, projectDir, config, log);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [BOOTSTRAP_LOCK]).catch(() => {});
      client.release();
    }

    const pool = db.pool;
    healthPool = pool;
    const events = new EventEmitter();
    events.setMaxListeners(0);
    const ctx: ServerContext = {
      config,
      projectDir,
      dataDir,
      apiUrl,
      jwtSecret,
      anonKey: await legacyApiKey(jwtSecret, 'anon'),
      serviceRoleKey: await legacyApiKey(jwtSecret, 'service_role'),
      pool,
      withRole: (claims, fn) => runAsRole(pool, claims, fn),
      events,
    };
    await prepareServices(ctx, log);

    // The local inbox ([inbucket]), as `supabase start` runs Mailpit; GoTrue's e-mails go through its SMTP,
    // and the Edge Functions are given it as SMTP_HOST/SMTP_PORT (so it starts before them).
    // A server on a free port (tests) takes free inbox ports too, so parallel servers never collide.
    const inbox = await startMail(ctx, options.env ?? process.env, log, options.port === 0);
    if (inbox) closers.push(() => inbox.close());
    const rest = await createRestHandler(ctx);
    closers.push(() => rest.close());
    routes.set('/rest/v1', rest.handle);
    const auth = await optionalModule<HandlerModule<'createAuthHandler'>>('./auth/index.ts', log);
    if (auth) routes.set('/auth/v1', await auth.createAuthHandler(ctx));
    const storage = await optionalModule<HandlerModule<'createStorageHandler'>>('./storage/index.ts', log);
    if (storage) routes.set('/storage/v1', await storage.createStorageHandler(ctx));
    const functions = await optionalModule<HandlerModule<'createFunctionsHandler'>>('./functions/index.ts', log);
    if (functions) routes.set('/functions/v1', await functions.createFunctionsHandler(ctx));
    const realtime = await optionalModule<{
      attachRealtime(ctx: ServerContext, server: Server): Promise<{ close(): Promise<void>; handle?: ApiHandler } | void>;
    }>('./realtime/index.ts', log);
    const handle = realtime ? await realtime.attachRealtime(ctx, server) : undefined;
    if (handle) closers.push(() => handle.close());
    if (handle?.handle) routes.set('/realtime/v1', handle.handle);
    if (!realtime)
      server.on('upgrade', (_req, socket) => socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n'));
    // pg_cron's jobs (scheduled by the migrations) run on a timer here, as pg_cron's worker runs them hosted.
    const localJobs = db.embedded ? await nightlyBackupJob(pool, dataDir, options.backups) : undefined;
    const cron = await startCron(pool, log, ctx, localJobs);
    if (cron) closers.push(() => cron.close());
    ready = true;

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        const stopped = new Promise<void>((done) => server.close(() => done()));
        server.closeAllConnections();
        await stopped;
        for (const closer of closers.reverse()) await closer().catch(() => {});
        await db!.stop();
      })());
    return { url: apiUrl, databaseUrl: db.connectionString, ctx, close };
  } catch (err) {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
    for (const closer of closers.reverse()) await closer().catch(() => {});
    await db?.stop().catch(() => {});
    throw err;
  }
}

const PREFIXES = ['/rest/v1', '/auth/v1', '/storage/v1', '/functions/v1', '/realtime/v1'];

async function dispatch(
  req: IncomingMessage,
  res: ServerResponse,
  routes: Map<string, ApiHandler>,
  ready: boolean,
  pool: Pool | undefined,
): Promise<void> {
  try {
    const url = requestUrl(req.url);
    if (!url) {
      sendJson(res, 400, { message: 'Bad Request' });
      return;
    }
    if (req.method === 'OPTIONS') {
      const requested = req.headers['access-control-request-headers'];
      const headers = { ...CORS_HEADERS, ...(requested ? { 'Access-Control-Allow-Headers': String(requested) } : {}) };
      res.writeHead(200, { ...headers, 'Content-Length': '0' });
      res.end();
      return;
    }
    // '/': the server answers (readiness: what pnpm start waits for). '/health': an uptime monitor's
    // report, 503 when the database, the outbox or the scheduled jobs are unwell (health.ts).
    if (url.pathname === '/health' && ready && pool) {
      const report = await healthReport(pool);
      sendJson(res, report.status, report.body, { 'Cache-Control': 'no-store' });
      return;
    }
    if (url.pathname === '/health' || url.pathname === '/') {
      sendJson(res, ready ? 200 : 503, { status: ready ? 'ok' : 'starting' });
      return;
    }
    const prefix = PREFIXES.find((p) => url.pathname === p || url.pathname.startsWith(`${p}/`));
    if (!prefix) {
      sendJson(res, 404, { message: 'no Route matched with those values' });
      return;
    }
    const handler = routes.get(prefix);
    if (!ready || !handler) {
      sendJson(res, 503, { message: ready ? `${prefix} is not available in this server` : 'The server is starting' });
      return;
    }
    await handler(req, res, url.pathname.slice(prefix.length) || '/', url);
  } catch (err) {
    console.error('[server]', req.method, req.url, err);
    if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
    else res.destroy();
  }
}

/**
 * Listens on the API's port, or fails with one line naming it: clients are configured with this port
 * (config.json, the shop's .env), so taking another one silently would leave them talking to nobody.
 */
function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `The API port ${port} is already in use (another supabase-local or supabase start?): stop it, or choose another with --port`
            : `The API cannot listen on ${host}:${port} (${err.code ?? err.message}): choose another with --port / --host`,
        ),
      );
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolvePort((server.address() as AddressInfo).port);
    });
  });
}
