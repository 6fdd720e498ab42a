import { Link } from '@sikka/shared/router';
import { cx } from '../../lib/cx';
import styles from './Breadcrumb.module.css';

export interface BreadcrumbProps {
  /** The current page, shown after Home. */
  title: string;
  className?: string;
}

/** 'Home > {title}' trail of the policy pages (spec §2). */
export function Breadcrumb({ title, className }: BreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb" className={cx(styles.breadcrumb, className)}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to="/">Home</Link>
        </li>
        <li className={styles.item}>
          <span className={styles.separator} aria-hidden="true">
            &gt;
          </span>
          <span aria-current="page">{title}</span>
        </li>
      </ol>
    </nav>
  );
}
