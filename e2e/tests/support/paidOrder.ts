import type { SupabaseClient } from '@supabase/supabase-js';
import { apiClient } from '../catalog-data';

/** Where every guest order of these helpers is delivered (a page that must not show it can look for it). */
export const GUEST_ADDRESS = { line1: '7 Mint Street', city: 'Mysuru', state: 'Karnataka', pincode: '570001' } as const;

/** A guest's order of `listingId` (an anonymous session of its own), as a buyer places it; its id and link token. */
export async function guestOrder(listingId: string, fullName: string) {
  const buyer = apiClient();
  const signIn = await buyer.auth.signInAnonymously();
  if (signIn.error) throw signIn.error;
  const { data, error } = await buyer.rpc('place_order', {
    collectible_id: listingId,
    full_name: fullName,
    // Unique per call: the shop caps unpaid orders per phone.
    phone: `7${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-9)}`,
    address_line1: GUEST_ADDRESS.line1,
    address_line2: '',
    city: GUEST_ADDRESS.city,
    state: GUEST_ADDRESS.state,
    pincode: GUEST_ADDRESS.pincode,
  });
  if (error) throw error;
  const order = data as { order_id: string; access_token: string };
  return { orderId: order.order_id, token: order.access_token };
}

/** The same order, confirmed paid by the shop (which issues its certificate and invoice). */
export async function paidGuestOrder(admin: SupabaseClient, listingId: string, fullName: string) {
  const order = await guestOrder(listingId, fullName);
  const paid = await admin.rpc('mark_order_paid', { order_id: order.orderId });
  if (paid.error) throw paid.error;
  return order;
}

/** The order's certificate that is not revoked. */
export async function liveCertificate(admin: SupabaseClient, orderId: string) {
  const { data, error } = await admin.rpc('order_documents', { order_id: orderId });
  if (error) throw error;
  const certificates = (data as { certificates: Array<{ id: string; code: string; revoked_at: string | null }> }).certificates;
  return certificates.find((certificate) => certificate.revoked_at === null)!;
}
