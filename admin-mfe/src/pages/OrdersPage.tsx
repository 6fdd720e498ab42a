import { useState } from 'react';
import { Download } from 'lucide-react';
import { useAsync } from '@sikka/shared/async';
import { PAGE_SIZE } from '@sikka/shared/config';
import { type OrderStatus, updateOrderStatus } from '@sikka/shared/domain/orders';
import { Button, EmptyState, Spinner, Select } from '@sikka/shared/ui';
import { fetchAllOrders, fetchOrdersPage } from '../api/orders';
import { AdminListFrame } from '../components/common/AdminListFrame';
import { LoadError } from '../components/orders/LoadError';
import { OrderCard } from '../components/orders/OrderCard';
import { pageCountOf, useListFilter, useListUrlState, useSettled } from '../model/listUrlState';
import { ORDER_FILTERS, ordersCsv } from '../model/orders';
import styles from '../components/orders/OrdersList.module.css';

const UPDATE_FAILED = 'Failed to update status. Please try again.';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Orders Dashboard (spec §2): one page of orders at a time, searched and filtered in the database. */
export default function OrdersPage() {
  const { query, page, update } = useListUrlState();
  const [status, setStatus] = useListFilter('status');
  const search = useSettled(query);
  const orders = useAsync(() => fetchOrdersPage({ search, status, page }), [search, status, page]);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<Record<string, string>>({});
  const [exporting, setExporting] = useState(false);

  async function changeStatus(id: string, next: OrderStatus) {
    setBusy(id);
    setFailed(({ [id]: _cleared, ...rest }) => rest);
    try {
      await updateOrderStatus(id, next);
      await orders.refetch();
    } catch (error) {
      console.error('[sikka] order status update failed', error);
      setFailed((current) => ({ ...current, [id]: UPDATE_FAILED }));
    } finally {
      setBusy(null);
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const all = await fetchAllOrders(search, status);
      download(`orders-${new Date().toISOString().slice(0, 10)}.csv`, ordersCsv(all));
    } catch (error) {
      console.error('[sikka] order export failed', error);
      window.alert('Failed to load orders');
    } finally {
      setExporting(false);
    }
  }

  const data = orders.status === 'ready' ? orders.data : undefined;
  const filtered = query.trim() !== '' || status !== '';
  return (
    <AdminListFrame
      title="Orders Dashboard"
      count={data?.total}
      searchLabel="Search orders by name, phone, address..."
      query={query}
      onQueryChange={(next) => update({ query: next })}
      actions={
        <Button variant="secondary" size="sm" onClick={exportCsv} disabled={exporting || !data || data.total === 0}>
          <Download aria-hidden="true" size={16} /> {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      }
      filters={
        <Select
          aria-label="Order status"
          options={ORDER_FILTERS.map((f) => ({ value: f.value || 'all', label: f.label }))}
          value={status || 'all'}
          onValueChange={(value) => setStatus(value === 'all' ? '' : value)}
        />
      }
      page={page}
      pageCount={data ? pageCountOf(data.total, PAGE_SIZE) : undefined}
      onPageChange={(next) => update({ page: next })}
    >
      {orders.status === 'loading' && <Spinner size="lg" label="Loading orders" />}
      {orders.status === 'error' && <LoadError title="Failed to load orders" error={orders.error} onRetry={orders.refetch} />}
      {data && data.rows.length === 0 && (filtered || page > 1) && (
        <EmptyState title="No matching orders found" hint="Try adjusting your search terms" />
      )}
      {data && data.rows.length === 0 && !filtered && page === 1 && (
        <EmptyState title="No Orders Yet" hint="Orders will appear here when customers make purchases." />
      )}
      {data && data.rows.length > 0 && (
        <ul className={styles.list} aria-busy={orders.status === 'ready' && orders.refreshing}>
          {data.rows.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                busy={busy === order.id}
                error={failed[order.id]}
                onStatusChange={(next) => changeStatus(order.id, next)}
              />
            </li>
          ))}
        </ul>
      )}
    </AdminListFrame>
  );
}
