import { useState } from 'react';
import { Download, FileUp } from 'lucide-react';
import { useAsync } from '@sikka/shared/async';
import { PAGE_SIZE } from '@sikka/shared/config';
import { type DirectOrderStatus, orderLabel, updateOrderStatus } from '@sikka/shared/domain/orders';
import { formatIsoIndia } from '@sikka/shared/format';
import { useUser } from '@sikka/shared/session';
import { Badge, Button, EmptyState, Spinner, Select } from '@sikka/shared/ui';
import {
  countPaymentsToVerify,
  fetchAllOrders,
  fetchOrdersPage,
  importBankStatement,
  markOrderFulfilled,
  markOrderPaid,
  rejectOrderPayment,
} from '../api/orders';
import { fetchOwnDisplayName, saveOwnDisplayName } from '../api/profile';
import { AdminListFrame } from '../components/common/AdminListFrame';
import { CertificateNameForm } from '../components/orders/CertificateNameForm';
import { LoadError } from '../components/orders/LoadError';
import { OrderAftersale } from '../components/orders/OrderAftersale';
import { OrderCard } from '../components/orders/OrderCard';
import {
  decideReturn,
  fetchAftersale,
  markOrderDelivered,
  receiveReturn,
  recordRefund,
  returnPhotoLinks,
} from '../api/aftersale';
import { aftersaleRefusal } from '../model/aftersaleRefusal';
import { StatementImportDialog } from '../components/orders/StatementImportDialog';
import { pageCountOf, useListFilter, useListUrlState, useSettled } from '../model/listUrlState';
import { ORDER_FILTERS, ordersCsv } from '../model/orders';
import { PAYMENT_TO_VERIFY, paymentRefusalText, statusRefusalText } from '../model/ordersPayment';
import { useRowActions } from '../model/useRowActions';
import styles from '../components/orders/OrdersList.module.css';

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
  const [payment, setPayment] = useListFilter('payment');
  const search = useSettled(query);
  const orders = useAsync(() => fetchOrdersPage({ search, status, payment, page }), [search, status, payment, page]);
  const toVerify = useAsync(countPaymentsToVerify, []);
  // Marking an order paid issues its certificate, which names the admin by this name (issue 34).
  const userId = useUser()?.id;
  const certificateName = useAsync(async () => (userId ? fetchOwnDisplayName(userId) : undefined), [userId]);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);

  const orderIds = orders.status === 'ready' ? orders.data.rows.map((o) => o.id).join(',') : '';
  const aftersale = useAsync(() => fetchAftersale(orderIds ? orderIds.split(',') : []), [orderIds]);
  const refresh = () => Promise.all([orders.refetch(), toVerify.refetch(), aftersale.refetch()]);
  /** An after-sale step: the section shows a refusal itself (keeping what was typed), so it is thrown on. */
  const step = (run: () => Promise<void>) => async () => {
    await run();
    await refresh();
  };

  // One change of one order: the card is busy meanwhile, and a refusal is said on it in words; the
  // dialogs show a refusal themselves (keeping what was typed), so theirs is thrown on.
  const { busy, failed, run } = useRowActions('an order update', refresh);
  const changeStatus = (id: string, next: DirectOrderStatus) => run(id, () => updateOrderStatus(id, next), statusRefusalText);
  const markPaid = (id: string) => run(id, () => markOrderPaid(id), paymentRefusalText);
  const inDialog = (id: string, action: () => Promise<void>) => run(id, action);

  async function exportCsv() {
    setExporting(true);
    try {
      const all = await fetchAllOrders(search, status, payment);
      // Named by the day in India, as the file's dates are.
      download(`orders-${formatIsoIndia(new Date()).slice(0, 10)}.csv`, ordersCsv(all));
    } catch (error) {
      console.error('[sikka] order export failed', error);
      window.alert('Failed to load orders');
    } finally {
      setExporting(false);
    }
  }

  const data = orders.status === 'ready' ? orders.data : undefined;
  const filtered = query.trim() !== '' || status !== '' || payment !== '';
  const verifyCount = toVerify.status === 'ready' ? toVerify.data : undefined;
  return (
    <AdminListFrame
      title="Orders Dashboard"
      count={data?.total}
      searchLabel="Search orders by name, phone, address..."
      query={query}
      onQueryChange={(next) => update({ query: next })}
      actions={
        <>
          <Button variant="secondary" size="sm" onClick={() => setImporting(true)}>
            <FileUp aria-hidden="true" size={16} /> Import bank statement
          </Button>
          <Button variant="secondary" size="sm" onClick={exportCsv} disabled={exporting || !data || data.total === 0}>
            <Download aria-hidden="true" size={16} /> {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        </>
      }
      filters={
        <>
          <div className={styles.statusFilter}>
            <Select
              aria-label="Order status"
              options={ORDER_FILTERS.map((f) => ({ value: f.value || 'all', label: f.label }))}
              value={status || 'all'}
              onValueChange={(value) => setStatus(value === 'all' ? '' : value)}
            />
          </div>
          {/* The orders whose UTR waits for the admin, with how many there are whatever the other filters. */}
          <Button
            variant={payment === PAYMENT_TO_VERIFY ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={payment === PAYMENT_TO_VERIFY}
            className={styles.verifyFilter}
            onClick={() => setPayment(payment === PAYMENT_TO_VERIFY ? '' : PAYMENT_TO_VERIFY)}
          >
            Payment to verify
            {verifyCount !== undefined && (
              <Badge tone={verifyCount > 0 ? 'yellow' : 'neutral'} data-testid="payment-to-verify-count">
                {verifyCount}
              </Badge>
            )}
          </Button>
        </>
      }
      page={page}
      pageCount={data ? pageCountOf(data.total, PAGE_SIZE) : undefined}
      onPageChange={(next) => update({ page: next })}
    >
      {certificateName.status === 'error' ? (
        <LoadError
          title="Failed to load your name on certificates"
          error={certificateName.error}
          onRetry={certificateName.refetch}
        />
      ) : (
        <CertificateNameForm
          savedName={certificateName.status === 'ready' ? certificateName.data : undefined}
          onSave={saveOwnDisplayName}
        />
      )}
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
            <li key={order.id} data-row={order.id}>
              <OrderCard
                order={order}
                busy={busy === order.id}
                error={failed[order.id]}
                onStatusChange={(next) => changeStatus(order.id, next)}
                onMarkPaid={() => markPaid(order.id)}
                onMarkPaidWith={(reference) => inDialog(order.id, () => markOrderPaid(order.id, reference))}
                onMarkFulfilled={(shipment) => inDialog(order.id, () => markOrderFulfilled(order.id, shipment))}
                onRejectPayment={(reason) => inDialog(order.id, () => rejectOrderPayment(order.id, reason))}
                aftersale={
                  aftersale.status === 'ready' && aftersale.data.get(order.id) ? (
                    <OrderAftersale
                      // A new step starts its forms afresh (the refund's amount starts at the limit once one is due).
                      key={`${aftersale.data.get(order.id)!.return_request?.status ?? ''}-${aftersale.data.get(order.id)!.refund_limit ?? ''}`}
                      label={orderLabel(order.id)}
                      shipped={order.status === 'fulfilled' && order.payment_status === 'paid'}
                      row={aftersale.data.get(order.id)!}
                      onDelivered={step(() => markOrderDelivered(order.id))}
                      onDecide={(approve, note) => step(() => decideReturn(order.id, approve, note))()}
                      onReceive={(restock, note) => step(() => receiveReturn(order.id, restock, note))()}
                      onRefund={(amount, method, reference) => step(() => recordRefund(order.id, amount, method, reference))()}
                      photoLinks={returnPhotoLinks}
                      refusal={aftersaleRefusal}
                    />
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
      <StatementImportDialog
        open={importing}
        onOpenChange={setImporting}
        onImport={importBankStatement}
        onApplied={() => void refresh()}
      />
    </AdminListFrame>
  );
}
