import type { Listing } from '@sikka/shared/domain/collectibles';
import type { Database } from '@sikka/shared/database.types';
import { getSupabase } from '@sikka/shared/supabase';
import type { BrowseFacetCounts, CollectiblePage, CollectibleQuery, FacetCount } from '../model/browseQuery';

type FacetsPageArgs = Database['public']['Functions']['catalogue_facets_page']['Args'];

/** catalogue_facets_page's answer (20261125200000_catalogue_fields.sql), as the database writes it. */
interface FacetsPageAnswer {
  items: Listing[];
  total: number;
  facets: Omit<BrowseFacetCounts, 'gradeBand'> & { grade_band: FacetCount[] };
}

/**
 * One page of the browse grid with its exact total and the facets' counts, in one round trip
 * (public.catalogue_facets_page). A page past the last one is no failure: no items, and the total says
 * where the last page is (the browse view moves there). The one browse call only the catalog makes;
 * every other listing call is in @sikka/shared/domain/collectibles.
 */
export async function fetchCollectiblePage(query: CollectibleQuery): Promise<CollectiblePage> {
  // Filters that are off are left out: the function's defaults (null) apply.
  const args = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null)) as FacetsPageArgs;
  const { data, error } = await getSupabase().rpc('catalogue_facets_page', args);
  if (error) throw error;
  const { items, total, facets } = data as unknown as FacetsPageAnswer;
  const { grade_band: gradeBand, ...others } = facets;
  return { items, total, facets: { ...others, gradeBand } };
}
