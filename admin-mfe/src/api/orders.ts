import { getSupabase } from '@sikka/shared/supabase';
import { PAGE_SIZE } from '@sikka/shared/config';
import type { ShipmentInput } from '@sikka/shared/domain/orders';
import type { ListPage } from '../model/listUrlState';
import type { StatementCredit } from '../model/bankStatement';
import type { AdminOrder } from '../model/orders';
import type { StatementImport } from '../model/ordersStatement';

export interface OrdersQuery {
  search: string;
  status: string;
  /** The payment filter (`'submitted'`: payment to verify); '' for every payment state. */
  payment?: string;
  page: number;
  pageSize?: number;
}

/** One page of the Orders Dashboard, searched and filtered in the database (admin_orders_page). */
export async function fetchOrdersPage({
  search,
  status,
  payment = '',
  page,
  pageSize = PAGE_SIZE,
}: OrdersQuery): Promise<ListPage<AdminOrder>> {
  const { data, error } = await getSupabase().rpc('admin_orders_page', {
    search: search.trim(),
    status: status || undefined,
    payment: payment || undefined,
    page,
    page_size: pageSize,
  });
  if (error) throw error;
  const found = data as unknown as ListPage<AdminOrder>;
  const [undelivered, emails] = await Promise.all([withUndelivered(found.rows), buyerEmails(found.rows)]);
  return { ...found, rows: undelivered.map((order) => ({ ...order, email: emails.get(order.id) ?? null })) };
}

/** Each order's buyer e-mail, by order id (admin_order_emails: the address the shop's messages go to). */
async function buyerEmails(orders: AdminOrder[]): Promise<Map<string, string | null>> {
  if (orders.length === 0) return new Map();
  const { data, error } = await getSupabase().rpc('admin_order_emails', { order_ids: orders.map((o) => o.id) });
  if (error) throw error;
  return new Map((data ?? []).map((row) => [row.order_id, row.email]));
}

/** Each order with its e-mails that failed after their last try (public.outbox, admins only). */
async function withUndelivered(orders: AdminOrder[]): Promise<AdminOrder[]> {
  if (orders.length === 0) return orders;
  const { data, error } = await getSupabase()
    .from('outbox')
    .select('order_id, template, recipient, last_error')
    .eq('status', 'failed')
    .in(
      'order_id',
      orders.map((o) => o.id),
    );
  if (error) throw error;
  return orders.map((order) => ({
    ...order,
    undelivered: (data ?? [])
      .filter((m) => m.order_id === order.id)
      .map(({ template, recipient, last_error }) => ({ template, recipient, last_error })),
  }));
}

const EXPORT_PAGE = 1000;

/** Every order of the current search and filter, for the CSV export (1,000 a request). */
export async function fetchAllOrders(search: string, status: string, payment = ''): Promise<AdminOrder[]> {
  const orders: AdminOrder[] = [];
  for (let page = 1; ; page++) {
    const { rows, total } = await fetchOrdersPage({ search, status, payment, page, pageSize: EXPORT_PAGE });
    orders.push(...rows);
    if (rows.length < EXPORT_PAGE || orders.length >= total) return orders;
  }
}

/** How many orders wait for the admin to verify their UTR (the 'Payment to verify' filter's count). */
export async function countPaymentsToVerify(): Promise<number> {
  const { total } = await fetchOrdersPage({ search: '', status: '', payment: 'submitted', page: 1, pageSize: 1 });
  return total;
}

/**
 * 'Mark paid' (staff only: mark_order_paid refuses anyone else), with the bank statement's reference when
 * the buyer gave none ('' or none: marked paid without one).
 */
export async function markOrderPaid(orderId: string, reference = ''): Promise<void> {
  const { error } = await getSupabase().rpc('mark_order_paid', { order_id: orderId, ...(reference && { reference }) });
  if (error) throw error;
}

/** 'Mark Fulfilled' with the parcel (admins only: mark_order_fulfilled refuses anyone else). */
export async function markOrderFulfilled(orderId: string, shipment: ShipmentInput): Promise<void> {
  const { error } = await getSupabase().rpc('mark_order_fulfilled', {
    order_id: orderId,
    carrier: shipment.carrier,
    tracking: shipment.tracking,
    insured_value: shipment.insuredValue,
  });
  if (error) throw error;
}

/** 'Reject payment' with the reason the buyer will read (≤ 300 characters, checked there too). */
export async function rejectOrderPayment(orderId: string, reason: string): Promise<void> {
  const { error } = await getSupabase().rpc('reject_order_payment', { order_id: orderId, reason: reason.trim() });
  if (error) throw error;
}

/**
 * Matches a statement's credits to orders (import_bank_statement): `apply` false only previews; true marks
 * the exact matches paid, and the proposals (amount and date) of the `confirm`ed lines, in one transaction.
 */
export async function importBankStatement(
  credits: readonly StatementCredit[],
  apply: boolean,
  confirm: readonly number[] = [],
): Promise<StatementImport> {
  const { data, error } = await getSupabase().rpc('import_bank_statement', {
    lines: credits as never,
    apply,
    confirm: [...confirm],
  });
  if (error) throw error;
  return data as unknown as StatementImport;
}
