import { Button } from '@sikka/shared/ui';
import styles from './LoadError.module.css';

export interface LoadErrorProps {
  /** The screen's spec §8 "Admin loads" text, e.g. 'Failed to load orders'. */
  title: string;
  error: unknown;
  onRetry(): void;
}

const messageOf = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : '';

/** A back-office list that could not load: the spec's text, the error's message when one exists, a retry. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const message = messageOf(error);
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.title}>{title}</p>
      {message && message !== title && <p className={styles.message}>{message}</p>}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
