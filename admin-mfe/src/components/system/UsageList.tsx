import { formatDateTime } from '@sikka/shared/format';
import { type BucketUsage, formatBytes, type RemoteVersion } from '../../model/system';
import styles from './System.module.css';

/** Storage used, bucket by bucket. */
export function StorageList({ buckets }: { buckets: BucketUsage[] }) {
  return (
    <section className={styles.section} aria-labelledby="system-storage">
      <h2 id="system-storage" className={styles.heading}>
        Storage
      </h2>
      <ul className={styles.list} aria-label="Storage used per bucket">
        {buckets.map((bucket) => (
          <li key={bucket.bucket} className={styles.item}>
            <p className={styles.name}>{bucket.bucket}</p>
            <dl className={styles.facts}>
              <dt>Used</dt>
              <dd>{formatBytes(bucket.bytes)}</dd>
              <dt>Files</dt>
              <dd>{bucket.objects}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The remotes in service: what each deployed manifest says of its build. */
export function RemoteVersionList({ remotes }: { remotes: RemoteVersion[] }) {
  return (
    <section className={styles.section} aria-labelledby="system-remotes">
      <h2 id="system-remotes" className={styles.heading}>
        Remotes in service
      </h2>
      <ul className={styles.list} aria-label="Remotes in service">
        {remotes.map((remote) => (
          <li key={remote.name} className={styles.item}>
            <p className={styles.name}>{remote.name}</p>
            <dl className={styles.facts}>
              <dt>Version</dt>
              <dd>{remote.version ?? 'Not stated'}</dd>
              <dt>Build</dt>
              <dd>{remote.build ?? 'Not stated'}</dd>
              <dt>Deployed</dt>
              <dd>{remote.deployedAt ? formatDateTime(remote.deployedAt) : 'Unknown'}</dd>
              <dt>Manifest</dt>
              <dd>{remote.entry}</dd>
            </dl>
            {remote.error && (
              <p role="alert" className={styles.error}>
                Could not be read: {remote.error}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
