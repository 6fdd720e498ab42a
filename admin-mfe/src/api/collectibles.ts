import { getSupabase } from '@sikka/shared/supabase';
import { PAGE_SIZE } from '@sikka/shared/config';
import type { CollectibleStatus } from '@sikka/shared/domain/collectibles';
import type { AdminCollectible } from '../model/collectibles';
import type { ListPage } from '../model/listUrlState';

/** One page of Manage Collectibles, searched over name, type or price in the database. */
export async function fetchCollectiblesPage(search: string, status: string, page: number): Promise<ListPage<AdminCollectible>> {
  const { data, error } = await getSupabase().rpc('admin_collectibles_page', {
    search: search.trim(),
    status: status || undefined,
    page,
    page_size: PAGE_SIZE,
  });
  if (error) throw error;
  return data as unknown as ListPage<AdminCollectible>;
}

/**
 * The dropdown's save (spec §7: the manager screen updates status only). RLS answers a refused update
 * with zero rows rather than an error; that counts as a failure, so the dropdown never shows a status
 * the database did not take.
 */
export async function saveCollectibleStatus(id: string, status: CollectibleStatus): Promise<void> {
  const { data, error } = await getSupabase().from('collectibles').update({ status }).eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error(`listing ${id} was not updated`);
}
