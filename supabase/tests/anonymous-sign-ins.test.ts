import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type ShopServer, startShopServer } from './support/server.ts';

// A shared carrier address (issue 49): many genuine guests of an Indian mobile network arrive from one
// public address (carrier-grade NAT). With config.toml's [auth.rate_limit] as shipped — not this stack's
// raised overrides — 100 anonymous sign-ins from one address within a minute are all accepted.

let server: ShopServer;
beforeAll(async () => {
  server = await startShopServer(() => {}, { shippedRateLimits: true });
});
afterAll(() => server?.close());

const guest = () =>
  createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });

describe('anonymous sign-ins from one address', () => {
  it('accepts 100 guests from one address in a minute with the shipped config.toml', async () => {
    const results = await Promise.all(Array.from({ length: 100 }, () => guest().auth.signInAnonymously()));
    expect(results.map((r) => r.error?.message ?? null)).toEqual(Array(100).fill(null));
    expect(new Set(results.map((r) => r.data.user?.id)).size).toBe(100);
  });
});
