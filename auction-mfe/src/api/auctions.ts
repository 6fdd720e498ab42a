import { getSupabase, openChannel } from '@sikka/shared/supabase';
import type { AuctionSettings } from '@sikka/shared/domain/auctions';

/**
 * The auctions' data as the database gives it to visitors and bidders (supabase/migrations/
 * 20261130100000_auctions.sql and those after it): every rule is decided there; these only read and ask.
 * The selects are typed by the database (shared/src/database.types.ts), so a row that no longer fits
 * these types fails the typecheck.
 */

export interface AuctionRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  starts_at: string;
  first_lot_closes_at: string;
  status: string;
}

export interface LotListing {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  images: { id: string; image_url: string; order: number }[] | null;
}

/** A lot's public state: the row every accepted bid updates (Realtime), the whole truth at once. */
export interface LotState {
  id: string;
  auction_id: string;
  collectible_id: string;
  lot_number: number;
  opening_bid: number;
  current_price: number | null;
  bid_count: number;
  leader_handle: string | null;
  has_reserve: boolean;
  reserve_met: boolean | null;
  closes_at: string;
  status: string;
  hammer_price: number | null;
  updated_at: string;
}

export interface Lot extends LotState {
  listing: LotListing | null;
}

export interface BidStep {
  id: number;
  handle: string;
  amount: number;
  is_proxy: boolean;
  placed_at: string;
}

export type AuctionTerms = AuctionSettings;

/** Where the signed-in bidder stands on a lot (my_auction_lots). */
export interface MyLot {
  lot_id: string;
  auction_id: string;
  my_maximum: number;
  state: 'winning' | 'outbid' | 'won' | 'lost';
}

const LOT_STATE =
  'id, auction_id, collectible_id, lot_number, opening_bid, current_price, bid_count, leader_handle, has_reserve, reserve_met, closes_at, status, hammer_price, updated_at' as const;
const LOT_SELECT =
  `${LOT_STATE}, listing:collectibles(id, name, slug, description, images:collectible_images(id, image_url, order))` as const;
const AUCTION_SELECT = 'id, slug, title, description, starts_at, first_lot_closes_at, status' as const;

/** The database's clock (auction_now): every page counts time left from it. */
export async function fetchServerNow(): Promise<string> {
  const { data, error } = await getSupabase().rpc('auction_now');
  if (error) throw error;
  return data;
}

/** The auctions visitors see (scheduled and closed; never a draft), soonest to close first, then the past ones. */
export async function fetchAuctions(): Promise<(AuctionRow & { lots: LotState[] })[]> {
  const { data, error } = await getSupabase()
    .from('auctions')
    .select(`${AUCTION_SELECT}, lots:auction_lots(${LOT_STATE})`)
    .in('status', ['scheduled', 'closed'])
    .order('first_lot_closes_at', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

/** An auction by its slug, with its lots in closing order; null when there is none (or it is a draft). */
export async function fetchAuction(slug: string): Promise<{ auction: AuctionRow; lots: Lot[] } | null> {
  const { data, error } = await getSupabase()
    .from('auctions')
    .select(`${AUCTION_SELECT}, lots:auction_lots(${LOT_SELECT})`)
    .eq('slug', slug)
    .neq('status', 'draft')
    .order('lot_number', { referencedTable: 'lots', ascending: true })
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const { lots, ...auction } = data;
  return { auction, lots };
}

/** One lot of an auction by its number, with its auction and its public bid history. */
export async function fetchLot(
  slug: string,
  lotNumber: number,
): Promise<{ auction: AuctionRow; lot: Lot; history: BidStep[] } | null> {
  const found = await getSupabase()
    .from('auctions')
    .select(`${AUCTION_SELECT}, lots:auction_lots!inner(${LOT_SELECT})`)
    .eq('slug', slug)
    .neq('status', 'draft')
    .eq('lots.lot_number', lotNumber)
    .maybeSingle();
  if (found.error) throw found.error;
  if (!found.data) return null;
  const { lots, ...auction } = found.data;
  const lot = lots[0];
  if (!lot) return null;
  return { auction, lot, history: await fetchBidHistory(lot.id) };
}

/** The public bid history of a lot, oldest first (what the houses print). */
export async function fetchBidHistory(lotId: string): Promise<BidStep[]> {
  const { data, error } = await getSupabase()
    .from('auction_bid_history')
    .select('id, handle, amount, is_proxy, placed_at')
    .eq('lot_id', lotId)
    .order('id', { ascending: true });
  if (error) throw error;
  return data ?? [];
}

/** The lots' current state (after a reconnect or a tab back from the background: the rows are the truth). */
export async function fetchLotStates(filter: { lotId: string } | { auctionId: string }): Promise<LotState[]> {
  const query = getSupabase().from('auction_lots').select(LOT_STATE);
  const { data, error } = await ('lotId' in filter ? query.eq('id', filter.lotId) : query.eq('auction_id', filter.auctionId));
  if (error) throw error;
  return data ?? [];
}

/** The house's terms printed on every lot page: increments, buyer's premium and GST, extension. */
export async function fetchAuctionTerms(): Promise<AuctionTerms> {
  const { data, error } = await getSupabase().rpc('auction_settings').single();
  if (error) throw error;
  return data as unknown as AuctionTerms;
}

/**
 * Live lot rows: every accepted bid updates its lot's row. `onJoined` runs each time the channel is joined
 * (first, and after a reconnect), when the rows are read again: Realtime replays nothing missed.
 */
export function subscribeToLots(
  filter: { lotId: string } | { auctionId: string },
  onRow: (row: LotState) => void,
  onJoined: () => void,
): () => void {
  const key = 'lotId' in filter ? `id=eq.${filter.lotId}` : `auction_id=eq.${filter.auctionId}`;
  return openChannel((client) =>
    client
      .channel(`auction-lots:${key}`)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'auction_lots', filter: key }, (payload) => {
        onRow(payload.new as LotState);
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') onJoined();
      }),
  );
}

