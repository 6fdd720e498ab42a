import { getSupabase } from '@sikka/shared';
import type { CollectibleQuery } from '../model/browseQuery';
import { storagePath, type CollectibleRow, type Listing } from '../model/listing';
import { LISTING_IMAGES_BUCKET } from './images';

/** A listing with its images (id, image_url, order) and category (id, name): spec §7. */
const LISTING_SELECT = '*, images:collectible_images(id, image_url, order), category:categories(id, name)';

export interface CollectiblePage {
  items: Listing[];
  /** All rows matching the filters (the exact count), for the page numbers. */
  total: number;
}

/** One page of the browse grid: filters, sort and range in one request with an exact count. */
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

/** The listing at /{slug}, or null when there is none. */
export async function fetchCollectibleBySlug(slug: string): Promise<Listing | null> {
  const { data, error } = await getSupabase()
    .from('collectibles')
    .select(LISTING_SELECT)
    .eq('slug', slug)
    .order('order', { referencedTable: 'images', ascending: true })
    .maybeSingle();
  if (error) throw error;
  return data as Listing | null;
}

/**
 * Spec §6/§7 (admin): the listing's orders, then its stored images, then the listing itself. Each
 * step stops the delete when it fails, so a listing is never left without the photos it shows.
 */
export async function deleteCollectible(listing: Pick<Listing, 'id' | 'images'>): Promise<void> {
  const supabase = getSupabase();
  const orders = await supabase.from('delivery_addresses').delete().eq('collectible_id', listing.id);
  if (orders.error) throw orders.error;
  const paths = listing.images.map((image) => storagePath(image.image_url));
  if (paths.length > 0) {
    const removed = await supabase.storage.from(LISTING_IMAGES_BUCKET).remove(paths);
    if (removed.error) throw removed.error;
  }
  const deleted = await supabase.from('collectibles').delete().eq('id', listing.id);
  if (deleted.error) throw deleted.error;
}

export type ListingChange =
  | { kind: 'updated'; row: CollectibleRow }
  | { kind: 'deleted'; id: string };

/** Spec §4 live update: changes to the listing row with this slug. Returns the unsubscribe. */
export function subscribeToCollectible(slug: string, onChange: (change: ListingChange) => void): () => void {
  const supabase = getSupabase();
  const channel = supabase
    .channel(`collectible:${slug}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'collectibles', filter: `slug=eq.${slug}` }, (payload) => {
      if (payload.eventType === 'DELETE') {
        const id = (payload.old as Partial<CollectibleRow>).id;
        if (id) onChange({ kind: 'deleted', id });
      } else {
        onChange({ kind: 'updated', row: payload.new as CollectibleRow });
      }
    })
    .subscribe();
  return () => {
    void supabase.removeChannel(channel);
  };
}
