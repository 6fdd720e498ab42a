import type { Database } from '@sikka/shared/database.types';
import { getSupabase, loadSupabase, mayHaveSession } from '@sikka/shared/supabase';
import type { DeliveryValues } from './delivery';
import type { PaymentReferenceMethod } from './paymentReference';

type Functions = Database['public']['Functions'];
type OrderRow = Database['public']['Tables']['delivery_addresses']['Row'];

/**
 * place_order's answer: the order id, its 8-character reference and the figures the database fixed. Its
 * code/message/details/hint columns carry a refusal it answers rather than raises (a promo code's, so the
 * attempt it counted is kept): supabase-js reads those as the error, never as an order.
 */
export type PlacedOrder = Omit<Functions['place_order']['Returns'], 'code' | 'message' | 'details' | 'hint'>;

export type PaymentStatus = 'unpaid' | 'submitted' | 'paid' | 'rejected';

/** Where the buyer's payment stands: what the payment step shows beside the agreed figures. */
export interface PaymentState {
  payment_status: PaymentStatus;
  /** The admin's reason when the payment was rejected; '' otherwise. */
  payment_rejection_reason: string;
  /** The UTR the buyer submitted; '' before. */
  utr: string;
  /** The hold's deadline; '' once a UTR is submitted (the order then waits for the shop). */
  hold_expires_at: string;
}

/** An order as the payment step shows it: place_order's answer, or the same read back later. */
export type BuyerOrder = PlacedOrder & PaymentState;

/** The payment state of an order row (submit_payment's answer, or the open order read back). */
function paymentStateOf(
  row: Pick<OrderRow, 'payment_status' | 'payment_rejection_reason' | 'utr' | 'hold_expires_at'>,
): PaymentState {
  return {
    payment_status: row.payment_status as PaymentStatus,
    payment_rejection_reason: row.payment_rejection_reason ?? '',
    utr: row.utr ?? '',
    hold_expires_at: row.hold_expires_at ?? '',
  };
}

/** A just-placed order: nothing paid yet, held until place_order's deadline. */
export const unpaidOrder = (placed: PlacedOrder): BuyerOrder => ({
  ...placed,
  payment_status: 'unpaid',
  payment_rejection_reason: '',
  utr: '',
});

/** The session's user, without fetching the auth code when there is no session to read. */
async function sessionUser() {
  if (!mayHaveSession()) return null;
  const { data } = await (await loadSupabase()).auth.getSession();
  return data.session?.user ?? null;
}

async function buyerId(): Promise<string | null> {
  return (await sessionUser())?.id ?? null;
}

/**
 * The signed-in (or guest) buyer's open order of one piece, or null: what brings the payment step
 * back after a reload or a return from the UPI app, with the figures agreed when it was placed.
 */
export async function fetchOpenOrder(collectibleId: string): Promise<BuyerOrder | null> {
  const userId = await buyerId();
  if (!userId) return null;
  const { data, error } = await getSupabase()
    .from('delivery_addresses')
    .select(
      'id, item_name, price, discount, shipping, total, promo_code, discount_percent, payment_method, hold_expires_at, payment_status, payment_rejection_reason, utr, access_token, collectible:collectibles(slug)',
    )
    .eq('collectible_id', collectibleId)
    .eq('status', 'received')
    // Admins can read every order: only the buyer's own counts here.
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  if (!data?.collectible) return null;
  return {
    order_id: data.id,
    reference: data.id.slice(0, 8),
    item_name: data.item_name,
    item_slug: data.collectible.slug,
    price: data.price,
    discount: data.discount,
    shipping: data.shipping,
    total: data.total,
    discount_percent: data.discount_percent,
    applied_promo_code: data.promo_code ?? '',
    payment_method: data.payment_method,
    access_token: data.access_token,
    // An order whose UTR was submitted has no deadline any more: it waits for the shop.
    ...paymentStateOf(data),
  };
}

/**
 * "I have paid": the buyer's reference for their own open order (unpaid, or rejected and paid again),
 * with the way they paid (UPI; NEFT, RTGS or IMPS for a bank transfer). The database checks it again
 * (utr_invalid and the transfers' own keys, utr_used, order_not_found, order_not_awaiting_payment).
 */
export async function submitPayment(orderId: string, utr: string, method: PaymentReferenceMethod): Promise<PaymentState> {
  const { data, error } = await getSupabase().rpc('submit_payment', { order_id: orderId, utr, method });
  if (error) throw error;
  return paymentStateOf(data);
}

/** The delivery details of the buyer's latest order, offered to a returning buyer; null for a first order. */
export async function fetchLastDeliveryAddress(): Promise<DeliveryValues | null> {
  const userId = await buyerId();
  if (!userId) return null;
  const { data, error } = await getSupabase()
    .from('delivery_addresses')
    .select('full_name, phone, address_line1, address_line2, city, state, pincode')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  return { ...data, address_line2: data.address_line2 ?? '' } as DeliveryValues;
}

/** A guest order that would join the signed-in account: what the prompt lists (guest_orders_to_join). */
export type GuestOrderToJoin = Functions['guest_orders_to_join']['Returns'][number];

/** The guest orders among this browser's kept links that could join the signed-in account, newest first. */
export async function fetchGuestOrdersToJoin(tokens: readonly string[]): Promise<GuestOrderToJoin[]> {
  if (tokens.length === 0) return [];
  const { data, error } = await getSupabase().rpc('guest_orders_to_join', { guest_tokens: [...tokens] });
  if (error) throw error;
  return data ?? [];
}

/** 'Add to my account': moves those guest orders to the signed-in account; answers how many moved. */
export async function joinGuestOrders(tokens: readonly string[]): Promise<number> {
  const { data, error } = await getSupabase().rpc('join_guest_orders', { guest_tokens: [...tokens] });
  if (error) throw error;
  return data;
}
