import { INDIAN_STATES } from '@sikka/shared/config';
import { getSupabase } from '@sikka/shared/supabase';

/**
 * The shop's public facts (public.seller_legal_details, 20261129200000_shop_settings_screen.sql): the
 * seller's legal details the invoices copy, the contact, the UPI payee and bank account the checkout
 * shows, and the order rules the checkout applies. Read from the database on every page load: the owner's
 * change in Settings shows on the next one.
 */
export interface ShopFacts {
  legal_name: string;
  trade_name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  state_code: string;
  pincode: string;
  gstin: string;
  pan: string;
  customer_care_email: string;
  customer_care_phone: string;
  customer_care_hours: string;
  whatsapp_number: string;
  grievance_officer_name: string;
  grievance_officer_designation: string;
  grievance_officer_email: string;
  grievance_officer_phone: string;
  upi_vpa: string;
  upi_payee_name: string;
  upi_merchant_code: string;
  bank_account_name: string;
  bank_account_number: string;
  bank_ifsc: string;
  bank_name: string;
  upi_cap: number;
  pan_threshold: number;
  hold_minutes: number;
  max_open_unpaid_orders: number;
  delivery_states: string[];
}

/** One read of the facts, uncached. */
export async function readShopFacts(): Promise<ShopFacts> {
  const { data, error } = await getSupabase().rpc('seller_legal_details');
  if (error || !data) throw error ?? new Error('No shop details');
  return data as unknown as ShopFacts;
}

let pending: Promise<ShopFacts> | undefined;
let readAt = 0;

/**
 * On the server one read serves every render of the next second (the frame and the pages' loaders alike),
 * as the page cache does: a change in Settings shows on the next page load.
 */
const SERVER_READ_MS = 1000;

/**
 * The facts, read once and shared (the frame, a page's loader and the checkout): in the browser for the
 * whole page load, and in a page the shop's server rendered they are the frame's own (primeShopFacts), so
 * the browser does not ask; on the server for a second. A failure is asked again next time.
 */
export function fetchShopFacts(): Promise<ShopFacts> {
  const onServer = typeof window === 'undefined';
  if (pending && (!onServer || Date.now() - readAt < SERVER_READ_MS)) return pending;
  readAt = Date.now();
  const read = readShopFacts().catch((error: unknown) => {
    if (pending === read) pending = undefined;
    throw error;
  });
  pending = read;
  return read;
}

/** The browser: the facts the server wrote into the page as the frame's data, before anything asks. */
export function primeShopFacts(facts: ShopFacts): void {
  pending = Promise.resolve(facts);
}

/**
 * Where the shop delivers, as the home page and the shipping policy say it: 'across India' when every
 * state and union territory is served, else 'to Andhra Pradesh, Karnataka, Kerala, Tamil Nadu and Telangana'.
 */
export function deliveryArea(states: readonly string[]): string {
  if (INDIAN_STATES.every((state) => states.includes(state))) return 'across India';
  if (states.length <= 1) return `to ${states[0] ?? ''}`.trim();
  return `to ${states.slice(0, -1).join(', ')} and ${states.at(-1)}`;
}
