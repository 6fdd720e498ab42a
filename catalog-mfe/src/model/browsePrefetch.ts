import { fetchCategories } from '@sikka/shared/domain/categories';
import { isSupabaseConfigured } from '@sikka/shared/supabase';
import { fetchCollectiblePage } from '../api/collectibles';
import { collectibleQuery, readBrowseState, type CollectibleQuery } from './browseQuery';
import { prefetcher } from './prefetcher';

/** The addresses the home page (the browse grid) is shown at. */
const BROWSE_PATHS = new Set(['/', '/collections']);

const pages = prefetcher(fetchCollectiblePage, (query: CollectibleQuery) => JSON.stringify(query));
const categories = prefetcher(fetchCategories, () => 'all');

/**
 * The home page's code arrives for the address being opened: its grid and the category list are
 * read now, alongside the rest of its code, not after React has rendered it (listingPrefetch does
 * the same for a listing). Nothing happens elsewhere, or before the shell has configured the backend.
 */
export function prefetchBrowseAt({ pathname, search }: { pathname: string; search: string }): void {
  if (!BROWSE_PATHS.has(pathname) || !isSupabaseConfigured()) return;
  void pages.start(collectibleQuery(readBrowseState(new URLSearchParams(search))))?.catch(() => {});
  void categories.start(undefined)?.catch(() => {});
}

/** The grid's page for this query: the prefetched read if there is one (used once), else a fresh read. */
export const readCollectiblePage = (query: CollectibleQuery) => pages.take(query);
export const readCategories = () => categories.take(undefined);
