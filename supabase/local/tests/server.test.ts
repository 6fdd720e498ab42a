import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { type AddressInfo, connect, createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromToml, loadConfig, parseSize } from '../src/config.ts';
import { startServer } from '../src/server.ts';
import { FIXTURE_DIR, startFixture } from './helpers.ts';
import { freshDataDir } from './pg-template.ts';

/** The Supabase CLI's well-known local keys (supabase status prints these for the default secret). */
const CLI_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const CLI_SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

const BIN = fileURLToPath(new URL('../bin/supabase-local.mjs', import.meta.url));
const tempDirs: string[] = [];
/** An empty data dir: the server runs initdb itself, as on a developer's first start. */
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'supabase-local-server-'));
  tempDirs.push(dir);
  return dir;
};
/**
 * A data dir holding a copy of the run's pristine initdb'd cluster (tests/pg-template.ts), which the server
 * bootstraps, migrates and seeds as a new database: for tests about what happens after initdb (restarts, keys,
 * crash recovery), so the run pays for initdb once per test file rather than once per test.
 */
const clusterDir = () => {
  const dir = freshDataDir('supabase-local-server-');
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** Starts the CLI and resolves with its status block once it prints the service_role key. */
function startCli(dataDir: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; output: string }> {
  const child = spawn(process.execPath, [BIN, '--project-dir', FIXTURE_DIR, '--port', '0', '--data-dir', dataDir], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('service_role key:')) resolve({ child, output });
    });
    child.stderr!.on('data', (chunk) => (errors += chunk));
    child.on('exit', (code) => reject(new Error(`CLI exited with ${code}: ${errors}`)));
  });
}

const field = (output: string, label: string) => new RegExp(`${label}: (\\S+)`).exec(output)?.[1];
const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', resolve));

describe('the supabase-local command', () => {
  it('starts on the fixture project and prints the CLI keys like supabase status', async () => {
    const { child, output } = await startCli(tempDir());
    try {
      expect(field(output, 'anon key')).toBe(CLI_ANON_KEY);
      expect(field(output, 'service_role key')).toBe(CLI_SERVICE_KEY);
      expect(field(output, 'JWT secret')).toBe('super-secret-jwt-token-with-at-least-32-characters-long');
      const apiUrl = field(output, 'API URL')!;
      const res = await fetch(`${apiUrl}/rest/v1/tags?select=name&order=id`, { headers: { apikey: CLI_ANON_KEY } });
      expect(await res.json()).toEqual([{ name: 'gold' }, { name: 'silver' }, { name: 'ancient' }]);
    } finally {
      const done = exited(child);
      child.kill('SIGTERM');
      expect(await done).toBe(0);
    }
  });

  it('stops with one line naming the API port and --port when that port is taken', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as AddressInfo).port;
    try {
      const child = spawn(
        process.execPath,
        [BIN, '--project-dir', FIXTURE_DIR, '--port', String(port), '--data-dir', tempDir()],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let errors = '';
      child.stderr!.on('data', (chunk) => (errors += chunk));
      expect(await exited(child)).toBe(1);
      expect(errors).toBe(
        `The API port ${port} is already in use (another supabase-local or supabase start?): stop it, or choose another with --port\n`,
      );
    } finally {
      holder.close();
    }
  });

  it('derives the keys from JWT_SECRET when it is set', async () => {
    const secret = 'a-project-secret-of-at-least-thirty-two-chars';
    const { child, output } = await startCli(clusterDir(), { JWT_SECRET: secret });
    try {
      expect(field(output, 'JWT secret')).toBe(secret);
      expect(field(output, 'anon key')).not.toBe(CLI_ANON_KEY);
      const apiUrl = field(output, 'API URL')!;
      const ok = await fetch(`${apiUrl}/rest/v1/tags?select=id&limit=1`, { headers: { apikey: field(output, 'anon key')! } });
      expect(ok.status).toBe(200);
      const stale = await fetch(`${apiUrl}/rest/v1/tags`, { headers: { apikey: CLI_ANON_KEY } });
      expect(stale.status).toBe(401);
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
  });

  it('recovers the data dir of a run killed with SIGKILL (orphaned Postgres, stale postmaster.pid)', async () => {
    const dataDir = clusterDir();
    const { child } = await startCli(dataDir);
    const done = exited(child);
    child.kill('SIGKILL');
    await done;
    const fx = await startFixture({ dataDir });
    try {
      const { data } = await fx.client().from('tags').select('id');
      expect(data).toHaveLength(3);
    } finally {
      await fx.stop();
    }
  });
});

