import { describe, expect, it } from 'vitest';
import { users } from './seed/people.ts';
import { adminClient, anonClient, buyerClient, db, unique } from './support/clients.ts';

// admin_user_stats(): the Manage Users screen's data (spec §3 "User stats") in one admin-only call.

describe('admin_user_stats', () => {
  it('refuses a visitor: "Not authenticated"', async () => {
    const { data, error } = await anonClient().rpc('admin_user_stats');
    expect(data).toBeNull();
    expect(error?.message).toBe('Not authenticated');
  });

  it('refuses a signed-in buyer: "Not authorized"', async () => {
    const { error } = await (await buyerClient()).rpc('admin_user_stats');
    expect(error?.message).toBe('Not authorized');
  });

  it('gives the admin every profile, newest first, with order and listing counts', async () => {
    const { data, error } = await (await adminClient()).rpc('admin_user_stats');
    expect(error).toBeNull();
    const { rows } = await db().query<{ n: number }>('select count(*)::int as n from public.profiles');
    expect(data).toHaveLength(rows[0]!.n);
    const created = (data ?? []).map((u) => u.created_at);
    expect(created).toEqual([...created].sort().reverse());

    const admin = data?.find((u) => u.id === users.admin.id);
    // No phone at sign-up: no phone (the e-mail is not copied there, 20261125000300).
    expect(admin).toMatchObject({ is_admin: true, phone: null });
    expect(admin?.total_collectibles).toBeGreaterThanOrEqual(72);

    const anonymous = data?.find((u) => u.id === users.anonymous.id);
    expect(anonymous?.phone).toBe(`anonymous-${users.anonymous.id}`);
    expect(anonymous?.total_orders).toBeGreaterThanOrEqual(2);
  });

  it('lists at most 3 recent orders per user with item name, date and status, and last active from the latest order', async () => {
    const { data } = await (await adminClient()).rpc('admin_user_stats');
    const buyer = data?.find((u) => u.id === users.buyer.id);
    const { rows } = await db().query<{ n: number; latest: Date }>(
      'select count(*)::int as n, max(created_at) as latest from public.delivery_addresses where user_id = $1',
      [users.buyer.id],
    );
    expect(buyer?.total_orders).toBe(rows[0]!.n);
    expect(new Date(buyer!.last_active).getTime()).toBe(rows[0]!.latest.getTime());
    const recent = buyer?.recent_orders as { item_name: string; created_at: string; status: string }[];
    expect(recent).toHaveLength(3);
    for (const order of recent) {
      expect(order.item_name).toBeTruthy();
      expect(['received', 'fulfilled', 'cancelled']).toContain(order.status);
    }
    expect(recent.map((o) => o.created_at)).toEqual(
      recent
        .map((o) => o.created_at)
        .sort()
        .reverse(),
    );
  });

  it('uses the join date as last active for a new user without orders, who gave no phone', async () => {
    const email = `${unique('newcomer')}@sikka.local`;
    const { data: signUp, error: signUpError } = await anonClient().auth.signUp({ email, password: 'newcomer-123' });
    expect(signUpError).toBeNull();
    const { data } = await (await adminClient()).rpc('admin_user_stats');
    const newcomer = data?.find((u) => u.id === signUp.user?.id);
    expect(newcomer).toMatchObject({ phone: null, is_admin: false, total_orders: 0, total_collectibles: 0, recent_orders: [] });
    expect(newcomer?.last_active).toBe(newcomer?.created_at);
  });
});
