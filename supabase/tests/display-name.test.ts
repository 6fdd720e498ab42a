import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './seed/people.ts';
import { adminClient, anonClient, buyerClient, db, type ShopClient } from './support/clients.ts';

// The certifying expert's name (issue 34): an admin sets their own profiles.display_name through
// set_display_name, under the rule the back office's form checks (trimmed, 1-80 characters; the
// database reads a blank one as "not set"). Nobody else may set one.

const nameOf = async (id: string) =>
  (await db().query<{ display_name: string | null }>('select display_name from public.profiles where id = $1', [id])).rows[0]
    ?.display_name;

let admin: ShopClient;
let before: string | null | undefined;
beforeAll(async () => {
  admin = await adminClient();
  before = await nameOf(users.admin.id);
});
// Other files certify pieces as the demo admin: leave the name as this file found it.
afterAll(async () => {
  await db().query('update public.profiles set display_name = $2 where id = $1', [users.admin.id, before ?? null]);
});

describe('set_display_name', () => {
  it('sets the calling admin’s own name, trimmed, and the admin reads it back', async () => {
    expect((await admin.rpc('set_display_name', { display_name: '  Dr. R. Krishnan  ' })).error).toBeNull();
    const { data, error } = await admin.from('profiles').select('display_name').eq('id', users.admin.id).single();
    expect(error).toBeNull();
    expect(data?.display_name).toBe('Dr. R. Krishnan');
  });

  it('takes 80 characters, counted as characters (Devanagari and emoji), and refuses 81', async () => {
    const eighty = `${'क'.repeat(40)}${'🪙'.repeat(40)}`;
    expect((await admin.rpc('set_display_name', { display_name: eighty })).error).toBeNull();
    expect(await nameOf(users.admin.id)).toBe(eighty);

    const refused = await admin.rpc('set_display_name', { display_name: 'K'.repeat(81) });
    expect(refused.error).toMatchObject({ code: '23514' });
    expect(refused.error?.message).toContain('profiles_display_name_length');
    expect(await nameOf(users.admin.id)).toBe(eighty);
  });

  it('reads a blank name as "not set"', async () => {
    expect((await admin.rpc('set_display_name', { display_name: 'Meera Rao' })).error).toBeNull();
    expect((await admin.rpc('set_display_name', { display_name: '   ' })).error).toBeNull();
    expect(await nameOf(users.admin.id)).toBeNull();
  });

  it('refuses a buyer, and a visitor without a session', async () => {
    const buyer = await buyerClient();
    const refused = await buyer.rpc('set_display_name', { display_name: 'Trusted Expert' });
    expect(refused.error).toMatchObject({ code: 'P0001', hint: 'not_authorized' });
    expect(await nameOf(users.buyer.id)).toBeNull();

    const anonymous = await anonClient().rpc('set_display_name', { display_name: 'Trusted Expert' });
    expect(anonymous.error).toMatchObject({ code: '42501' }); // no execute grant for anon
  });
});