/** The signed-in bidder's handle and whether they accepted the terms (null: never accepted, no row). */
export async function fetchMyBidder(): Promise<{
  handle: string;
  terms_accepted_at: string | null;
  blocked_at: string | null;
} | null> {
  const { data, error } = await getSupabase()
    .from('auction_bidders')
    .select('handle, terms_accepted_at, blocked_at')
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** Whether the signed-in account's profile lacks the phone bidding needs: the terms step then asks for one. */
export async function fetchBiddingPhoneMissing(): Promise<boolean> {
  const { data, error } = await getSupabase().rpc('bidding_phone_missing');
  if (error) throw error;
  return data;
}

/** Accepts the auction terms, with a phone from an account that has none (the database refuses it otherwise). */
export async function acceptAuctionTerms(phone?: string): Promise<string> {
  const { data, error } = await getSupabase().rpc('accept_auction_terms', phone === undefined ? {} : { phone });
  if (error) throw error;
  return data;
}

/** Where the signed-in bidder stands on the lots (of one auction, or all). */
export async function fetchMyLots(auctionId?: string): Promise<MyLot[]> {
  const { data, error } = await getSupabase().rpc('my_auction_lots', auctionId ? { auction: auctionId } : {});
  if (error) throw error;
  return (data ?? []) as MyLot[];
}

export interface BidResult {
  outcome: 'leading' | 'outbid' | 'raised';
  current_price: number;
  bid_count: number;
  leader_handle: string | null;
  closes_at: string;
  next_minimum: number;
  your_maximum: number;
}

/** Leaves a maximum bid on a lot: the database bids up to it for the bidder, or refuses (error.message is the text). */
export async function placeBid(lotId: string, amount: number): Promise<BidResult> {
  const { data, error } = await getSupabase().rpc('place_bid', { lot_id: lotId, amount });
  if (error) throw error;
  return data as unknown as BidResult;
}

export async function isWatching(lotId: string): Promise<boolean> {
  const { data, error } = await getSupabase().from('auction_watches').select('lot_id').eq('lot_id', lotId).maybeSingle();
  if (error) throw error;
  return data !== null;
}

export async function setWatching(lotId: string, watching: boolean): Promise<void> {
  const table = getSupabase().from('auction_watches');
  const { error } = watching ? await table.insert({ lot_id: lotId }) : await table.delete().eq('lot_id', lotId);
  if (error) throw error;
}

/** The signed-in winner's lots of an auction still to pay for, and those already ordered. */
export interface MyWin {
  lot_id: string;
  auction_id: string;
  hammer_price: number;
  premium: number;
  premium_gst: number;
  pay_by: string;
  order_id: string | null;
  status: string;
}

export async function fetchMyWins(auctionId: string): Promise<MyWin[]> {
  const { data, error } = await getSupabase()
    .from('auction_wins')
    .select('lot_id, auction_id, hammer_price, premium, premium_gst, pay_by, order_id, status')
    .eq('auction_id', auctionId);
  if (error) throw error;
  return (data ?? []) as MyWin[];
}

export interface DeliveryDetails {
  full_name: string;
  phone: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  pincode: string;
  pan?: string | null;
}

/**
 * One order for the caller's won, unpaid lots of an auction (checkout_auction); its payment is the shop's
 * existing payment step on the order's page, /order/{access_token}.
 */
export async function checkoutAuction(
  auctionId: string,
  delivery: DeliveryDetails,
): Promise<{ order_id: string; access_token: string }> {
  const { data, error } = await getSupabase().rpc('checkout_auction', {
    auction: auctionId,
    ...delivery,
    pan: delivery.pan ?? undefined,
  });
  if (error) throw error;
  const result = (Array.isArray(data) ? data[0] : data) as { order_id: string; access_token: string };
  return result;
}
