import { getSupabase } from '@sikka/shared/supabase';
import type { OrderStatus } from './rules';

/** One recorded status change (issue 15 item 7), as the status_history trigger wrote it. */
export interface StatusChange {
  from: string | null;
  to: string;
  /** Who: the admin's phone or e-mail as the admin screens show people. */
  by: string;
  at: string;
}

/**
 * The statuses an admin may set directly. Not 'fulfilled': an order is fulfilled only with its shipment
 * recorded, through mark_order_fulfilled ('Mark Fulfilled'); the database refuses a bare change to it
 * (order_shipment_required, 20261125500000_fulfilled_needs_shipment.sql).
 */
export type DirectOrderStatus = Exclude<OrderStatus, 'fulfilled'>;

/**
 * Spec §7 "delivery_addresses: update status by id" (admin). RLS lets only admins change a status and
 * answers a refused change as zero rows, not an error: that is a failure here too, so the card is
 * never shown a change the database did not make.
 */
export async function updateOrderStatus(id: string, status: DirectOrderStatus): Promise<void> {
  const { data, error } = await getSupabase().from('delivery_addresses').update({ status }).eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error(`order ${id} was not updated`);
}

/**
 * The recorded status changes of orders or seller submissions (admin-only by RLS), oldest first,
 * grouped by record id: for cards whose list call does not carry them already.
 */
export async function fetchStatusHistory(recordIds: readonly string[]): Promise<Map<string, StatusChange[]>> {
  const byRecord = new Map<string, StatusChange[]>();
  if (recordIds.length === 0) return byRecord;
  const { data, error } = await getSupabase()
    .from('status_history')
    .select('record_id, from_status, to_status, changed_by_label, changed_at')
    .in('record_id', [...recordIds])
    .order('changed_at')
    .order('id');
  if (error) throw error;
  for (const row of data ?? []) {
    const list = byRecord.get(row.record_id) ?? [];
    list.push({ from: row.from_status, to: row.to_status, by: row.changed_by_label, at: row.changed_at });
    byRecord.set(row.record_id, list);
  }
  return byRecord;
}
