import { errorText } from '@sikka/shared/domain/errors';
import { Button, PageFrame, Spinner } from '@sikka/shared/ui';
import styles from './PageLoadState.module.css';

export interface PageLoadStateProps {
  /** The page's title, shown above the spinner or the error as it will be above the page. */
  title: string;
  /** A page's data that is not ready: still loading, or failed. */
  state: { status: 'loading' } | { status: 'error'; error: unknown };
  /** Shown for an error that carries no code of the shop's ('Failed to load categories'). */
  failedText: string;
  /** Loads again: a failed load offers 'Try again' (a blip of the network should not need a reload). */
  onRetry?(): void;
}

/** A page's frame before its data is there: a spinner while it loads, the reason in an alert if it failed. */
export function PageLoadState({ title, state, failedText, onRetry }: PageLoadStateProps) {
  return (
    <PageFrame title={title}>
      {state.status === 'loading' ? (
        <Spinner size="lg" label="Loading" />
      ) : (
        <div className={styles.failed}>
          <p role="alert">{errorText(state.error, failedText)}</p>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          )}
        </div>
      )}
    </PageFrame>
  );
}
