import { beforeAll, describe, expect, it } from 'vitest';
import { errorKey } from '../../shared/src/domain/errors/index.ts';
import { adminClient, buyerClient, type ShopClient } from './support/clients.ts';

// Spec §7 promo calls as the Manage Promo Codes screen makes them, and what the database refuses.

let admin: ShopClient;
let buyer: ShopClient;
beforeAll(async () => {
  [admin, buyer] = await Promise.all([adminClient(), buyerClient()]);
});

const code = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

describe('promo codes: admin calls', () => {
  it('refuses a second code with the same text as promo_code_taken', async () => {
    const taken = code('DBTAKEN');
    expect((await admin.from('promo_codes').insert({ code: taken, discount_percent: 10 })).error).toBeNull();
    const { error } = await admin.from('promo_codes').insert({ code: taken, discount_percent: 20 });
    expect(errorKey(error)).toBe('promo_code_taken');
  });

  it('refuses an expiry that is not after the start', async () => {
    const { error } = await admin.from('promo_codes').insert({
      code: code('DBWINDOW'),
      discount_percent: 10,
      starts_at: '2030-01-10T10:00:00Z',
      expires_at: '2030-01-10T10:00:00Z',
    });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('promo_codes_expiry_after_start');
  });

  it('toggles is_active and deletes by id', async () => {
    const { data: row } = await admin
      .from('promo_codes')
      .insert({ code: code('DBTOGGLE'), discount_percent: 5 })
      .select()
      .single();
    const { data: toggled } = await admin.from('promo_codes').update({ is_active: false }).eq('id', row!.id).select().single();
    expect(toggled?.is_active).toBe(false);
    const { data: deleted } = await admin.from('promo_codes').delete().eq('id', row!.id).select('id');
    expect(deleted).toHaveLength(1);
  });
});

describe('promo codes: a buyer is refused every admin call', () => {
  it('cannot read, insert, toggle or delete', async () => {
    const { data: row } = await admin
      .from('promo_codes')
      .insert({ code: code('DBGUARD'), discount_percent: 5 })
      .select()
      .single();
    expect((await buyer.from('promo_codes').select('id')).data).toEqual([]);
    expect((await buyer.from('promo_codes').insert({ code: code('DBBUYER'), discount_percent: 90 })).error).not.toBeNull();
    expect((await buyer.from('promo_codes').update({ is_active: false }).eq('id', row!.id).select('id')).data ?? []).toEqual([]);
    expect((await buyer.from('promo_codes').delete().eq('id', row!.id).select('id')).data ?? []).toEqual([]);
    const { data: kept } = await admin.from('promo_codes').select('is_active').eq('id', row!.id).single();
    expect(kept?.is_active).toBe(true);
  });
});
