import { Button } from '@sikka/shared/ui';
import styles from './RemoteFallback.module.css';

export const REMOTE_UNAVAILABLE = 'This part of the shop is unavailable right now';

/** Shown in place of a remote that cannot be loaded; the rest of the page keeps working. */
export function RemoteFallback({ onRetry }: { onRetry(): void }) {
  return (
    <div role="alert" className={styles.fallback}>
      <p className={styles.message}>{REMOTE_UNAVAILABLE}</p>
      <p className={styles.hint}>Please try again in a moment.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
