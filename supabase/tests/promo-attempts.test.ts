import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../../shared/src/database.types.ts';
import { ERROR_TEXTS } from '../../shared/src/domain/errors/index.ts';
import { createListing, placeOrder } from './support/checkout.ts';
import { anonClient, db, shop, type ShopClient, userIdOf } from './support/clients.ts';

// Promo guessing (issue 29 item 3): validate_promo answers a session, and an address, a limited number
// of times a minute (private.attempt_limits), then 'Too many attempts, please wait a minute'. The spec's
// messages are kept below the limit. The address is the connection's, or the x-forwarded-for hop before
// a trusted proxy (private.client_address()); here the test plays a client behind a proxy the shop trusts
// (10.0.0.1, on this machine's loopback).

// The text the UI shows for the key (one table in shared) is the text the database answers.
const TOO_MANY = { code: 'P0001', hint: 'promo_rate_limited', message: ERROR_TEXTS.promo_rate_limited };

interface Limits {
  per_user: number;
  per_address: number;
  time_window: string;
}
const readLimits = async () =>
  (
    await db().query<Limits>(
      `select per_user, per_address, time_window::text from private.attempt_limits where action = 'validate_promo'`,
    )
  ).rows[0];

// The db-tests stack raises the limits for the whole run (support/global-setup.ts); this file puts the
// shipped values back while it runs, and the raised ones afterwards.
let raised: Limits | undefined;
beforeAll(async () => {
  raised = await readLimits();
  await db().query(`update private.shop_settings set trusted_proxies = '{127.0.0.1/32,::1/128,10.0.0.1/32}'`);
  await db().query(
    `update private.attempt_limits set per_user = default, per_address = default, time_window = default where action = 'validate_promo'`,
  );
});
afterAll(async () => {
  await db().query(`update private.shop_settings set trusted_proxies = '{}'`);
  if (raised)
    await db().query(
      `update private.attempt_limits set per_user = $1, per_address = $2, time_window = $3::interval where action = 'validate_promo'`,
      [raised.per_user, raised.per_address, raised.time_window],
    );
});

let addressCount = 0;
/** A documentation address (RFC 5737) no other test uses. */
const freshAddress = () => `198.51.${100 + Math.floor(Math.random() * 100)}.${++addressCount}`;

/** A visitor's anonymous session whose requests arrive from `address` (as the gateway forwards it). */
async function sessionFrom(address: string): Promise<ShopClient> {
  const { url, anonKey } = shop();
  const client = createClient<Database>(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'x-forwarded-for': `${address}, 10.0.0.1` } },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInAnonymously();
  if (error) throw error;
  return client;
}

const check = (client: ShopClient, code: string) => client.rpc('validate_promo', { code });

/** `n` checks in a row, alternating a valid and an unknown code; each must get its spec answer. */
async function checksWithinLimit(client: ShopClient, n: number) {
  for (let i = 0; i < n; i++) {
    const valid = i % 2 === 0;
    const { data, error } = await check(client, valid ? 'WELCOME10' : 'NOSUCHCODE');
    if (valid) expect({ data, error }).toEqual({ data: { promo_code: 'WELCOME10', discount_percent: 10 }, error: null });
    else expect(error).toMatchObject({ code: 'P0001', hint: 'promo_invalid', message: 'Invalid promo code' });
  }
}

describe('validate_promo attempt limits', () => {
  it('ships 10 checks a minute per session and 30 per address, as a row that configuration can raise', async () => {
    expect(await readLimits()).toEqual({ per_user: 10, per_address: 30, time_window: '00:01:00' });
  });

  it('answers the spec messages for 10 checks of a session, then "Too many attempts, please wait a minute" (HTTP 429)', async () => {
    const client = await sessionFrom(freshAddress());
    await checksWithinLimit(client, 10);
    const refused = await check(client, 'WELCOME10');
    expect(refused.data).toBeNull();
    expect(refused.error).toMatchObject(TOO_MANY);
    expect(refused.status).toBe(429);
    // A code that is not yet active is not revealed either once the limit is reached.
    expect((await check(client, 'DIWALI20')).error).toMatchObject(TOO_MANY);
  });

  it('limits that session only: another session from another address still gets its answers', async () => {
    const first = await sessionFrom(freshAddress());
    await checksWithinLimit(first, 10);
    expect((await check(first, 'WELCOME10')).error).toMatchObject(TOO_MANY);
    await checksWithinLimit(await sessionFrom(freshAddress()), 2);
  });

  it('limits an address across sessions: fresh anonymous sessions from one address share 30 checks', async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i++) await checksWithinLimit(await sessionFrom(address), 10);
    const newcomer = await sessionFrom(address);
    expect((await check(newcomer, 'WELCOME10')).error).toMatchObject(TOO_MANY);
    // The same visitor's neighbour on another address is not affected.
    await checksWithinLimit(await sessionFrom(freshAddress()), 1);
  });

  it('answers again once the minute has passed', async () => {
    const address = freshAddress();
    const client = await sessionFrom(address);
    await checksWithinLimit(client, 10);
    expect((await check(client, 'WELCOME10')).error).toMatchObject(TOO_MANY);
    // The clock moves for this visitor's counters only: their window began just over a minute ago.
    await db().query(`update private.attempts set window_started = now() - interval '61 seconds' where bucket = any($1)`, [
      [`user:${await userIdOf(client)}`, `address:${address}`],
    ]);
    await checksWithinLimit(client, 2);
  });

  it('counts a code place_order checks against the same limit: guesses through an order are refused too', async () => {
    const address = freshAddress();
    const guesser = await sessionFrom(address);
    const listing = await createListing(db(), 1_000);
    // 10 guesses through place_order get the spec's answer (and place nothing)...
    for (let i = 0; i < 10; i++) {
      const { data, error } = await placeOrder(guesser, listing, `GUESS${i}`);
      expect(error).toMatchObject({ code: 'P0001', hint: 'promo_invalid', message: 'Invalid promo code' });
      expect(data).toBeNull();
    }
    // ...the 11th is refused whatever the code, through place_order and through validate_promo alike.
    const limited = await placeOrder(guesser, listing, 'WELCOME10');
    expect(limited.error).toMatchObject(TOO_MANY);
    expect(limited.status).toBe(429);
    expect((await check(guesser, 'WELCOME10')).error).toMatchObject(TOO_MANY);
    expect(
      (await db().query('select count(*)::int as n from public.delivery_addresses where collectible_id = $1', [listing])).rows,
    ).toEqual([{ n: 0 }]);
    // A fresh session from the same address has checks of its own (the address has used 12 of its 30).
    const neighbour = await sessionFrom(address);
    await checksWithinLimit(neighbour, 10);
    expect((await placeOrder(neighbour, listing, 'WELCOME10')).error).toMatchObject(TOO_MANY);
  });

  it('still asks for a session first: "Authentication required to validate promo code"', async () => {
    const { error } = await check(anonClient(), 'WELCOME10');
    expect(error).toMatchObject({ code: 'P0001', message: 'Authentication required to validate promo code' });
  });
});
