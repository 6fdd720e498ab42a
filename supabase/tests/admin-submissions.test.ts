import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, buyerClient, type ShopClient } from './support/clients.ts';

// Spec §7 seller_submissions admin calls: status updates and searched reads; a buyer is refused.

let admin: ShopClient;
let buyer: ShopClient;
beforeAll(async () => {
  [admin, buyer] = await Promise.all([adminClient(), buyerClient()]);
});

async function pending(name: string) {
  const image = 'https://images.example/coin.jpg';
  const { data, error } = await admin
    .from('seller_submissions')
    .insert({ seller_name: name, seller_phone: '+919812345678', image_url: image, status: 'pending' })
    .select()
    .single();
  if (error) throw error;
  return data;
}

describe('seller submissions: admin calls', () => {
  it('updates the status by id', async () => {
    const row = await pending(`DB Accept ${Date.now()}`);
    const { data } = await admin.from('seller_submissions').update({ status: 'accepted' }).eq('id', row.id).select().single();
    expect(data?.status).toBe('accepted');
  });

  it('refuses a status the spec does not know', async () => {
    const row = await pending(`DB Unknown ${Date.now()}`);
    const { error } = await admin.from('seller_submissions').update({ status: 'sold' }).eq('id', row.id);
    expect(error?.code).toBe('23514');
  });

  it('searches name, phone or status in one OR, newest first', async () => {
    const name = `DB Search ${Date.now()}`;
    const row = await pending(name);
    const { data, count } = await admin
      .from('seller_submissions')
      .select('*', { count: 'exact' })
      .or(`seller_name.ilike."*${name.toLowerCase()}*",seller_phone.ilike."*${name}*",status.ilike."*${name}*"`)
      .order('created_at', { ascending: false });
    expect(count).toBe(1);
    expect(data?.[0]?.id).toBe(row.id);
  });
});

describe('seller submissions: a buyer is refused', () => {
  it('cannot read, change the status of, or delete a submission', async () => {
    const row = await pending(`DB Guard ${Date.now()}`);
    expect((await buyer.from('seller_submissions').select('id').eq('id', row.id)).data).toEqual([]);
    expect(
      (await buyer.from('seller_submissions').update({ status: 'accepted' }).eq('id', row.id).select('id')).data ?? [],
    ).toEqual([]);
    expect((await buyer.rpc('delete_seller_submission', { submission_id: row.id })).error).not.toBeNull();
    const { data } = await admin.from('seller_submissions').select('status').eq('id', row.id).single();
    expect(data?.status).toBe('pending');
  });
});
