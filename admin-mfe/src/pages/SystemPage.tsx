import { useState } from 'react';
import { useAction, useAsync } from '@sikka/shared/async';
import { errorText } from '@sikka/shared/domain/errors';
import { PageFrame, Spinner } from '@sikka/shared/ui';
import { fetchReleaseStatus, setReleaseOverride } from '../api/releases';
import { fetchRemoteVersions, fetchSystemStatus, retryOutboxMessage } from '../api/system';
import { LoadError } from '../components/orders/LoadError';
import { JobList } from '../components/system/JobList';
import { ReleaseList } from '../components/system/ReleaseList';
import { OutboxList } from '../components/system/OutboxList';
import styles from '../components/system/System.module.css';
import { RemoteVersionList, StorageList } from '../components/system/UsageList';

const RETRY_FAILED = 'Failed to retry the e-mail. Please try again.';

/**
 * System (owner only, issue 51): the outbox with a retry, the scheduled jobs, storage used, the remotes in
 * service, and their releases (issue 48: live, canary, history, errors per version; a version to try).
 */
export default function SystemPage() {
  const status = useAsync(fetchSystemStatus, []);
  const remotes = useAsync(() => fetchRemoteVersions(), []);
  const releases = useAsync(fetchReleaseStatus, []);
  // What this browser was last set to load (issue 48's override), said under the form.
  const [tried, setTried] = useState<string | undefined>(undefined);
  const tryVersion = useAction(
    async (remote: string | null, version?: string) => {
      setTried(undefined);
      await setReleaseOverride(remote, version);
      setTried(
        remote
          ? `This browser now loads ${remote} ${version} on its next page (for 8 hours at most, or until you stop).`
          : 'This browser loads what visitors get again.',
      );
    },
    (error) => errorText(error, 'Failed to set the version to try. Please try again.'),
  );
  // The e-mail the last Retry was for: its button is off while it runs, its failure said beside it.
  const [retried, setRetried] = useState<string | null>(null);
  const retry = useAction(
    async (id: string) => {
      setRetried(id);
      await retryOutboxMessage(id);
      await status.refetch();
    },
    (error) => errorText(error, RETRY_FAILED),
  );
  const busyId = retry.pending ? retried : null;
  const errors: Record<string, string> = retried && retry.failure ? { [retried]: retry.failure } : {};

  return (
    <PageFrame title="System">
      <div className={styles.sections}>
        {status.status === 'loading' && <Spinner size="lg" label="Loading the system's state" />}
        {status.status === 'error' && (
          <LoadError
            title={errorText(status.error, 'Failed to load the system panel')}
            error={status.error}
            onRetry={status.refetch}
          />
        )}
        {status.status === 'ready' && (
          <>
            <OutboxList
              summary={status.data.summary}
              messages={status.data.outbox}
              busyId={busyId}
              errors={errors}
              onRetry={retry.run}
            />
            <JobList jobs={status.data.jobs} />
            <StorageList buckets={status.data.storage} />
          </>
        )}
        {remotes.status === 'error' && (
          <LoadError title="Failed to read the remotes in service" error={remotes.error} onRetry={remotes.refetch} />
        )}
        {remotes.status === 'ready' && <RemoteVersionList remotes={remotes.data} />}
        {releases.status === 'error' && (
          <LoadError title="Failed to read the releases" error={releases.error} onRetry={releases.refetch} />
        )}
        {releases.status === 'ready' && releases.data && (
          <ReleaseList
            status={releases.data}
            onTry={tryVersion.run}
            trying={tryVersion.pending}
            tryFailure={tryVersion.failure}
            tried={tried}
          />
        )}
      </div>
    </PageFrame>
  );
}
