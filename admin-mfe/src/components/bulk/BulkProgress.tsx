import styles from './BulkProgress.module.css';

/** The overall progress of a bulk upload: items finished (uploaded or failed) of all. */
export function BulkProgress({ done, total }: { done: number; total: number }) {
  return (
    <div className={styles.progress}>
      <progress max={Math.max(total, 1)} value={done} aria-label="Bulk upload progress" className={styles.bar} />
      <span className={styles.text}>
        {done} of {total} items processed
      </span>
    </div>
  );
}
