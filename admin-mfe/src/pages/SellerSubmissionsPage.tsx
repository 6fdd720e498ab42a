import { useCallback, useMemo, useRef, useState } from 'react';
import { useAsync } from '@sikka/shared/async';
import { PAGE_SIZE } from '@sikka/shared/config';
import { fetchStatusHistory } from '@sikka/shared/domain/orders';
import {
  deleteSellerSubmission,
  fetchSellerSubmissionPage,
  removeUnreferencedSellerUploads,
  subscribeToSellerSubmissions,
  updateSellerSubmissionStatus,
} from '@sikka/shared/domain/sellerSubmissions';
import { EmptyState, Spinner } from '@sikka/shared/ui';
import { AdminListFrame } from '../components/common/AdminListFrame';
import { LoadError } from '../components/orders/LoadError';
import { SubmissionCard } from '../components/submissions/SubmissionCard';
import { pageCountOf, useListUrlState, useSettled } from '../model/listUrlState';
import { useSellerUploadsCleanup } from '../model/submissionsCleanup';
import { useLiveRefresh } from '../model/submissionsLive';
import { useRowActions } from '../model/useRowActions';
import { NO_EDITS, shownSubmissions, wantsSubmissionChange, type LocalSubmissionEdits } from '../model/submissionsList';
import styles from '../components/submissions/SubmissionsList.module.css';

const UPDATE_FAILED = 'Failed to update status. Please try again.';
const DELETE_FAILED = 'Failed to delete submission. Please try again.';

/** A page of submissions; `readAt` lets local edits outrank older reads. */
async function readSubmissions(query: string, page: number) {
  const readAt = Date.now();
  return { ...(await fetchSellerSubmissionPage({ query, page })), readAt };
}

/** Seller Submissions (spec §2): live, searched and paged in the database. */
export default function SellerSubmissionsPage() {
  const { query, page, update } = useListUrlState();
  const search = useSettled(query);
  const submissions = useAsync(() => readSubmissions(search, page), [search, page]);
  // The cards show as soon as their page arrives (a live submission must appear fast); the history
  // follows each read.
  const read = submissions.status === 'ready' ? submissions.data : undefined;
  const history = useAsync(async () => (read ? fetchStatusHistory(read.rows.map((row) => row.id)) : undefined), [read]);
  const [edits, setEdits] = useState<LocalSubmissionEdits>(NO_EDITS);
  const removed = useRef(edits.removed);
  removed.current = edits.removed;

  const { refetch } = submissions;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const wants = useCallback(
    (change: Parameters<typeof wantsSubmissionChange>[0]) => wantsSubmissionChange(change, removed.current),
    [],
  );
  useLiveRefresh(subscribeToSellerSubmissions, refresh, wants);
  useSellerUploadsCleanup(removeUnreferencedSellerUploads);

  // The list is live: a change reads it again by itself.
  const { busy, failed, run: act } = useRowActions('a seller submission change');

  const changeStatus = (id: string, status: 'accepted' | 'rejected') =>
    act(
      id,
      async () => {
        await updateSellerSubmissionStatus(id, status);
        setEdits((current) => ({ ...current, saved: { ...current.saved, [id]: { status, at: Date.now() } } }));
        void refetch();
      },
      UPDATE_FAILED,
    );

  const remove = (id: string) =>
    act(
      id,
      async () => {
        await deleteSellerSubmission(id);
        setEdits((current) => ({ ...current, removed: new Set(current.removed).add(id) }));
        // Fills the page again; the removed card stays hidden whatever an older read answers.
        void refetch();
      },
      DELETE_FAILED,
    );

  const shown = useMemo(
    () => (submissions.status === 'ready' ? shownSubmissions(submissions.data, edits) : undefined),
    [submissions, edits],
  );
  const searching = query.trim() !== '' || page > 1;

  return (
    <AdminListFrame
      title="Seller Submissions - Admin"
      count={shown?.count}
      searchLabel="Search by name, phone, or status..."
      query={query}
      onQueryChange={(next) => update({ query: next })}
      page={page}
      pageCount={shown ? pageCountOf(shown.count, PAGE_SIZE) : undefined}
      onPageChange={(next) => update({ page: next })}
    >
      {submissions.status === 'loading' && <Spinner size="lg" label="Loading submissions" />}
      {submissions.status === 'error' && (
        <LoadError title="Failed to load submissions" error={submissions.error} onRetry={refresh} />
      )}
      {shown && shown.rows.length === 0 && searching && (
        <EmptyState title="No matching submissions found" hint="Try adjusting your search terms" />
      )}
      {shown && shown.rows.length === 0 && !searching && (
        <EmptyState title="No Submissions Yet" hint="Seller submissions will appear here when users submit their coins/notes." />
      )}
      {shown && shown.rows.length > 0 && (
        <ul className={styles.list} aria-busy={submissions.status === 'ready' && submissions.refreshing}>
          {shown.rows.map((submission) => (
            <li key={submission.id} data-row={submission.id}>
              <SubmissionCard
                submission={submission}
                history={history.status === 'ready' ? history.data?.get(submission.id) : undefined}
                busy={busy === submission.id}
                error={failed[submission.id]}
                onStatusChange={(status) => changeStatus(submission.id, status)}
                onDelete={() => remove(submission.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </AdminListFrame>
  );
}
