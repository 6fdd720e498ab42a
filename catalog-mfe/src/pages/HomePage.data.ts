import { fetchCategories } from '@sikka/shared/domain/categories';
import type { PageLoader } from '@sikka/shared/federation';
import { fetchCollectiblePage } from '../api/collectibles';
import { collectibleQuery, readBrowseState, type ServedBrowse } from '../model/browseQuery';

/** What the server read for / and /collections: the grid's page for the address's view, and the categories. */
export type HomePageData = ServedBrowse;

/**
 * The home page's data loader, run by the shop's server (the catalog's server build exposes it as
 * catalog/HomePage.data): the grid and the category chips are painted with the page, and the browser
 * reads them from the page instead of asking again (useCollectiblePage, useCategories).
 */
export const fetchData: PageLoader<HomePageData> = async ({ url }) => {
  const query = collectibleQuery(readBrowseState(url.searchParams));
  const [page, categories] = await Promise.all([fetchCollectiblePage(query), fetchCategories()]);
  return { status: 200, data: { query: JSON.stringify(query), page, categories } };
};
