import { formatDateTime } from '@sikka/shared/format';
import { Badge, Button, EmptyState } from '@sikka/shared/ui';
import { type OutboxMessage, type OutboxSummary, templateLabel } from '../../model/system';
import styles from './System.module.css';

export interface OutboxListProps {
  summary: OutboxSummary;
  messages: OutboxMessage[];
  /** The message being retried. */
  busyId: string | null;
  /** A retry's refusal, by message. */
  errors: Record<string, string>;
  onRetry(id: string): void;
}

/** The e-mails waiting and failed in the outbox, failed first, each failed one with its Retry. */
export function OutboxList({ summary, messages, busyId, errors, onRetry }: OutboxListProps) {
  return (
    <section className={styles.section} aria-labelledby="system-outbox">
      <h2 id="system-outbox" className={styles.heading}>
        E-mails <Badge tone={summary.ok ? 'green' : 'red'}>{summary.ok ? 'OK' : 'Needs attention'}</Badge>
      </h2>
      <p className={styles.summary}>
        {summary.waiting} waiting ({summary.waiting_too_long} too long), {summary.failed} failed
      </p>
      {messages.length === 0 ? (
        <EmptyState title="No e-mails waiting" hint="Every e-mail the shop owes has been sent." />
      ) : (
        <ul className={styles.list} aria-label="E-mails waiting and failed">
          {messages.map((message) => (
            <li key={message.id} className={styles.item}>
              <div className={styles.itemHead}>
                <p className={styles.name}>{templateLabel(message.template)}</p>
                <Badge tone={message.status === 'failed' ? 'red' : 'yellow'}>
                  {message.status === 'failed' ? 'Failed' : 'Waiting'}
                </Badge>
              </div>
              <dl className={styles.facts}>
                <dt>To</dt>
                <dd>{message.recipient}</dd>
                <dt>Queued</dt>
                <dd>{formatDateTime(message.created_at)}</dd>
                <dt>Tries</dt>
                <dd>{message.attempts}</dd>
                {message.last_error && (
                  <>
                    <dt>Last error</dt>
                    <dd>{message.last_error}</dd>
                  </>
                )}
              </dl>
              {errors[message.id] && (
                <p role="alert" className={styles.error}>
                  {errors[message.id]}
                </p>
              )}
              {message.status === 'failed' && (
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busyId === message.id}
                    aria-label={`Retry the e-mail to ${message.recipient}`}
                    onClick={() => onRetry(message.id)}
                  >
                    {busyId === message.id ? 'Retrying…' : 'Retry'}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
