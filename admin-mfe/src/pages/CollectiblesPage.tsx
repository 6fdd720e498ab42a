import { useAsync } from '@sikka/shared/async';
import { PAGE_SIZE } from '@sikka/shared/config';
import {
  type CollectibleStatus,
  countListingOrders,
  deleteCollectible,
  updateCollectibleStatus,
} from '@sikka/shared/domain/collectibles';
import { EmptyState, Spinner, Select } from '@sikka/shared/ui';
import { fetchCollectiblesPage } from '../api/collectibles';
import { CollectibleCard } from '../components/collectibles/CollectibleCard';
import { AdminListFrame } from '../components/common/AdminListFrame';
import { LoadError } from '../components/orders/LoadError';
import { CatalogueFilters } from '../components/collectibles/CatalogueFilters';
import { catalogueFilterValue, COLLECTIBLE_FILTERS } from '../model/collectibles';
import { pageCountOf, useListFilter, useListUrlState, useSettled } from '../model/listUrlState';
import { useRowActions } from '../model/useRowActions';
import styles from '../components/orders/OrdersList.module.css';

const UPDATE_FAILED = 'Failed to update status. Please try again.';
const DELETE_FAILED = 'Failed to delete collectible. Please try again.';

/** Manage Collectibles (spec §2): listings a page at a time, searched over name, type or price. */
export default function CollectiblesPage() {
  const { query, page, update } = useListUrlState();
  const [status, setStatus] = useListFilter('status');
  // Issue 32: the catalogue filters, each in the URL like the status.
  const [period, setPeriod] = useListFilter('period');
  const [metal, setMetal] = useListFilter('metal');
  const [type, setType] = useListFilter('type');
  const [grade, setGrade] = useListFilter('grade');
  const catalogue = {
    period: catalogueFilterValue('period', period),
    metal: catalogueFilterValue('metal', metal),
    type: catalogueFilterValue('type', type),
    grade: catalogueFilterValue('grade', grade),
  };
  const setCatalogue = { period: setPeriod, metal: setMetal, type: setType, grade: setGrade };
  const search = useSettled(query);
  const listings = useAsync(
    () => fetchCollectiblesPage(search, status, page, catalogue),
    [search, status, page, catalogue.period, catalogue.metal, catalogue.type, catalogue.grade],
  );
  const { busy, failed, run: act } = useRowActions('a collectible change', listings.refetch);

  const data = listings.status === 'ready' ? listings.data : undefined;
  const filtered = query.trim() !== '' || status !== '' || Object.values(catalogue).some(Boolean);
  return (
    <AdminListFrame
      title="Manage Collectibles"
      count={data?.total}
      searchLabel="Search by name, type, or price..."
      query={query}
      onQueryChange={(next) => update({ query: next })}
      filters={
        <Select
          aria-label="Collectible status"
          options={COLLECTIBLE_FILTERS.map((f) => ({ value: f.value || 'all', label: f.label }))}
          value={status || 'all'}
          onValueChange={(value) => setStatus(value === 'all' ? '' : value)}
        />
      }
      page={page}
      pageCount={data ? pageCountOf(data.total, PAGE_SIZE) : undefined}
      onPageChange={(next) => update({ page: next })}
    >
      <CatalogueFilters values={catalogue} onChange={(name, value) => setCatalogue[name](value)} />
      {listings.status === 'loading' && <Spinner size="lg" label="Loading collectibles" />}
      {listings.status === 'error' && (
        <LoadError title="Failed to load collectibles" error={listings.error} onRetry={listings.refetch} />
      )}
      {data && data.rows.length === 0 && (filtered || page > 1) && (
        <EmptyState title="No matching collectibles found" hint="Try adjusting your search terms" />
      )}
      {data && data.rows.length === 0 && !filtered && page === 1 && (
        <EmptyState title="No Collectibles Yet" hint="Add some collectibles to get started." />
      )}
      {data && data.rows.length > 0 && (
        <ul className={styles.list} aria-busy={listings.status === 'ready' && listings.refreshing}>
          {data.rows.map((listing) => (
            <li key={listing.id} data-row={listing.id}>
              <CollectibleCard
                collectible={listing}
                busy={busy === listing.id}
                error={failed[listing.id]}
                onStatusChange={(next: CollectibleStatus) =>
                  act(listing.id, () => updateCollectibleStatus(listing.id, next), UPDATE_FAILED)
                }
                onDelete={() => act(listing.id, () => deleteCollectible(listing.id), DELETE_FAILED)}
                countOrders={() => countListingOrders(listing.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </AdminListFrame>
  );
}
