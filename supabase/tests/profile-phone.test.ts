import { beforeAll, describe, expect, it } from 'vitest';
import { users } from './seed/people.ts';
import {
  adminClient,
  anonClient,
  anonymousSession,
  buyerClient,
  db,
  unique,
  userIdOf,
  type ShopClient,
} from './support/clients.ts';

// Profiles (issue 29 item 6): the phone a visitor gives at sign-up (data.phone) is a phone (+91 and 10
// digits, stored normalised) or nothing; it is never copied verbatim, so nobody can appear in Manage
// Users as an e-mail address or a made-up name. The back office reads each user's e-mail beside it.

interface UserRow {
  id: string;
  phone: string | null;
  email: string | null;
}

let admin: ShopClient;
beforeAll(async () => {
  admin = await adminClient();
});

async function signUpWithPhone(phone: unknown): Promise<{ id: string; email: string }> {
  const email = `${unique('phone')}@sikka.local`;
  const { data, error } = await anonClient().auth.signUp({
    email,
    password: 'phone-test-123',
    options: phone === undefined ? {} : { data: { phone } },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { id: data.user.id, email };
}

const profilePhone = async (id: string) =>
  (await db().query<{ phone: string | null }>('select phone from public.profiles where id = $1', [id])).rows[0]?.phone;

describe('the profile made at sign-up', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['98765-43210', '+919876543210'],
  ])('stores the phone %s as %s', async (given, storedAs) => {
    const { id } = await signUpWithPhone(given);
    expect(await profilePhone(id)).toBe(storedAs);
  });

  it.each([
    ['an e-mail address', 'admin@sikka.local'],
    ['another text', 'Sikka Support (admin)'],
    ['too few digits', '98765'],
    ['another country', '+1 415 555 0100'],
    ['an empty phone', ''],
  ])('leaves the phone empty for %s', async (_what, given) => {
    const { id } = await signUpWithPhone(given);
    expect(await profilePhone(id)).toBeNull();
  });

  it('leaves the phone empty when none was given (the e-mail is not a phone)', async () => {
    const { id } = await signUpWithPhone(undefined);
    expect(await profilePhone(id)).toBeNull();
  });

  it("still marks an anonymous session's profile 'anonymous-' and its id (spec §1)", async () => {
    const visitor = await anonymousSession();
    const id = await userIdOf(visitor);
    expect(await profilePhone(id!)).toBe(`anonymous-${id}`);
  });

  it('holds only phones, anonymous markers or nothing, the demo accounts included', async () => {
    const { rows } = await db().query<{ phone: string }>(
      `select phone from public.profiles where phone is not null and phone !~ '^\\+91[0-9]{10}$' and phone not like 'anonymous-%'`,
    );
    expect(rows).toEqual([]);
    expect(await profilePhone(users.admin.id)).toBeNull();
    expect(await profilePhone(users.buyer.id)).toBe(`+91${users.buyer.phone}`);
  });
});

describe('Manage Users (admin_users_page)', () => {
  const page = async (search: string) =>
    ((await admin.rpc('admin_users_page', { search })).data as unknown as { rows: UserRow[] }).rows;

  it("shows each user's e-mail beside the phone", async () => {
    const user = await signUpWithPhone('9123456780');
    const row = (await page(user.id)).find((u) => u.id === user.id);
    expect(row).toMatchObject({ phone: '+919123456780', email: user.email });
  });

  it('finds a user by their phone as the card shows it, with spaces or dashes, or by part of it', async () => {
    const user = await signUpWithPhone('9123456781');
    for (const search of ['+91 91234 56781', '91234-56781', '+919123456781', '34567'])
      expect(
        (await page(search)).map((u) => u.id),
        search,
      ).toContain(user.id);
    expect((await page('+91 91234 56789')).map((u) => u.id)).not.toContain(user.id);
  });

  it('finds a user by e-mail, and the demo admin, who gave no phone, by theirs', async () => {
    const user = await signUpWithPhone(undefined);
    expect((await page(user.email)).map((u) => u.id)).toEqual([user.id]);
    expect(await page(users.admin.email)).toEqual([
      expect.objectContaining({ id: users.admin.id, phone: null, email: users.admin.email }),
    ]);
  });

  it("has no e-mail for an anonymous session's user", async () => {
    const id = await userIdOf(await anonymousSession());
    const row = (await page(id!)).find((u) => u.id === id);
    expect(row).toMatchObject({ phone: `anonymous-${id}`, email: null });
  });

  it('is not readable by a buyer', async () => {
    const { error } = await (await buyerClient()).rpc('admin_users_page', { search: users.admin.email });
    expect(error).toMatchObject({ hint: 'not_authorized' });
  });
});