describe('the database', () => {
  it('keeps data across restarts, without re-running migrations or the seed', async () => {
    const dataDir = clusterDir();
    const first = await startFixture({ dataDir });
    await first.client({ key: first.serviceRoleKey }).from('tags').insert({ name: 'survives restarts' });
    await first.stop();

    const second = await startFixture({ dataDir });
    try {
      const { data } = await second.client().from('tags').select('name').order('id');
      expect(data?.map((t) => t.name)).toEqual(['gold', 'silver', 'ancient', 'survives restarts']);
      const migrations = await second.sql(
        'select version, name, statements[1] is not null as has_sql from supabase_migrations.schema_migrations order by version',
      );
      expect(migrations.rows).toEqual([
        { version: '20240101000000', name: 'blog', has_sql: true },
        { version: '20240102000000', name: 'storage_realtime', has_sql: true },
      ]);
    } finally {
      await second.stop();
    }

    const reset = await startFixture({ dataDir, reset: true });
    try {
      const { data } = await reset.client().from('tags').select('name');
      expect(data).toHaveLength(3);
    } finally {
      await reset.stop();
    }
  });

  it('removes a stale postmaster.pid left by a crash', async () => {
    const dataDir = clusterDir();
    const fx = await startFixture({ dataDir });
    await fx.stop();
    writeFileSync(join(dataDir, 'postgres', 'postmaster.pid'), '999999\n/nowhere\n');
    const again = await startFixture({ dataDir });
    try {
      expect((await again.client().from('tags').select('id')).data).toHaveLength(3);
    } finally {
      await again.stop();
    }
  });

  it('uses DATABASE_URL instead of starting Postgres', async () => {
    const owner = await startFixture();
    process.env.DATABASE_URL = owner.server.databaseUrl;
    try {
      const guest = await startServer({ projectDir: FIXTURE_DIR, port: 0, dataDir: tempDir(), log: () => {} });
      try {
        expect(guest.databaseUrl).toBe(owner.server.databaseUrl);
        const res = await fetch(`${guest.url}/rest/v1/tags?select=name&id=eq.2`, { headers: { apikey: guest.ctx.anonKey } });
        expect(await res.json()).toEqual([{ name: 'silver' }]);
      } finally {
        await guest.close();
      }
    } finally {
      delete process.env.DATABASE_URL;
      await owner.stop();
    }
  });

  it('bootstraps what hosted Supabase provides', async () => {
    const fx = await startFixture();
    try {
      const roles = await fx.sql(
        "select rolname, rolbypassrls from pg_roles where rolname in ('anon','authenticated','service_role','authenticator') order by rolname",
      );
      expect(roles.rows).toEqual([
        { rolname: 'anon', rolbypassrls: false },
        { rolname: 'authenticated', rolbypassrls: false },
        { rolname: 'authenticator', rolbypassrls: false },
        { rolname: 'service_role', rolbypassrls: true },
      ]);
      const extensions = await fx.sql(
        "select extname, extnamespace::regnamespace::text as schema from pg_extension where extname in ('pgcrypto','pg_trgm') order by 1",
      );
      expect(extensions.rows).toEqual([
        { extname: 'pg_trgm', schema: 'extensions' },
        { extname: 'pgcrypto', schema: 'extensions' },
      ]);
      const grants = await fx.sql("select has_table_privilege('authenticated', 'public.posts', 'INSERT') as can_insert");
      expect(grants.rows[0].can_insert).toBe(true);
      const publication = await fx.sql("select count(*)::int as n from pg_publication where pubname = 'supabase_realtime'");
      expect(publication.rows[0].n).toBe(1);
      // The seed inserted users the way hosted projects do (crypt() passwords in auth.users).
      const users = await fx.sql(
        "select count(*)::int as n from auth.users where encrypted_password = crypt('password123', encrypted_password)",
      );
      expect(users.rows[0].n).toBe(2);
    } finally {
      await fx.stop();
    }
  });

  it('keeps serving when Postgres ends a connection a request holds (as on shutdown or a terminated backend)', async () => {
    const fx = await startFixture();
    try {
      const held = await fx.server.ctx.pool.connect();
      const pid = (await held.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const ended = new Promise((resolve) => held.once('end', resolve));
      // Without a listener on the held client, its 'error' event would be thrown out of the process.
      await fx.sql('select pg_terminate_backend($1)', [pid]);
      await ended;
      held.release(true);
      expect((await fx.fetch('/rest/v1/')).status).toBe(200);
    } finally {
      await fx.stop();
    }
  });

  it('reloads the schema cache when DDL runs (NOTIFY pgrst)', async () => {
    const fx = await startFixture();
    try {
      await fx.sql('create table public.late_table (id int primary key); insert into public.late_table values (7)');
      let body: unknown;
      for (let i = 0; i < 50 && !Array.isArray(body); i++) {
        body = await (await fx.fetch('/rest/v1/late_table?select=id')).json();
        if (!Array.isArray(body)) await new Promise((r) => setTimeout(r, 100));
      }
      expect(body).toEqual([{ id: 7 }]);
    } finally {
      await fx.stop();
    }
  });
});

describe('HTTP surface', () => {
  it('answers CORS preflight, health and unknown routes', async () => {
    const fx = await startFixture();
    try {
      const preflight = await fetch(`${fx.rest}/posts`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:3000',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'apikey,content-type,x-client-info',
        },
      });
      expect(preflight.status).toBe(200);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('x-client-info');
      const read = await fx.fetch('/rest/v1/tags?select=id&limit=1', { headers: { Origin: 'http://localhost:3000' } });
      expect(read.headers.get('access-control-allow-origin')).toBe('*');
      expect(read.headers.get('access-control-expose-headers')).toContain('Content-Range');
      expect((await fetch(`${fx.url}/health`)).status).toBe(200);
      expect((await fetch(`${fx.url}/nowhere`)).status).toBe(404);
      // Request targets and Host headers no URL can be made of are the client's mistake: 400, never 500.
      const port = new URL(fx.url).port;
      expect(await statusLine(port, 'http://[', 'localhost')).toBe('HTTP/1.1 400 Bad Request');
      expect(await statusLine(port, 'http://[/rest/v1/tags', 'localhost')).toBe('HTTP/1.1 400 Bad Request');
      expect(await statusLine(port, '/health', '[zz')).toBe('HTTP/1.1 200 OK'); // the Host header is never parsed
      expect(await statusLine(port, 'http://localhost/health', 'localhost')).toBe('HTTP/1.1 200 OK');
    } finally {
      await fx.stop();
    }
  });
});

