import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, FunctionsHttpError } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDatabase, startHarness, type Database, type Harness } from './auth-harness.ts';
import { createFunctionsProject } from './functions-project.ts';

let db: Database;
let server: Harness;
let projectDir: string;

beforeAll(async () => {
  projectDir = createFunctionsProject();
  db = await startDatabase();
  server = await startHarness(db, {
    projectDir,
    functions: { 'public-stream': { verifyJwt: false }, 'default-export': { verifyJwt: false } },
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await db?.stop();
  rmSync(projectDir, { recursive: true, force: true });
});

const client = () =>
  createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
const call = (path: string, init: RequestInit = {}) => fetch(`${server.url}/functions/v1/${path}`, init);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('/functions/v1', () => {
  it('runs a Deno.serve function through supabase-js invoke, with the Supabase env and functions/.env', async () => {
    const { data, error } = await client().functions.invoke('hello', { body: { name: 'Sikka' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      message: 'Hello Sikka!',
      method: 'POST',
      path: '/hello',
      authorization: 'Bearer ',
      env: {
        url: server.url,
        booted: server.url,
        anon: server.anonKey.length,
        service: server.serviceRoleKey.length,
        secret: "shh it's local",
        other: 'plain',
        db: true,
      },
    });
  });

  it('passes method, sub-path and query, and returns the function headers with CORS', async () => {
    const res = await call('hello/deeper/path?x=1&y=2', { headers: bearer(server.anonKey) });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-greeting')).toBe('namaste');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toMatchObject({
      method: 'GET',
      path: '/hello/deeper/path',
      query: '?x=1&y=2',
      message: 'Hello there!',
    });
  });

  it('requires a valid JWT when verify_jwt is on (the default), like the hosted gateway', async () => {
    const missing = await call('hello', { method: 'POST', body: '{}' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 401, message: 'Missing authorization header' });
    const forged = await call('hello', { method: 'POST', body: '{}', headers: bearer(`${server.anonKey.slice(0, -4)}AAAA`) });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ code: 401, message: 'Invalid JWT' });
    expect((await call('hello', { headers: bearer('garbage') })).status).toBe(401);
    expect((await call('hello', { headers: bearer(server.serviceRoleKey) })).status).toBe(200);
  });

  it('lets the function answer CORS preflights itself, without a JWT', async () => {
    const res = await call('hello', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization, x-client-info, apikey, content-type');
  });

  it('streams bodies and keeps status and every Set-Cookie when verify_jwt = false', async () => {
    const res = await call('public-stream');
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await res.text()).toBe('one two three');
  });

  it('resolves npm: imports to installed packages (supabase-js calling back into this server)', async () => {
    await db.pool.query(
      `insert into auth.users (id, aud, role, email) values (gen_random_uuid(), 'authenticated', 'authenticated', 'fn@sikka.test')`,
    );
    const res = await call('admin-count', { headers: bearer(server.anonKey) });
    expect(await res.json()).toEqual({ error: null, users: 1 });
  });

  it('runs esm.sh imports, Deno std serve() and export default { fetch }', async () => {
    expect(await (await call('esm-sh', { headers: bearer(server.anonKey) })).text()).toBe('function');
    expect(await (await call('std-serve', { method: 'PUT', headers: bearer(server.anonKey) })).text()).toBe('std PUT');
    expect(await (await call('default-export/x')).text()).toBe('default /default-export/x');
  });

  it('answers unknown functions with the hosted 404 body', async () => {
    for (const path of ['nope', '_shared', '..%2Fetc', '']) {
      const res = await call(path, { headers: bearer(server.anonKey) });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
  });

  it('reports boot and runtime failures as BOOT_ERROR 503 and WORKER_ERROR 500, and keeps serving', async () => {
    const boot = await call('boot-error', { headers: bearer(server.anonKey) });
    expect(boot.status).toBe(503);
    expect((await boot.json()).code).toBe('BOOT_ERROR');
    const { error } = await client().functions.invoke('worker-error');
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const res = await call('worker-error', { headers: bearer(server.anonKey) });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
    expect((await call('hello', { headers: bearer(server.anonKey) })).status).toBe(200);
  });

  it('reloads a function when its entry file changes', async () => {
    // A function of this test's own, loaded once before the edit: editing one the other tests call would
    // change what they see.
    const dir = join(projectDir, 'functions', 'reloaded');
    const file = join(dir, 'index.ts');
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, `export default { fetch: () => new Response('original') };\n`);
    expect(await (await call('reloaded', { headers: bearer(server.anonKey) })).text()).toBe('original');
    writeFileSync(file, `export default { fetch: () => new Response('edited') };\n`);
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(await (await call('reloaded', { headers: bearer(server.anonKey) })).text()).toBe('edited');
  });

  it('gives each server its own module instance and environment', async () => {
    const other = await startHarness(db, { projectDir });
    try {
      const res = await fetch(`${other.url}/functions/v1/hello`, { headers: bearer(other.anonKey) });
      expect((await res.json()).env).toMatchObject({ url: other.url, booted: other.url });
      expect((await (await call('hello', { headers: bearer(server.anonKey) })).json()).env.booted).toBe(server.url);
    } finally {
      await other.stop();
    }
  });
});
