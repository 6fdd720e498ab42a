import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../../../shared/src/database.types.ts';
import { users } from '../seed/people.ts';

export type ShopClient = SupabaseClient<Database>;

export const shop = () => inject('shop');

/** A browser-like client with only the anon key (Node 20 needs `ws` for realtime). */
export function anonClient(): ShopClient {
  const { url, anonKey } = shop();
  return createClient<Database>(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

export async function signedIn(email: string, password: string): Promise<ShopClient> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  return client;
}

/** A fresh signInAnonymously() session, as the checkout gives visitors. */
export async function anonymousSession(): Promise<ShopClient> {
  const client = anonClient();
  const { error } = await client.auth.signInAnonymously();
  if (error) throw new Error(`anonymous sign-in failed: ${error.message}`);
  return client;
}

/** The service_role key, as a server-side job (the hold expiry) uses it. */
export function serviceClient(): ShopClient {
  const { url, serviceRoleKey } = shop();
  return createClient<Database>(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

export const buyerClient = () => signedIn(users.buyer.email, users.buyer.password);
export const adminClient = () => signedIn(users.admin.email, users.admin.password);

export async function userIdOf(client: ShopClient): Promise<string | null> {
  const { data } = await client.auth.getSession();
  return data.session?.user.id ?? null;
}

let pool: pg.Pool | undefined;
/**
 * The superuser connection, for fixtures and for checking what really happened in the database. Behaviour
 * under test always goes through supabase-js.
 */
export function db(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: shop().databaseUrl, max: 3 });
  return pool;
}
// Registered while the importing test file is collected, so each file closes its own pool.
afterAll(async () => {
  await pool?.end();
  pool = undefined;
});

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
