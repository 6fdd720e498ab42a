import { type RefObject, useEffect, useRef } from 'react';
import type { AsyncState } from '@sikka/shared/async';
import { type Category, fetchCategories } from '@sikka/shared/domain/categories';
import { type PageLoader, secondFrame, usePageLoad } from '@sikka/shared/federation';
import { useLocation } from '@sikka/shared/router';
import { DocumentMeta, Field, NativeSelect, Pagination, pageTitle } from '@sikka/shared/ui';
import { SORT_OPTIONS, sortOption } from '@sikka/shared/config';
import { CategoryFilter } from '../components/CategoryFilter/CategoryFilter';
import { CollectibleGrid } from '../components/CollectibleGrid/CollectibleGrid';
import { FacetFilters } from '../components/FacetFilters/FacetFilters';
import { Hero } from '../components/Hero/Hero';
import { Highlights } from '../components/Highlights/Highlights';
import { PriceFilter } from '../components/PriceFilter/PriceFilter';
import { ResultCount } from '../components/ResultCount/ResultCount';
import { SearchBox } from '../components/SearchBox/SearchBox';
import { fetchCollectiblePage } from '../api/collectibles';
import { collectibleQuery, isFiltered, NO_FILTERS, pageCount, readBrowseState, type ServedBrowse } from '../model/browseQuery';
import { useBrowseState, useClampedPage, useCollectiblePage, useDroppedFilterNotices, useFacetCounts } from '../model/useBrowse';
import { deliveryArea, type ShopFacts } from '@sikka/shared/domain/settings';
import { loadShopFacts } from '../model/shopFacts';
import styles from './HomePage.module.css';

/** What the loader read for / and /collections: the grid's page for the address's view, and the categories. */
export type HomePageData = ServedBrowse & {
  /** The shop's facts (Settings): where it delivers, as the highlights say; null when they could not be read. */
  shop: ShopFacts | null;
};

/**
 * The page's loader (the page contract: the shell runs it on the server or in the browser): the grid
 * and the category chips of the address's view. Later views (a filter, the next page) are the page's
 * own reads (useCollectiblePage).
 */
export const loader: PageLoader<HomePageData> = async ({ url }) => {
  const query = collectibleQuery(readBrowseState(url.searchParams));
  const [page, categories, shop] = await Promise.all([fetchCollectiblePage(query), fetchCategories(), loadShopFacts()]);
  return { status: 200, data: { query: JSON.stringify(query), page, categories, shop } };
};

/** The shop's description (as index.html has it for a client-rendered first load). */
const SHOP_DESCRIPTION =
  'Sikka: authentic rare Indian coins and banknotes for collectors, verified by experts and delivered with a certificate of authenticity.';

const LOADING = { status: 'loading' } as const;

/** Home / browse (spec §2): hero, the browse grid driven by the URL, and the shop's promises. */
export default function HomePage() {
  const { pathname } = useLocation();
  const load = usePageLoad<HomePageData>();
  const browse = useRef<HTMLElement>(null);

  // 'Browse Collection' (/collections) is this page, opened at the grid.
  useEffect(() => {
    if (pathname === '/collections') browse.current?.scrollIntoView({ block: 'start' });
  }, [pathname]);

  return (
    <div className={styles.page}>
      {/* The shop's own head, on the server and after leaving a listing or post whose head was theirs. */}
      <DocumentMeta
        title={pageTitle('Rare Indian Coins & Banknotes')}
        tags={[{ key: 'name', id: 'description', content: SHOP_DESCRIPTION }]}
      />
      <Hero />
      <section ref={browse} className={styles.browse} aria-labelledby="collection-title" {...secondFrame}>
        {load.status === 'ready' ? (
          <Browse loaded={load.data} browse={browse} />
        ) : (
          <>
            <header className={styles.browseHeader}>
              <h2 id="collection-title" className={styles.heading}>
                Our Collection
              </h2>
            </header>
            {/* Until the loader has answered, the grid's skeleton (or its failure). */}
            <CollectibleGrid page={load.status === 'error' ? load : LOADING} />
          </>
        )}
      </section>
      <Highlights
        deliveryArea={load.status === 'ready' && load.data.shop ? deliveryArea(load.data.shop.delivery_states) : null}
      />
    </div>
  );
}

/** The browse view, from the loader's read of the address's view; later views are its own reads. */
function Browse({ loaded, browse }: { loaded: ServedBrowse; browse: RefObject<HTMLElement | null> }) {
  const { state, update, params } = useBrowseState();
  const categories: AsyncState<Category[]> = { status: 'ready', data: loaded.categories, refreshing: false };
  const page = useCollectiblePage(state, loaded);
  useClampedPage(state, page, update);
  const dropped = useDroppedFilterNotices(params, categories, update);
  const facetCounts = useFacetCounts(page);
  const firstRead = facetCounts === null && page.status === 'loading';

  const filtered = isFiltered(state);
  const total = page.status === 'ready' ? page.data.total : 0;

  return (
    <>
      <header className={styles.browseHeader}>
        <h2 id="collection-title" className={styles.heading}>
          Our Collection
        </h2>
        <ResultCount page={page} currentPage={state.page} />
      </header>
      <div className={styles.toolbar}>
        <SearchBox value={state.search} onSearch={(search, options) => update({ search }, options)} />
        {/* The browser's own dropdown: no code to fetch before a visitor can sort, and a phone's own picker. */}
        <Field label="Sort by" className={styles.sort}>
          <NativeSelect
            options={SORT_OPTIONS}
            value={sortOption(state.sort).value}
            onValueChange={(value) => update({ sort: sortOption(value).value })}
          />
        </Field>
      </div>
      {firstRead ? (
        // Until the categories and the first page's facet counts are in, the controls and the grid wait
        // as the grid's skeleton: drawn early, the category row grew to a second line and the facets
        // filled their panel when those came, moving what followed (layout shifts of 0.044–0.093 at
        // 768–1280 px on the way back from a listing, and on a static host). The server's page has them
        // from the start; later reads keep the controls in place.
        <CollectibleGrid page={LOADING} />
      ) : (
        <>
          <CategoryFilter
            categories={categories}
            selected={state.categoryId}
            onSelect={(categoryId) => {
              dropped.dismiss('category');
              update({ categoryId });
            }}
          />
          {dropped.notices.length > 0 && (
            <p role="status" className={styles.notice}>
              {dropped.notices.join(' ')}
            </p>
          )}
          <FacetFilters
            chosen={state}
            counts={facetCounts}
            onChange={(change, options) => {
              for (const facet of Object.keys(change) as (keyof typeof change)[]) dropped.dismiss(facet);
              update(change, options);
            }}
          />
          <PriceFilter
            minPrice={state.minPrice}
            maxPrice={state.maxPrice}
            filtered={filtered}
            onChange={(range, options) => update(range, options)}
            onClear={() => update(NO_FILTERS)}
          />
          <CollectibleGrid page={page} onShowAll={filtered || state.page > 1 ? () => update(NO_FILTERS) : undefined} />
          <Pagination
            page={state.page}
            pageCount={pageCount(total)}
            onPageChange={(next) => {
              update({ page: next });
              browse.current?.scrollIntoView({ block: 'start' });
            }}
          />
        </>
      )}
    </>
  );
}
