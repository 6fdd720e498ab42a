/** The fixture server plus supabase-js clients and signed-in users, for the storage and realtime tests. */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startFixture, type Fixture } from './helpers.ts';

export interface TestUser {
  id: string;
  token: string;
  client: SupabaseClient;
}

export interface Env extends Fixture {
  anon(): SupabaseClient;
  service(): SupabaseClient;
  /** A fresh signed-in user (a GoTrue-like access token), with a client that sends it to storage and realtime. */
  user(): Promise<TestUser>;
}

export async function startEnv(): Promise<Env> {
  const fixture = await startFixture();
  const make = (key: string, token?: string) =>
    createClient(fixture.url, key, {
      realtime: { transport: WebSocket as never },
      // a signed-in user's token, passed the way third-party-auth clients do (storage and realtime both use it)
      ...(token
        ? { accessToken: async () => token }
        : { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } }),
    });
  return Object.assign(fixture, {
    anon: () => make(fixture.anonKey),
    service: () => make(fixture.serviceRoleKey),
    async user(): Promise<TestUser> {
      const id = randomUUID();
      const token = await fixture.userToken(id, { email: `${id}@sikka.test`, aal: 'aal1', is_anonymous: false });
      return { id, token, client: make(fixture.anonKey, token) };
    },
  });
}
