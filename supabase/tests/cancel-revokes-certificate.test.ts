import { describe, expect, it } from 'vitest';
import { createListing, placeOrder } from './support/checkout.ts';
import { adminClient, anonClient, anonymousSession, db } from './support/clients.ts';

// After payment (issue 49): a paid order that is cancelled gives its piece back to the shop, so its
// certificate stops being in force in the same transaction, and /verify says so and when.

let phoneSeq = 0;
const freshPhone = () => `7${String(Date.now() % 1e8).padStart(8, '0')}${phoneSeq++ % 10}`;

async function paidOrder() {
  const buyer = await anonymousSession();
  const { data, error } = await placeOrder(buyer, await createListing(db(), 4_200), null, { phone: freshPhone() });
  if (error) throw new Error(`place_order: ${error.message}`);
  const id = data!.order_id as string;
  const paid = await (await adminClient()).rpc('mark_order_paid', { order_id: id });
  if (paid.error) throw new Error(`mark_order_paid: ${paid.error.message}`);
  const { rows } = await db().query<{ code: string }>(
    'select code from private.certificates where order_id = $1 and revoked_at is null',
    [id],
  );
  expect(rows).toHaveLength(1);
  return { id, code: rows[0]!.code };
}

const verify = async (code: string) =>
  (await anonClient().rpc('verify_certificate', { code })).data as { revoked_at: string | null; revoked_reason: string | null };

describe('cancelling a paid order', () => {
  it('revokes its certificate: verify_certificate says revoked, when and why', async () => {
    const { id, code } = await paidOrder();
    expect((await verify(code)).revoked_at).toBeNull();

    const admin = await adminClient();
    const before = Date.now();
    expect((await admin.from('delivery_addresses').update({ status: 'cancelled' }).eq('id', id)).error).toBeNull();

    const after = await verify(code);
    expect(after.revoked_reason).toBe('The order was cancelled');
    expect(after.revoked_at).not.toBeNull();
    // The database's clock and the test's may differ by a little: the revocation is of this cancel, not older.
    expect(new Date(after.revoked_at!).getTime()).toBeGreaterThan(before - 60_000);
    const { rows } = await db().query('select 1 from private.certificates where order_id = $1 and revoked_at is null', [id]);
    expect(rows).toEqual([]);
  });

  it('revokes it when a fulfilled (shipped) paid order is cancelled as a return', async () => {
    const { id, code } = await paidOrder();
    const admin = await adminClient();
    const shipped = await admin.rpc('mark_order_fulfilled', { order_id: id, carrier: 'Other', tracking: 'TRACK-12345' });
    expect(shipped.error).toBeNull();
    expect((await admin.from('delivery_addresses').update({ status: 'cancelled' }).eq('id', id)).error).toBeNull();
    expect((await verify(code)).revoked_reason).toBe('The order was cancelled');
  });

  it('keeps the certificate while nobody with the right cancels the order', async () => {
    const { id, code } = await paidOrder();
    // Only an admin may cancel: the buyer's own update changes nothing, and the certificate stays in force.
    await (await anonymousSession()).from('delivery_addresses').update({ status: 'cancelled' }).eq('id', id);
    expect((await verify(code)).revoked_at).toBeNull();
  });
});
