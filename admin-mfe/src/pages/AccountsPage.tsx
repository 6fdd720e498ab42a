import { useMemo } from 'react';
import { Download } from 'lucide-react';
import { useAsync } from '@sikka/shared/async';
import { accountsPeriodProblem, buildGstr1, parseAccountsPeriod, registerCsv } from '@sikka/shared/domain/accounts';
import { ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { useSearchParamsWriter } from '@sikka/shared/router';
import { Button, EmptyState, Field, NativeSelect, PageFrame, Spinner } from '@sikka/shared/ui';
import { fetchPeriodAccounts } from '../api/accounts';
import { ReconciliationSummary, SalesRegister } from '../components/accounts/SalesRegister';
import { LoadError } from '../components/orders/LoadError';
import { currentIndianMonthValue, download, periodOptions } from '../model/accounts';
import styles from './AccountsPage.module.css';

/** Accounts (issue 46): a month's or quarter's sales register, its reconciliation, the CSV and GSTR-1. */
export default function AccountsPage() {
  const [params, writeParams] = useSearchParamsWriter();
  const value = params.get('period') ?? currentIndianMonthValue();
  const period = parseAccountsPeriod(value);
  const problem = accountsPeriodProblem(period, new Date());
  const options = useMemo(() => periodOptions(new Date()), []);
  const accounts = useAsync(
    () =>
      period && !problem
        ? fetchPeriodAccounts(period)
        : Promise.reject(new Error(ERROR_TEXTS[problem ?? 'accounts_period_invalid'])),
    [value],
  );
  const data = accounts.status === 'ready' ? accounts.data : undefined;

  function exportCsv() {
    if (data && period) download(`sales-register-${value}.csv`, 'text/csv;charset=utf-8', registerCsv(data.rows));
  }
  function exportGstr1() {
    if (!data || !period) return;
    const file = buildGstr1(data.gstin, period, data.rows);
    download(`GSTR1_${data.gstin}_${period.fp}.json`, 'application/json', JSON.stringify(file, null, 2));
  }

  return (
    <PageFrame title="Accounts">
      <div className={styles.toolbar}>
        <Field label="Period" className={styles.period}>
          <NativeSelect
            options={options.some((o) => o.value === value) ? options : [{ value, label: value }, ...options]}
            value={value}
            onValueChange={(next) =>
              writeParams((current) => {
                current.set('period', next);
                return current;
              })
            }
          />
        </Field>
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={exportCsv} disabled={!data}>
            <Download aria-hidden="true" size={16} /> Export CSV
          </Button>
          <Button size="sm" onClick={exportGstr1} disabled={!data}>
            <Download aria-hidden="true" size={16} /> GSTR-1 JSON
          </Button>
        </div>
      </div>
      {accounts.status === 'loading' && <Spinner size="lg" label="Loading the accounts" />}
      {accounts.status === 'error' && (
        <LoadError title="Failed to load the accounts" error={accounts.error} onRetry={accounts.refetch} />
      )}
      {data && (
        <>
          <ReconciliationSummary reconciliation={data.reconciliation} />
          {data.rows.length === 0 ? (
            <EmptyState title="No invoices or credit notes in this period" hint="The exports are empty, valid files." />
          ) : (
            <SalesRegister rows={data.rows} />
          )}
        </>
      )}
    </PageFrame>
  );
}
