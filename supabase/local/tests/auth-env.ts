/** Shared setup for the auth tests: a server (the harness for now), supabase-js clients and raw fetch helpers. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startDatabase, startHarness, type Database, type Harness, type HarnessOptions } from './auth-harness.ts';

export interface AuthEnv {
  db: Database;
  server: Harness;
  /** A fresh anon client per call: each test signs in on its own. */
  client(): SupabaseClient;
  adminClient(): SupabaseClient;
  /** Raw fetch against /auth/v1 with the anon apikey; `token` becomes the Bearer. */
  call(
    path: string,
    init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  stop(): Promise<void>;
}

export async function startAuthEnv(options: HarnessOptions = {}): Promise<AuthEnv> {
  const db = await startDatabase();
  const server = await startHarness(db, options);
  const make = (key: string) =>
    createClient(server.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
    });
  return {
    db,
    server,
    client: () => make(server.anonKey),
    adminClient: () => make(server.serviceRoleKey),
    call: (path, init = {}) =>
      fetch(`${server.url}/auth/v1${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          apikey: server.anonKey,
          ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
      }),
    async stop() {
      await server.stop();
      await db.stop();
    },
  };
}

let counter = 0;
/** A unique address per call, so tests never collide on the unique email index. */
export function uniqueEmail(label = 'user'): string {
  return `${label}.${process.pid}.${Date.now()}.${++counter}@sikka.test`;
}

/** The current GoTrue error shape (what supabase-js requests with X-Supabase-Api-Version: 2024-01-01). */
export const CURRENT = { 'X-Supabase-Api-Version': '2024-01-01' };
