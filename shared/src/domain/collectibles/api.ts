import { getSupabase, loadSupabase, openChannel } from '@sikka/shared/supabase';
import { LISTING_IMAGES_BUCKET } from './images';
import { LISTING_SELECT } from './queries';
import type { CollectibleRow, CollectibleStatus, Listing } from './rules';

export { LISTING_SELECT };

/** What the checkout needs to know about the piece being bought. */
export type CollectibleSummary = Pick<CollectibleRow, 'id' | 'name' | 'slug' | 'price' | 'status'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/**
 * Spec §7: the listing at /{slug} with its images in gallery order, or null when there is none.
 */
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

/** Spec §7: one listing by id with nested images and category (the edit screen), or null. */
export async function fetchCollectibleById(id: string): Promise<Listing | null> {
  if (!isUuid(id)) return null;
  const { data, error } = await getSupabase()
    .from('collectibles')
    .select(LISTING_SELECT)
    .eq('id', id)
    .order('order', { referencedTable: 'images', ascending: true })
    .maybeSingle();
  if (error) throw error;
  return data as Listing | null;
}

/** The few columns the checkout shows, or null (an id that is not a uuid cannot match one). */
export async function fetchCollectibleSummary(id: string): Promise<CollectibleSummary | null> {
  if (!isUuid(id)) return null;
  const { data, error } = await getSupabase()
    .from('collectibles')
    .select('id, name, slug, price, status')
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** Spec §7 slug check: whether another listing (not `exceptId`) already uses `slug`. */
export async function isCollectibleSlugTaken(slug: string, exceptId?: string): Promise<boolean> {
  let query = getSupabase().from('collectibles').select('id').eq('slug', slug).limit(1);
  if (exceptId) query = query.neq('id', exceptId);
  const { data, error } = await query;
  if (error) throw error;
  return (data ?? []).length > 0;
}

/**
 * Status only (spec §7: the manager screen's dropdown; also 'Mark Unavailable instead' of a delete,
 * there and on the listing page). RLS answers a refused update with zero rows rather than an error:
 * that counts as a failure, so no screen shows a status the database did not take.
 */
export async function updateCollectibleStatus(id: string, status: CollectibleStatus): Promise<void> {
  const { data, error } = await getSupabase().from('collectibles').update({ status }).eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error(`listing ${id} was not updated`);
}

/** Removes files after the rows that named them are gone; a failure is logged, never thrown. */
export async function removeStoredFiles(paths: readonly string[], what: string): Promise<void> {
  if (paths.length === 0) return;
  const { error } = await (await loadSupabase()).storage.from(LISTING_IMAGES_BUCKET).remove([...paths]);
  if (error) console.error(`[sikka] ${what}: could not remove ${paths.length} stored file(s)`, paths, error);
}

/**
 * Spec §6/§7 (admin): the listing's orders, image rows and the listing go in one transaction
 * (public.delete_collectible, admin-checked inside); its stored photos are removed after the commit.
 * A photo left behind is logged; a half-deleted listing cannot happen.
 */
export async function deleteCollectible(id: string): Promise<void> {
  const { data, error } = await getSupabase().rpc('delete_collectible', { collectible_id: id });
  if (error) throw error;
  await removeStoredFiles(data ?? [], `listing ${id} was deleted`);
}

export type ListingChange = { kind: 'updated'; row: CollectibleRow } | { kind: 'deleted'; id: string };

/**
 * Spec §4 live update: changes to the listing row with this slug. `onJoined` runs each time the channel
 * is joined, first and after a reconnect: realtime replays nothing from before, so that is the moment
 * to read the row again. Returns the unsubscribe.
 */
export function subscribeToCollectible(
  slug: string,
  onChange: (change: ListingChange) => void,
  onJoined?: () => void,
): () => void {
  return openChannel((client) =>
    client
      .channel(`collectible:${slug}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'collectibles', filter: `slug=eq.${slug}` }, (payload) => {
        if (payload.eventType === 'DELETE') {
          const id = (payload.old as Partial<CollectibleRow>).id;
          if (id) onChange({ kind: 'deleted', id });
        } else {
          onChange({ kind: 'updated', row: payload.new as CollectibleRow });
        }
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') onJoined?.();
      }),
  );
}
