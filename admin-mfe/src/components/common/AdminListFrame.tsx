import type { ReactNode } from 'react';
import { Link } from '@sikka/shared/router';
import { ArrowLeft, Search } from 'lucide-react';
import { Badge, Input, PageFrame, Pagination } from '@sikka/shared/ui';
import styles from './AdminListFrame.module.css';

export interface AdminListFrameProps {
  title: string;
  /** How many rows match (the count badge); undefined while loading. */
  count?: number;
  /** The search box's placeholder and accessible name (spec §2 texts). */
  searchLabel: string;
  query: string;
  onQueryChange(query: string): void;
  /** A 'Back to Home' link (or another label) above the title. */
  backLabel?: string;
  /** Buttons beside the title ('New Post', 'New Promo Code', 'Export CSV'). */
  actions?: ReactNode;
  /** Filters beside the search box (a status select), kept in the URL by the screen. */
  filters?: ReactNode;
  /** Paging below the list: shown when both are given and there is more than one page. */
  page?: number;
  pageCount?: number;
  onPageChange?(page: number): void;
  children: ReactNode;
}

/**
 * The frame every back-office list shares (spec §2 "Admin screens"): back link, title with a count
 * badge, actions, and a search box whose text lives in the URL; the screen's list goes inside.
 */
export function AdminListFrame({
  title,
  count,
  searchLabel,
  query,
  onQueryChange,
  backLabel = 'Back to Home',
  actions,
  filters,
  page,
  pageCount,
  onPageChange,
  children,
}: AdminListFrameProps) {
  return (
    // The count badge sits beside the title rather than inside the h1, so the heading reads as the
    // screen's name alone (to screen readers and to the tests that look for it).
    <PageFrame title={title}>
      <div className={styles.toolbar}>
        <Link to="/" className={styles.back}>
          <ArrowLeft aria-hidden="true" size={16} />
          {backLabel}
        </Link>
        <div className={styles.actions}>
          {count !== undefined && (
            <span className={styles.count}>
              <span className={styles.visuallyHidden}>Count: </span>
              <Badge tone="neutral" data-testid="count-badge">
                {count}
              </Badge>
            </span>
          )}
          {actions}
        </div>
      </div>
      <div className={styles.searchRow}>
        <div className={styles.search}>
          <Search aria-hidden="true" size={18} className={styles.searchIcon} />
          <Input
            type="search"
            aria-label={searchLabel}
            placeholder={searchLabel}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            className={styles.searchInput}
          />
        </div>
        {filters && <div className={styles.filters}>{filters}</div>}
      </div>
      {children}
      {page !== undefined && pageCount !== undefined && onPageChange && (
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} className={styles.pagination} />
      )}
    </PageFrame>
  );
}
