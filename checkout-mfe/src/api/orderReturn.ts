import { getSupabase, loadSupabase } from '@sikka/shared/supabase';
import type { OrderAftersale } from '../model/orderReturn';
import { ensureBuyerSession } from './checkout';

/** The order's delivery, return and refund by its link (public.order_page_return); null for an unknown link. */
export async function fetchOrderAftersale(token: string): Promise<OrderAftersale | null> {
  const { data, error } = await getSupabase().rpc('order_page_return', { token });
  if (error) throw error;
  return (data as unknown as OrderAftersale | null) ?? null;
}

/**
 * Asks for a return by the order's link. The photos go first, into this session's own folder of the
 * private bucket 'return-photos' (a visitor without a session gets an anonymous one, as the checkout does).
 */
export async function requestReturn(token: string, reason: string, details: string, photos: readonly File[]): Promise<void> {
  const paths: string[] = [];
  if (photos.length > 0) {
    await ensureBuyerSession();
    const supabase = await loadSupabase();
    const { data } = await supabase.auth.getSession();
    const uid = data.session!.user.id;
    for (const photo of photos) {
      const path = `${uid}/${crypto.randomUUID()}.${photo.type === 'image/png' ? 'png' : photo.type === 'image/webp' ? 'webp' : 'jpg'}`;
      const { error } = await supabase.storage.from('return-photos').upload(path, photo, { contentType: photo.type });
      if (error) throw error;
      paths.push(path);
    }
  }
  const { error } = await getSupabase().rpc('request_return', { token, reason, details, photo_paths: paths });
  if (error) throw error;
}

/** The return parcel's carrier and tracking number, by the order's link. */
export async function addReturnTracking(token: string, carrier: string, tracking: string): Promise<void> {
  const { error } = await getSupabase().rpc('add_return_tracking', { token, carrier, tracking });
  if (error) throw error;
}
