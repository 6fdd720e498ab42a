import { Link } from '@sikka/shared/router';
import { cx } from '../../lib/cx';
import { Button } from '../Button/Button';
import styles from './AccessDenied.module.css';

/** Why access was refused (spec §8 "Access"). */
export type AccessDeniedReason = 'Not authenticated' | 'Not authorized';

export interface AccessDeniedProps {
  reason?: AccessDeniedReason;
  /** What more the visitor should know (a staff role the screen is not for: issue 51). */
  detail?: string;
  className?: string;
}

/** The view every admin screen shows to non-admins (spec §2). */
export function AccessDenied({ reason, detail, className }: AccessDeniedProps) {
  return (
    <section className={cx(styles.denied, className)} data-reason={reason}>
      <h1 className={styles.title}>Access Denied</h1>
      <p>You don't have permission to view this page.</p>
      {reason && <p className={styles.reason}>{reason}</p>}
      {detail && <p>{detail}</p>}
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
