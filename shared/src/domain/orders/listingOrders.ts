import { getSupabase } from '@sikka/shared/supabase';

/** How many orders a listing has, and how many of them were fulfilled (completed sales). */
export interface ListingOrderCounts {
  total: number;
  fulfilled: number;
}

/**
 * Admin (RLS: admins read every order): the orders that deleting this listing would delete with it
 * (spec §6 'removes its delivery addresses'), counted exactly, for the delete confirmation of both the
 * listing page and Manage Collectibles.
 */
export async function countListingOrders(collectibleId: string): Promise<ListingOrderCounts> {
  const orders = () =>
    getSupabase().from('delivery_addresses').select('id', { count: 'exact', head: true }).eq('collectible_id', collectibleId);
  const [all, fulfilled] = await Promise.all([orders(), orders().eq('status', 'fulfilled')]);
  if (all.error) throw all.error;
  if (fulfilled.error) throw fulfilled.error;
  return { total: all.count ?? 0, fulfilled: fulfilled.count ?? 0 };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The delete confirmation's word on the orders that go with the listing: while counting, when the
 * count failed (`null`), none, some, some of them fulfilled (the shop's record of a completed sale).
 */
export function listingOrdersNote(counts: ListingOrderCounts | 'counting' | null): string {
  if (counts === 'counting') return 'Counting its orders…';
  if (counts === null) return 'Its orders could not be counted: any it has are deleted with it.';
  if (counts.total === 0) return 'It has no orders.';
  const orders = `Its ${plural(counts.total, 'order is', 'orders are')} deleted with it`;
  if (counts.fulfilled === 0) return `${orders}.`;
  const sales = plural(counts.fulfilled, 'completed sale', 'completed sales');
  return `${orders}, including ${counts.fulfilled} fulfilled: the shop loses the record of ${sales}.`;
}
