import { getSupabase } from '@sikka/shared/supabase';
import { PAGE_SIZE } from '@sikka/shared/config';
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
