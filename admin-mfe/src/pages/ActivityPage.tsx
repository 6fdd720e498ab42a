import { useState } from 'react';
import { Download } from 'lucide-react';
import { useAsync } from '@sikka/shared/async';
import { ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { Button, EmptyState, PageFrame, Pagination, Spinner } from '@sikka/shared/ui';
import { fetchActivityPage, fetchAllActivity } from '../api/activity';
import { ActivityEntryCard } from '../components/activity/ActivityEntryCard';
import { ActivityFilters } from '../components/activity/ActivityFilters';
import { LoadError } from '../components/orders/LoadError';
import { ACTIVITY_PAGE_SIZE, activityCsv, datesReversed, type ActivityFilter } from '../model/activity';
import { pageCountOf, useListFilter, useListUrlState } from '../model/listUrlState';
import styles from '../components/activity/Activity.module.css';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Activity Log (issue 51, the owner's): every change a staff account made, newest first, written by the
 * database in the change's own transaction; filtered by person, kind and days, paged, exported as CSV.
 */
export default function ActivityPage() {
  const { page, update } = useListUrlState();
  const [person, setPerson] = useListFilter('person');
  const [kind, setKind] = useListFilter('kind');
  const [from, setFrom] = useListFilter('from');
  const [to, setTo] = useListFilter('to');
  const filter: ActivityFilter = { person, kind, from, to };
  const reversed = datesReversed(from, to);
  const activity = useAsync(
    () => (reversed ? Promise.resolve(null) : fetchActivityPage({ person, kind, from, to }, page, ACTIVITY_PAGE_SIZE)),
    [person, kind, from, to, page, reversed],
  );
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const setters = { person: setPerson, kind: setKind, from: setFrom, to: setTo };

  async function exportCsv() {
    setExporting(true);
    setExportFailed(false);
    try {
      const rows = await fetchAllActivity(filter);
      download(`sikka-activity-${new Date().toISOString().slice(0, 10)}.csv`, activityCsv(rows));
    } catch (error) {
      console.error('[sikka] the activity export failed', error);
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  }

  const data = activity.status === 'ready' ? activity.data : undefined;
  return (
    <PageFrame title="Activity Log">
      <ActivityFilters
        filter={filter}
        people={data?.people ?? []}
        onChange={(name, value) => setters[name](value)}
        dateError={reversed ? ERROR_TEXTS.activity_dates_reversed : undefined}
      />
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {data ? `${data.total} ${data.total === 1 ? 'change' : 'changes'}` : ''}
        </p>
        <Button variant="secondary" size="sm" onClick={exportCsv} disabled={exporting || !data || data.total === 0}>
          <Download aria-hidden="true" size={16} /> {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>
      {exportFailed && (
        <p role="alert" className={styles.note}>
          Failed to export the activity log. Please try again.
        </p>
      )}
      {activity.status === 'loading' && <Spinner size="lg" label="Loading the activity log" />}
      {activity.status === 'error' && (
        <LoadError title="Failed to load the activity log" error={activity.error} onRetry={activity.refetch} />
      )}
      {data && data.rows.length === 0 && (
        <EmptyState title="No changes found" hint="Changes made by the staff show here, newest first." />
      )}
      {data && data.rows.length > 0 && (
        <>
          <ol className={styles.list} aria-label="Changes">
            {data.rows.map((entry) => (
              <ActivityEntryCard key={entry.id} entry={entry} />
            ))}
          </ol>
          <Pagination
            page={page}
            pageCount={pageCountOf(data.total, ACTIVITY_PAGE_SIZE)}
            onPageChange={(next) => update({ page: next })}
          />
        </>
      )}
    </PageFrame>
  );
}
