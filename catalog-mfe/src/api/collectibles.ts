import { LISTING_SELECT, type Listing } from '@sikka/shared/domain/collectibles';
import { getSupabase } from '@sikka/shared/supabase';
import type { CollectiblePage, CollectibleQuery } from '../model/browseQuery';

/**
 * One page of the browse grid: filters, sort and range in one request with an exact count. The one
 * call only the catalog makes; every other listing call is in @sikka/shared/domain/collectibles.
 */
export async function fetchCollectiblePage(query: CollectibleQuery): Promise<CollectiblePage> {
  let request = getSupabase().from('collectibles').select(LISTING_SELECT, { count: 'exact' });
  if (query.searchFilter) request = request.or(query.searchFilter);
  if (query.categoryId) request = request.eq('category_id', query.categoryId);
  if (query.minPrice !== null) request = request.gte('price', query.minPrice);
  if (query.maxPrice !== null) request = request.lte('price', query.maxPrice);
  const { data, count, error } = await request
    .order(query.order.column, { ascending: query.order.ascending })
    // Ties (same price, same name) need a stable order, or a row could show on two pages.
    .order('id', { ascending: true })
    .order('order', { referencedTable: 'images', ascending: true })
    .range(query.from, query.to);
  if (error) throw error;
  return { items: (data ?? []) as Listing[], total: count ?? 0 };
}
