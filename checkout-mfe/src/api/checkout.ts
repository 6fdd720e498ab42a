import { getSupabase, loadSupabase } from '@sikka/shared/supabase';
import type { DeliveryValues } from '@sikka/shared/domain/orders';
import type { PlacedOrder } from '@sikka/shared/domain/orders';
import type { ValidPromo } from '@sikka/shared/domain/promoCodes';

export type { ValidPromo } from '@sikka/shared/domain/promoCodes';
export type { PlacedOrder } from '@sikka/shared/domain/orders';

export interface OrderRequest {
  collectibleId: string;
  delivery: DeliveryValues;
  /** The applied promo code, if any; the database checks it again and counts its use. */
  promoCode: string | null;
}

/**
 * The piece being bought (spec §7 "read one by id"): the shared domain call, named here because this
 * module is the checkout's one seam to the backend (its component tests replace it).
 */
export { fetchCollectibleSummary as fetchCheckoutListing } from '@sikka/shared/domain/collectibles';

/**
 * The buyer's open order of the piece (the payment step after a reload or a return from the UPI app)
 * and the address of their last order (offered to a returning buyer): shared domain calls, named here
 * for the same reason.
 */
export { fetchLastDeliveryAddress, fetchOpenOrder } from '@sikka/shared/domain/orders';

/** "I have paid": the UTR for the buyer's open order, checked again by the database (shared domain call). */
export { submitPayment } from '@sikka/shared/domain/orders';

/** The order page's calls (issue 33): read by link, "I have paid" by link, and My Orders. */
export { fetchMyOrders, fetchOrderPage, submitOrderPayment } from '@sikka/shared/domain/orders';

/**
 * Visitors without an account get an anonymous session (spec §1 "anonymous users"): validate_promo and
 * place_order need one, and the order belongs to it. A signed-in buyer keeps their own session.
 */
export async function ensureBuyerSession(): Promise<void> {
  const { auth } = await loadSupabase();
  const { data } = await auth.getSession();
  if (data.session) return;
  const { error } = await auth.signInAnonymously();
  if (error) throw error;
}

/** Checks a promo code; rejects with the database's message (spec §8 "Promo") when it cannot be used. */
export async function validatePromo(code: string): Promise<ValidPromo> {
  const { data, error } = await getSupabase().rpc('validate_promo', { code });
  if (error) throw error;
  return data as unknown as ValidPromo;
}

/** Places the order in one database transaction: item, promo and amounts are checked there, not here. */
export async function placeOrder({ collectibleId, delivery, promoCode }: OrderRequest): Promise<PlacedOrder> {
  // With a GSTIN the same order is placed by place_business_order, which keeps the GSTIN and trade name
  // in the order's own transaction (issue 46).
  const business = delivery.buyer_gstin
    ? { buyer_gstin: delivery.buyer_gstin, buyer_trade_name: delivery.buyer_trade_name ?? '' }
    : null;
  const { data, error } = await getSupabase().rpc(
    (business ? 'place_business_order' : 'place_order') as 'place_order',
    {
      collectible_id: collectibleId,
      full_name: delivery.full_name,
      phone: delivery.phone,
      address_line1: delivery.address_line1,
      address_line2: delivery.address_line2 ?? '',
      city: delivery.city,
      state: delivery.state,
      pincode: delivery.pincode,
      ...(promoCode ? { promo_code: promoCode } : {}),
      // Only above ORDER_LIMITS.panThreshold (deliverySchemaFor leaves them out below it).
      ...(delivery.pan ? { pan: delivery.pan } : {}),
      ...(delivery.form60 ? { form60: true } : {}),
      // 'E-mail for order updates': left out when empty (a signed-in buyer's account e-mail is used then).
      ...(delivery.buyer_email ? { buyer_email: delivery.buyer_email } : {}),
      ...(business ?? {}),
    } as never,
  );
  if (error) throw error;
  return data;
}

/**
 * Past the shop's number of holds from one network (issue 49): a one-time code to the buyer's e-mail, and
 * the code back. Both reject with the database's refusal (wrong, expired, too many tries or requests).
 */
export async function requestContactCode(email: string): Promise<void> {
  const { error } = await getSupabase().rpc('request_contact_code', { channel: 'email', contact: email });
  if (error) throw error;
}

export async function verifyContactCode(email: string, code: string): Promise<void> {
  const { error } = await getSupabase().rpc('verify_contact_code', { channel: 'email', contact: email, code });
  if (error) throw error;
}

/** The shop's payee, bank account and checkout rules (Settings), read afresh for each checkout: through here, so the pages' tests can stand them in. */
export { fetchShopFacts, readShopFacts } from '@sikka/shared/domain/settings';
