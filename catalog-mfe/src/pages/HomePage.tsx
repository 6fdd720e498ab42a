import { useEffect, useRef } from 'react';
import { useLocation } from '@sikka/shared/router';
import { Field, NativeSelect, Pagination, useDocumentMeta } from '@sikka/shared/ui';
import { SORT_OPTIONS, sortOption } from '@sikka/shared/config';
import { CategoryFilter } from '../components/CategoryFilter/CategoryFilter';
import { CollectibleGrid } from '../components/CollectibleGrid/CollectibleGrid';
import { Hero } from '../components/Hero/Hero';
import { Highlights } from '../components/Highlights/Highlights';
import { PriceFilter } from '../components/PriceFilter/PriceFilter';
import { ResultCount } from '../components/ResultCount/ResultCount';
import { SearchBox } from '../components/SearchBox/SearchBox';
import { pageCount } from '../model/browseQuery';
import { prefetchBrowseAt } from '../model/browsePrefetch';
import { pageTitle } from '../model/seo';
import { useBrowseState, useCategories, useClampedPage, useCollectiblePage, useUnknownCategoryNotice } from '../model/useBrowse';
import styles from './HomePage.module.css';

// Loaded for the address being opened: start reading its grid now (see browsePrefetch).
if (typeof window !== 'undefined') prefetchBrowseAt(window.location);

/** Home / browse (spec §2): hero, the browse grid driven by the URL, and the shop's promises. */
export default function HomePage() {
  const { pathname } = useLocation();
  const { state, update, params } = useBrowseState();
  const categories = useCategories();
  const page = useCollectiblePage(state);
  useClampedPage(state, page, update);
  const unknownCategory = useUnknownCategoryNotice(params, categories, update);
  const browse = useRef<HTMLElement>(null);
  useDocumentMeta(pageTitle('Rare Indian Coins & Banknotes'));

  // 'Browse Collection' (/collections) is this page, opened at the grid.
  useEffect(() => {
    if (pathname === '/collections') browse.current?.scrollIntoView({ block: 'start' });
  }, [pathname]);

  const filtered = Boolean(state.search || state.categoryId || state.minPrice !== null || state.maxPrice !== null);
  const total = page.status === 'ready' ? page.data.total : 0;

  return (
    <div className={styles.page}>
      <Hero />
      <section ref={browse} className={styles.browse} aria-labelledby="collection-title">
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
        <CategoryFilter
          categories={categories}
          selected={state.categoryId}
          onSelect={(categoryId) => {
            unknownCategory.dismiss();
            update({ categoryId });
          }}
        />
        {unknownCategory.notice && (
          <p role="status" className={styles.notice}>
            We could not find that collection, so all collections are shown.
          </p>
        )}
        <PriceFilter
          minPrice={state.minPrice}
          maxPrice={state.maxPrice}
          filtered={filtered}
          onChange={(range, options) => update(range, options)}
          onClear={() => update({ search: '', categoryId: null, minPrice: null, maxPrice: null })}
        />
        <CollectibleGrid
          page={page}
          onShowAll={
            filtered || state.page > 1
              ? () => update({ search: '', categoryId: null, minPrice: null, maxPrice: null })
              : undefined
          }
        />
        <Pagination
          page={state.page}
          pageCount={pageCount(total)}
          onPageChange={(next) => {
            update({ page: next });
            browse.current?.scrollIntoView({ block: 'start' });
          }}
        />
      </section>
      <Highlights />
    </div>
  );
}
