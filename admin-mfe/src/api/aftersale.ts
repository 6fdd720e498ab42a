import { getSupabase, loadSupabase } from '@sikka/shared/supabase';
import type { AftersaleRow } from '../model/aftersale';

/** The delivery, return and refund of the listed orders (admin_order_aftersale, issue 46). */
export async function fetchAftersale(orderIds: readonly string[]): Promise<Map<string, AftersaleRow>> {
  if (orderIds.length === 0) return new Map();
  const { data, error } = await getSupabase().rpc('admin_order_aftersale', { order_ids: [...orderIds] });
  if (error) throw error;
  return new Map((data as unknown as AftersaleRow[]).map((row) => [row.order_id, row]));
}

const call = async (name: string, args: Record<string, unknown>) => {
  const { error } = await getSupabase().rpc(name as 'mark_order_delivered', args as never);
  if (error) throw error;
};

export const markOrderDelivered = (orderId: string) => call('mark_order_delivered', { order_id: orderId });
export const decideReturn = (orderId: string, approve: boolean, note: string) =>
  call('decide_return', { order_id: orderId, approve, note: note.trim() || null });
export const receiveReturn = (orderId: string, restock: boolean, note: string) =>
  call('receive_return', { order_id: orderId, restock, note: note.trim() || null });
export const recordRefund = (orderId: string, amount: number, method: string, reference: string) =>
  call('record_refund', { order_id: orderId, amount, method, reference: reference.replace(/\s/g, '') });

/** Links to a return's photos (the private return-photos bucket, readable by staff), valid ten minutes. */
export async function returnPhotoLinks(paths: readonly string[]): Promise<string[]> {
  const { data, error } = await (await loadSupabase()).storage.from('return-photos').createSignedUrls([...paths], 600);
  if (error) throw error;
  return data.map((entry) => {
    if (!entry.signedUrl) throw new Error(entry.error ?? `No link for ${entry.path}`);
    return entry.signedUrl;
  });
}
