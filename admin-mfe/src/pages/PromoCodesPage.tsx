import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useAsync } from '@sikka/shared/async';
import { PAGE_SIZE } from '@sikka/shared/config';
import {
  createPromoCode,
  deletePromoCode,
  fetchPromoCodePage,
  setPromoCodeActive,
  type PromoCodeFormValues,
} from '@sikka/shared/domain/promoCodes';
import { Button, EmptyState, Spinner } from '@sikka/shared/ui';
import { AdminListFrame } from '../components/common/AdminListFrame';
import { LoadError } from '../components/orders/LoadError';
import { CreatePromoCodeDialog } from '../components/promoCodes/CreatePromoCodeDialog';
import { PromoCodeCard } from '../components/promoCodes/PromoCodeCard';
import { pageCountOf, useListUrlState, useSettled } from '../model/listUrlState';
import { useRowActions } from '../model/useRowActions';
import styles from '../components/submissions/SubmissionsList.module.css';

const UPDATE_FAILED = 'Failed to update promo code. Please try again.';
const DELETE_FAILED = 'Failed to delete promo code. Please try again.';

/** Manage Promo Codes (spec §2): newest first, searched and paged in the database. */
export default function PromoCodesPage() {
  const { query, page, update } = useListUrlState();
  const search = useSettled(query);
  const promos = useAsync(() => fetchPromoCodePage({ query: search, page }), [search, page]);
  const [creating, setCreating] = useState(false);
  const { busy, failed, run: act } = useRowActions('a promo code change', promos.refetch);

  async function create(values: PromoCodeFormValues) {
    await createPromoCode(values);
    setCreating(false);
    // The new code is the newest: show the first page of the whole list, where it now is.
    if (query || page > 1) update({ query: '', page: 1 });
    else await promos.refetch();
  }

  const data = promos.status === 'ready' ? promos.data : undefined;
  const searching = query.trim() !== '' || page > 1;
  return (
    <AdminListFrame
      title="Manage Promo Codes - Admin"
      count={data?.count}
      searchLabel="Search promo codes..."
      query={query}
      onQueryChange={(next) => update({ query: next })}
      actions={
        <Button size="sm" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" size={16} /> New Promo Code
        </Button>
      }
      page={page}
      pageCount={data ? pageCountOf(data.count, PAGE_SIZE) : undefined}
      onPageChange={(next) => update({ page: next })}
    >
      {promos.status === 'loading' && <Spinner size="lg" label="Loading promo codes" />}
      {promos.status === 'error' && (
        <LoadError title="Failed to load promo codes" error={promos.error} onRetry={promos.refetch} />
      )}
      {data && data.rows.length === 0 && searching && (
        <EmptyState title="No matching promo codes found" hint="Try adjusting your search terms" />
      )}
      {data && data.rows.length === 0 && !searching && (
        <EmptyState title="No Promo Codes Yet" hint="Create your first promo code to get started." />
      )}
      {data && data.rows.length > 0 && (
        <ul className={styles.list}>
          {data.rows.map((promo) => (
            <li key={promo.id} data-row={promo.id}>
              <PromoCodeCard
                promo={promo}
                busy={busy === promo.id}
                error={failed[promo.id]}
                onToggleActive={() => act(promo.id, () => setPromoCodeActive(promo.id, !promo.is_active), UPDATE_FAILED)}
                onDelete={() => act(promo.id, () => deletePromoCode(promo.id), DELETE_FAILED)}
              />
            </li>
          ))}
        </ul>
      )}
      <CreatePromoCodeDialog open={creating} onOpenChange={setCreating} onCreate={create} />
    </AdminListFrame>
  );
}
