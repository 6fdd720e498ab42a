import { Link } from '@sikka/shared/router';
import { Button, DocumentMeta, pageTitle } from '@sikka/shared/ui';
import styles from './PageMessage.module.css';

export interface PageMessageProps {
  title: string;
  hint?: string;
  onRetry?(): void;
}

/** Not found or failed to load: the page's own heading, the way back to the auctions, and 'Try again' after a failure. */
export function PageMessage({ title, hint, onRetry }: PageMessageProps) {
  return (
    <section className={styles.message}>
      <DocumentMeta title={pageTitle(title)} />
      <h1 className={styles.title}>{title}</h1>
      {hint && <p className={styles.hint}>{hint}</p>}
      <div className={styles.actions}>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button asChild>
          <Link to="/auctions">All auctions</Link>
        </Button>
      </div>
    </section>
  );
}
