import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, anonymousSession, buyerClient, db, type ShopClient } from './support/clients.ts';
import { createPromo } from './support/checkout.ts';

// Spec §5 "Promo check at checkout" through validate_promo(code), with the messages of spec §8.

let buyer: ShopClient;
beforeAll(async () => {
  buyer = await buyerClient();
});

async function check(client: ShopClient, code: string) {
  return client.rpc('validate_promo', { code });
}

describe('validate_promo', () => {
  it('requires a session: "Authentication required to validate promo code"', async () => {
    const { data, error } = await check(anonClient(), 'WELCOME10');
    expect(data).toBeNull();
    expect(error?.message).toBe('Authentication required to validate promo code');
    expect(error?.code).toBe('P0001');
  });

  it('accepts a valid code and returns it with its discount', async () => {
    const { data, error } = await check(buyer, 'WELCOME10');
    expect(error).toBeNull();
    expect(data).toEqual({ promo_code: 'WELCOME10', discount_percent: 10 });
  });

  it('upper-cases (and trims) the code before looking it up', async () => {
    const { data } = await check(buyer, '  welcome10 ');
    expect(data).toEqual({ promo_code: 'WELCOME10', discount_percent: 10 });
  });

  it('counts an anonymous session as a session', async () => {
    const { data, error } = await check(await anonymousSession(), 'WELCOME10');
    expect(error).toBeNull();
    expect(data).toMatchObject({ promo_code: 'WELCOME10' });
  });

  it('does not use up the code when only checking it', async () => {
    const code = await createPromo(db(), { maxUses: 1 });
    await check(buyer, code);
    const { error } = await check(buyer, code);
    expect(error).toBeNull();
  });

  it.each([
    ['an unknown code', 'NOSUCHCODE', 'Invalid promo code'],
    ['an empty code', '', 'Invalid promo code'],
    ['the seeded inactive code', 'FESTIVE25', 'This promo code is inactive'],
    ['the seeded code that has not started', 'DIWALI20', 'This promo code is not yet active'],
    ['the seeded expired code', 'MONSOON15', 'This promo code has expired'],
    ['the seeded used-up code', 'LAUNCH50', 'This promo code has reached its maximum uses'],
  ])('rejects %s (%s): "%s"', async (_what, code, message) => {
    const { data, error } = await check(buyer, code);
    expect(data).toBeNull();
    expect(error?.message).toBe(message);
    expect(error?.code).toBe('P0001');
  });

  it('treats a code with uses left as valid', async () => {
    const code = await createPromo(db(), { maxUses: 3, usedCount: 2 });
    expect((await check(buyer, code)).error).toBeNull();
  });

  it('treats a code whose expiry is still ahead as valid', async () => {
    const code = await createPromo(db(), { expiresIn: '+1 hour' });
    expect((await check(buyer, code)).error).toBeNull();
  });
});

describe('the order of the promo checks (spec §5)', () => {
  it('asks for a session before looking at the code', async () => {
    const { error } = await check(anonClient(), 'NOSUCHCODE');
    expect(error?.message).toBe('Authentication required to validate promo code');
  });

  // A code cannot expire before it starts (promo_codes_expiry_after_start), so "not yet active" and
  // "expired" never meet on one code.
  it('reports inactive before not yet active or used up', async () => {
    const code = await createPromo(db(), { active: false, startsIn: '+1 day', expiresIn: '+2 days', maxUses: 1, usedCount: 1 });
    expect((await check(buyer, code)).error?.message).toBe('This promo code is inactive');
  });

  it('reports inactive before expired', async () => {
    const code = await createPromo(db(), { active: false, expiresIn: '-1 minute' });
    expect((await check(buyer, code)).error?.message).toBe('This promo code is inactive');
  });

  it('reports not yet active before used up', async () => {
    const code = await createPromo(db(), { startsIn: '+1 day', expiresIn: '+2 days', maxUses: 1, usedCount: 1 });
    expect((await check(buyer, code)).error?.message).toBe('This promo code is not yet active');
  });

  it('reports expired before used up', async () => {
    const code = await createPromo(db(), { expiresIn: '-1 minute', maxUses: 1, usedCount: 1 });
    expect((await check(buyer, code)).error?.message).toBe('This promo code has expired');
  });
});
