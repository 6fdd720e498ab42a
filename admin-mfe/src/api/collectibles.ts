import { getSupabase } from '@sikka/shared/supabase';
import { PAGE_SIZE } from '@sikka/shared/config';
import type { AdminCollectible, CatalogueFilterName } from '../model/collectibles';
import type { ListPage } from '../model/listUrlState';

/**
 * One page of Manage Collectibles, searched over name, type or price in the database and narrowed by
 * status and the catalogue filters (issue 32; '' is no filter).
 */
export async function fetchCollectiblesPage(
  search: string,
  status: string,
  page: number,
  catalogue: Record<CatalogueFilterName, string>,
): Promise<ListPage<AdminCollectible>> {
  const { data, error } = await getSupabase().rpc('admin_collectibles_page', {
    search: search.trim(),
    status: status || undefined,
    page,
    page_size: PAGE_SIZE,
    period: catalogue.period || undefined,
    metal: catalogue.metal || undefined,
    kind: catalogue.type || undefined,
    grade_band: catalogue.grade || undefined,
  });
  if (error) throw error;
  return data as unknown as ListPage<AdminCollectible>;
}