/** The status line the server answers to a request written byte for byte (fetch would refuse these). */
function statusLine(port: string, target: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\napikey: x\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => resolve(text.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

describe('config.toml', () => {
  it('reads the fixture project', async () => {
    const config = await loadConfig(FIXTURE_DIR);
    expect(config.api).toEqual({
      schemas: ['public', 'graphql_public', 'extras'],
      extraSearchPath: ['public', 'extensions'],
      maxRows: 50,
    });
    expect(config.storage.buckets.images).toEqual({
      public: true,
      fileSizeLimit: 2 * 1024 * 1024,
      allowedMimeTypes: ['image/*'],
      objectsPath: './storage/images',
    });
    expect(config.functions.hello).toEqual({ verifyJwt: false });
    expect(config.auth.enableAnonymousSignIns).toBe(true);
  });

  it('falls back to the Supabase CLI defaults', () => {
    const config = configFromToml({});
    expect(config.api).toEqual({
      schemas: ['public', 'graphql_public'],
      extraSearchPath: ['public', 'extensions'],
      maxRows: 1000,
    });
    expect(config.auth).toMatchObject({
      jwtExpiry: 3600,
      enableSignup: true,
      enableAnonymousSignIns: false,
      minimumPasswordLength: 6,
      rateLimit: { signInSignUps: 30, anonymousUsers: 30, tokenRefresh: 150 },
    });
    // SUPABASE_<KEY> overrides a key, as the CLI reads them
    const raised = configFromToml({}, { SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '5000' });
    expect(raised.auth.rateLimit).toEqual({ signInSignUps: 5000, anonymousUsers: 30, tokenRefresh: 150 });
    expect(config.storage.fileSizeLimit).toBe(50 * 1024 * 1024);
    expect(config.db).toEqual({ seedEnabled: true, seedPaths: ['./seed.sql'] });
  });

  it('reads sizes the way the CLI does', () => {
    expect(parseSize('5MiB')).toBe(5 * 1024 * 1024);
    expect(parseSize('5MB')).toBe(5 * 1024 * 1024);
    expect(parseSize('1GB')).toBe(1024 ** 3);
    expect(parseSize('512KiB')).toBe(512 * 1024);
    expect(parseSize(1000)).toBe(1000);
    expect(() => parseSize('lots')).toThrow();
  });
});
