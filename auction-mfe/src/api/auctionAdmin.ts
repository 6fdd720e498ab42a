import { getSupabase } from '@sikka/shared/supabase';
import type { AuctionRow } from './auctions';

/**
 * The auctions' back office (staff): every change is one of the database's functions, which checks the
 * role and the rules (supabase/migrations/20261130100200_auction_admin.sql); these only ask. The rows are
 * typed by the database (shared/src/database.types.ts). Imported by the back office's screens only, never
 * by a visitor page.
 */

export interface AdminAuction extends AuctionRow {
  created_at: string;
  /** When it was cancelled, and whether it was a draft then (a cancelled draft stays out of visitors' sight). */
  cancelled_at: string | null;
  cancelled_from: string | null;
}

const AUCTION =
  'id, slug, title, description, starts_at, first_lot_closes_at, status, created_at, cancelled_at, cancelled_from' as const;

export async function fetchAdminAuctions(): Promise<(AdminAuction & { lots: { count: number }[] })[]> {
  const { data, error } = await getSupabase()
    .from('auctions')
    .select(`${AUCTION}, lots:auction_lots(count)`)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export async function fetchAdminAuction(id: string): Promise<AdminAuction | null> {
  const { data, error } = await getSupabase().from('auctions').select(AUCTION).eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

export interface AuctionDraft {
  title: string;
  description: string;
  starts_at: string;
  first_lot_closes_at: string;
}

/** Creates (id null) or edits a draft auction; resolves with its id. */
export async function saveAuction(id: string | null, draft: AuctionDraft): Promise<string> {
  const { data, error } = await getSupabase().rpc('save_auction', { auction_id: id as string, ...draft });
  if (error) throw error;
  return data;
}

export async function scheduleAuction(id: string): Promise<void> {
  const { error } = await getSupabase().rpc('schedule_auction', { auction: id });
  if (error) throw error;
}

/**
 * Cancels the whole auction (cancel_auction): its lots still to be settled are withdrawn and their bidders
 * told by e-mail; the reason goes to the activity log. Refused once a winner has ordered or paid.
 */
export async function cancelAuction(id: string, reason: string): Promise<void> {
  const { error } = await getSupabase().rpc('cancel_auction', { auction: id, reason });
  if (error) throw error;
}

export interface AdminLot {
  lot_id: string;
  lot_number: number | null;
  item_name: string;
  item_slug: string;
  status: string;
  opening_bid: number;
  reserve: number | null;
  current_price: number | null;
  bid_count: number;
  bidder_count: number;
  leader_handle: string | null;
  leader_name: string | null;
  leader_email: string | null;
  leader_maximum: number | null;
  closes_at: string | null;
  hammer_price: number | null;
}

export async function fetchAdminLots(auctionId: string): Promise<AdminLot[]> {
  const { data, error } = await getSupabase().rpc('admin_auction_lots', { auction: auctionId });
  if (error) throw error;
  return data ?? [];
}

export async function addLot(
  auctionId: string,
  collectibleId: string,
  openingBid: number,
  reserve: number | null,
): Promise<void> {
  const { error } = await getSupabase().rpc('add_auction_lot', {
    auction_id: auctionId,
    collectible_id: collectibleId,
    opening_bid: openingBid,
    reserve: reserve as number,
  });
  if (error) throw error;
}

export async function removeLot(lotId: string): Promise<void> {
  const { error } = await getSupabase().rpc('remove_auction_lot', { lot: lotId });
  if (error) throw error;
}

export async function setLotReserve(lotId: string, reserve: number | null): Promise<void> {
  const { error } = await getSupabase().rpc('set_lot_reserve', { lot: lotId, reserve: reserve as number });
  if (error) throw error;
}

export async function cancelLot(lotId: string): Promise<void> {
  const { error } = await getSupabase().rpc('cancel_auction_lot', { lot: lotId });
  if (error) throw error;
}

export interface AdminBid {
  id: number;
  placed_at: string;
  handle: string;
  bidder_id: string;
  bidder_name: string | null;
  bidder_email: string | null;
  max_amount: number;
  outcome: string;
}

export async function fetchLotBids(lotId: string): Promise<AdminBid[]> {
  const { data, error } = await getSupabase().rpc('admin_lot_bids', { lot: lotId });
  if (error) throw error;
  return data ?? [];
}

export interface ResultRow {
  lot_id: string;
  lot_number: number;
  item_name: string;
  status: string;
  hammer_price: number | null;
  premium: number | null;
  premium_gst: number | null;
  total: number | null;
  winner_handle: string | null;
  winner_name: string | null;
  winner_email: string | null;
  win_status: string | null;
  order_id: string | null;
}

export async function fetchResults(auctionId: string): Promise<ResultRow[]> {
  const { data, error } = await getSupabase().rpc('auction_results', { auction: auctionId });
  if (error) throw error;
  return data ?? [];
}

/** Listings that could go into an auction: for sale, by a part of their name. */
export async function searchListings(text: string): Promise<{ id: string; name: string; slug: string; price: number }[]> {
  const query = getSupabase()
    .from('collectibles')
    .select('id, name, slug, price')
    .eq('status', 'available')
    .order('name')
    .limit(20);
  const { data, error } = await (text.trim() ? query.ilike('name', `%${text.trim().replace(/[%_\\]/g, '\\$&')}%`) : query);
  if (error) throw error;
  return (data ?? []) as { id: string; name: string; slug: string; price: number }[];
}

/** Blocks a bidder from every auction (their bids stand; place_bid refuses their next). */
export async function blockBidder(userId: string, reason: string): Promise<void> {
  const { error } = await getSupabase().rpc('block_bidder', { user_id: userId, reason });
  if (error) throw error;
}
