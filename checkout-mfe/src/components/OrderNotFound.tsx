import { Link } from '@sikka/shared/router';
import { Button, PageFrame } from '@sikka/shared/ui';
import styles from './OrderPageView.module.css';

/** An unknown or tampered order link: the same words whatever was wrong, so a guess learns nothing. */
export const ORDER_NOT_FOUND = 'Order not found';

export function OrderNotFound() {
  return (
    <PageFrame title={ORDER_NOT_FOUND}>
      <div className={styles.notFound}>
        <p>
          This order link is not valid. Please use the link from your order e-mail or from the payment step, exactly as it was
          given.
        </p>
        <Button asChild>
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </PageFrame>
  );
}
