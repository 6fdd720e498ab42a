import { formatDateTime } from '@sikka/shared/format';
import { Badge } from '@sikka/shared/ui';
import { changesOf, kindLabel, type ActivityEntry } from '../../model/activity';
import styles from './Activity.module.css';

/** One entry of the activity log: when, who, what kind of change to which record, and before → after. */
export function ActivityEntryCard({ entry }: { entry: ActivityEntry }) {
  const changes = changesOf(entry);
  return (
    <li className={styles.entry}>
      <div className={styles.head}>
        <p className={styles.kind}>{kindLabel(entry.kind)}</p>
        <time className={styles.when} dateTime={entry.at}>
          {formatDateTime(entry.at)}
        </time>
      </div>
      <p className={styles.who}>
        {entry.actor_name} <Badge tone="neutral">{entry.actor_role}</Badge>
      </p>
      <p className={styles.what}>
        {entry.record_label ?? '—'}
        {entry.record_id && <span className={styles.id}> ({entry.record_id})</span>}
      </p>
      {changes.length > 0 && (
        <table className={styles.changes}>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.column}>
                <th scope="row">{change.column}</th>
                <td>{change.before}</td>
                <td>{change.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {entry.before === null && entry.after !== null && <p className={styles.note}>Created</p>}
      {entry.after === null && entry.before !== null && <p className={styles.note}>Deleted</p>}
    </li>
  );
}
