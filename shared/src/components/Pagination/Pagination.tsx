import { cx } from '../../lib/cx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageItems } from './pages';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
  className?: string;
}

/** Page-number pagination; renders nothing when everything fits on one page. */
export function Pagination({ page, pageCount, onPageChange, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className={cx(styles.pagination, className)}>
      <button
        type="button"
        className={styles.step}
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" focusable="false" size={16} />
      </button>
      {pageItems(page, pageCount).map((item, index, items) =>
        item === 'gap' ? (
          // A gap has no page number: it is named by the page before it.
          <span key={`gap-after-${items[index - 1]}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={cx(styles.page, item === page && styles.current)}
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => item !== page && onPageChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.step}
        aria-label="Next page"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRight aria-hidden="true" focusable="false" size={16} />
      </button>
    </nav>
  );
}
