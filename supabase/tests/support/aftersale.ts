import type pg from 'pg';
import { createListing, delivery } from './checkout.ts';
import { adminClient, anonymousSession, db, serviceClient, signedIn, unique, type ShopClient } from './clients.ts';

// Orders after the sale (issue 46): a paid order, shipped and delivered, as the back office makes it,
// and staff accounts of each role.

let phoneSeq = 0;
export const freshPhone = () => `8${String(Date.now() % 1e8).padStart(8, '0')}${phoneSeq++ % 10}`;

export interface DeliveredOrder {
  id: string;
  token: string;
  collectibleId: string;
  total: number;
  shipping: number;
}

/** A paid order (through the API as buyer and owner); shipped and delivered unless told to stop earlier. */
export async function paidOrder(
  opts: { price?: number; state?: string; stop?: 'paid' | 'shipped' | 'delivered' } = {},
): Promise<DeliveredOrder> {
  const buyer = await anonymousSession();
  const collectibleId = await createListing(db(), opts.price ?? 4_200);
  const { data, error } = await buyer.rpc('place_order', {
    collectible_id: collectibleId,
    ...delivery,
    phone: freshPhone(),
    buyer_email: 'returns-buyer@sikka.test',
    ...(opts.state ? { state: opts.state } : {}),
  });
  if (error) throw new Error(`place_order: ${error.message}`);
  const id = data!.order_id as string;
  const admin = await adminClient();
  const paid = await admin.rpc('mark_order_paid', { order_id: id });
  if (paid.error) throw new Error(`mark_order_paid: ${paid.error.message}`);
  const stop = opts.stop ?? 'delivered';
  if (stop !== 'paid') {
    const shipped = await admin.rpc('mark_order_fulfilled', { order_id: id, carrier: 'Other', tracking: 'TRACK-12345' });
    if (shipped.error) throw new Error(`mark_order_fulfilled: ${shipped.error.message}`);
  }
  if (stop === 'delivered') {
    const delivered = await admin.rpc('mark_order_delivered', { order_id: id });
    if (delivered.error) throw new Error(`mark_order_delivered: ${delivered.error.message}`);
  }
  return { id, token: data!.access_token as string, collectibleId, total: Number(data!.total), shipping: Number(data!.shipping) };
}

const staffCache = new Map<string, { email: string; password: string }>();
/** A signed-in account with this back-office role (made once per test run). */
export async function staffSession(role: 'staff' | 'editor' | 'accountant'): Promise<ShopClient> {
  let account = staffCache.get(role);
  if (!account) {
    account = { email: `${unique(role).toLowerCase()}@sikka.test`, password: 'staff-password-123' };
    const { data, error } = await serviceClient().auth.admin.createUser({ ...account, email_confirm: true });
    if (error) throw new Error(`createUser: ${error.message}`);
    await db().query('update public.profiles set staff_role = $2 where id = $1', [data.user!.id, role]);
    staffCache.set(role, account);
  }
  return signedIn(account.email, account.password);
}

/** The template names of the messages queued for an order, oldest first. */
export async function queuedTemplates(pool: pg.Pool, orderId: string): Promise<string[]> {
  const { rows } = await pool.query<{ template: string }>(
    'select template from public.outbox where order_id = $1 order by created_at, id',
    [orderId],
  );
  return rows.map((r) => r.template);
}
