/** Starts supabase-local on the fixture project (port 0, a fresh temp data dir) and hands out clients and tokens. */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import WebSocket from 'ws';
import { signJwt } from '../src/jwt.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { freshDataDir } from './pg-template.ts';

export const FIXTURE_DIR = fileURLToPath(new URL('./fixture/', import.meta.url));

/** Users the fixture's seed.sql creates. */
export const ASHA = '11111111-1111-1111-1111-111111111111';
export const RAVI = '22222222-2222-2222-2222-222222222222';

export interface Fixture {
  server: RunningServer;
  url: string;
  rest: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  dataDir: string;
  /** supabase-js as anon (default), or with another key / user token as the bearer. */
  client(options?: { key?: string; token?: string; schema?: string }): SupabaseClient;
  /** A signed access token like GoTrue's for a user id (or any claims). */
  userToken(sub: string, claims?: Record<string, unknown>): Promise<string>;
  /** Raw fetch against the server with the anon apikey unless headers say otherwise. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** SQL as the superuser (bypasses RLS). */
  sql(text: string, params?: unknown[]): Promise<pg.QueryResult>;
  /** Stops the server; keeps the data dir unless `remove`. */
  stop(options?: { remove?: boolean }): Promise<void>;
}

export async function startFixture(options: { dataDir?: string; reset?: boolean; projectDir?: string } = {}): Promise<Fixture> {
  // A data dir of the caller's is used as it is (restart and reset tests); a fresh one starts from a copy of
  // the run's initdb'd cluster, which the server then bootstraps, migrates and seeds like a new database.
  const dataDir = options.dataDir ?? freshDataDir('supabase-local-test-');
  const server = await startServer({
    projectDir: options.projectDir ?? FIXTURE_DIR,
    port: 0,
    dataDir,
    reset: options.reset,
    log: () => {},
  });
  const { ctx, url } = server;
  const fixture: Fixture = {
    server,
    url,
    rest: `${url}/rest/v1`,
    anonKey: ctx.anonKey,
    serviceRoleKey: ctx.serviceRoleKey,
    jwtSecret: ctx.jwtSecret,
    dataDir,
    client({ key = ctx.anonKey, token, schema } = {}) {
      return createClient(url, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never },
        global: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
        ...(schema ? { db: { schema: schema as 'public' } } : {}),
      });
    },
    userToken(sub, claims = {}) {
      const now = Math.floor(Date.now() / 1000);
      return signJwt(ctx.jwtSecret, {
        sub,
        role: 'authenticated',
        aud: 'authenticated',
        iat: now,
        exp: now + 3600,
        session_id: crypto.randomUUID(),
        ...claims,
      });
    },
    fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('apikey')) headers.set('apikey', ctx.anonKey);
      return fetch(`${url}${path}`, { ...init, headers });
    },
    sql: (text, params) => ctx.pool.query(text, params),
    async stop({ remove = !options.dataDir } = {}) {
      await server.close();
      if (remove) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return fixture;
}
