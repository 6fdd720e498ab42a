import type { StatusChange } from '@sikka/shared/domain/orders';
import { formatDateTime } from '@sikka/shared/format';
import styles from './StatusHistory.module.css';

const label = (status: string | null) => (status ? status.charAt(0).toUpperCase() + status.slice(1) : 'New');

export interface StatusHistoryProps {
  /** Oldest first, as the status_history trigger recorded them. */
  changes: readonly StatusChange[];
}

/**
 * An order's or a submission's status changes (issue 15 item 7): who, when, from → to. Folded by
 * default so a card stays short; nothing is shown before the first change.
 */
export function StatusHistory({ changes }: StatusHistoryProps) {
  if (changes.length === 0) return null;
  return (
    <details className={styles.history}>
      <summary className={styles.summary}>Status history ({changes.length})</summary>
      <ol className={styles.list}>
        {changes.map((change) => (
          <li key={`${change.at}-${change.to}`} className={styles.entry}>
            <span className={styles.change}>
              {label(change.from)} → {label(change.to)}
            </span>
            <span className={styles.meta}>
              {change.by} · <time dateTime={change.at}>{formatDateTime(change.at)}</time>
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
