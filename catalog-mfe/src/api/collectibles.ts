import { LISTING_SELECT, type Listing } from '@sikka/shared/domain/collectibles';
import { getSupabase } from '@sikka/shared/supabase';
import type { CollectiblePage, CollectibleQuery } from '../model/browseQuery';

/**
 * One page of the browse grid: filters, sort and range in one request with an exact count. The one
 * call only the catalog makes; every other listing call is in @sikka/shared/domain/collectibles.
 */
export async function fetchCollectiblePage(query: CollectibleQuery): Promise<CollectiblePage> {
  const filtered = <
    T extends {
      or(f: string): T;
      eq(c: 'category_id', v: string): T;
      gte(c: 'price', v: number): T;
      lte(c: 'price', v: number): T;
    },
  >(
    request: T,
  ) => {
    let next = request;
    if (query.searchFilter) next = next.or(query.searchFilter);
    if (query.categoryId) next = next.eq('category_id', query.categoryId);
    if (query.minPrice !== null) next = next.gte('price', query.minPrice);
    if (query.maxPrice !== null) next = next.lte('price', query.maxPrice);
    return next;
  };
  const { data, count, error } = await filtered(getSupabase().from('collectibles').select(LISTING_SELECT, { count: 'exact' }))
    .order(query.order.column, { ascending: query.order.ascending })
    // Ties (same price, same name) need a stable order, or a row could show on two pages.
    .order('id', { ascending: true })
    .order('order', { referencedTable: 'images', ascending: true })
    .range(query.from, query.to);
  // PGRST103 (HTTP 416): a page past the last one. Not a failure: no items, and the total says where
  // the last page is (the browse view moves there).
  if (error?.code === 'PGRST103') {
    const counted = await filtered(getSupabase().from('collectibles').select('id', { count: 'exact', head: true }));
    if (counted.error) throw counted.error;
    return { items: [], total: counted.count ?? 0 };
  }
  if (error) throw error;
  return { items: (data ?? []) as Listing[], total: count ?? 0 };
}
