import type { Database } from '@sikka/shared/database.types';
import { getSupabase } from '@sikka/shared/supabase';
import type { PaymentReferenceMethod } from './paymentReference';

type Functions = Database['public']['Functions'];

/** One step of an order's history, in the buyer's words (order_page's `history`). */
export interface OrderEvent {
  at: string;
  text: string;
}

/** Where the parcel goes (order_page_address): the name and address the buyer gave. */
export type OrderDeliveryAddress = Functions['order_page_address']['Returns'][number];

/**
 * What the order page shows: order_page(token)'s one row, with its history typed, and the delivery
 * address (issue 50; null if it could not be read with the order).
 */
export type OrderPageData = Omit<Functions['order_page']['Returns'][number], 'history'> & {
  history: OrderEvent[];
  delivery: OrderDeliveryAddress | null;
};

/** A line of 'My Orders' (my_orders()). */
export type MyOrder = Functions['my_orders']['Returns'][number];

/** The order's own link, the one in every message and on the payment step (issue 33 contract). */
export function orderPageUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/order/${token}`;
}

/** The path of the order page (what the shop's own links use). */
export const orderPagePath = (token: string) => `/order/${encodeURIComponent(token)}`;

/** The order behind a link, or null for an unknown or tampered token (the page then answers 404). */
export async function fetchOrderPage(token: string): Promise<OrderPageData | null> {
  const supabase = getSupabase();
  const [page, address] = await Promise.all([
    supabase.rpc('order_page', { token }),
    supabase.rpc('order_page_address', { token }),
  ]);
  if (page.error) throw page.error;
  if (address.error) throw address.error;
  const row = page.data?.[0];
  return row ? { ...row, history: (row.history ?? []) as unknown as OrderEvent[], delivery: address.data?.[0] ?? null } : null;
}

/** "I have paid" from the order page: whoever holds the link may give the reference (submit_order_payment). */
export async function submitOrderPayment(token: string, utr: string, method: PaymentReferenceMethod): Promise<void> {
  const { error } = await getSupabase().rpc('submit_order_payment', { token, utr, method });
  if (error) throw error;
}

/**
 * The signed-in buyer's orders: the account's own only. A guest order placed in this browser is listed
 * once the person has added it to their account (joinGuestOrders), never just because its link is kept.
 */
export async function fetchMyOrders(): Promise<MyOrder[]> {
  const { data, error } = await getSupabase().rpc('my_orders', {});
  if (error) throw error;
  return data ?? [];
}

/** place_order's refusal of the 'E-mail for order updates' field (buyerEmail.ts has its words). */
export function isBuyerEmailRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { hint?: unknown }).hint === 'buyer_email_invalid';
}
