import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Search } from 'lucide-react';
import { Badge, Input, PageFrame } from '@sikka/shared/ui';
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
  children: ReactNode;
}

/**
 * The frame every back-office list shares (spec §2 "Admin screens"): back link, title with a count
 * badge, actions, and a search box whose text lives in the URL; the screen's list goes inside.
 */
export function AdminListFrame({ title, count, searchLabel, query, onQueryChange, backLabel = 'Back to Home', actions, children }: AdminListFrameProps) {
  return (
    <PageFrame
      title={
        <span className={styles.title}>
          {title}
          {count !== undefined && (
            <Badge tone="neutral" aria-label={`${count} ${count === 1 ? 'item' : 'items'}`}>
              {count}
            </Badge>
          )}
        </span>
      }
    >
      <div className={styles.toolbar}>
        <Link to="/" className={styles.back}>
          <ArrowLeft aria-hidden="true" size={16} />
          {backLabel}
        </Link>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
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
      {children}
    </PageFrame>
  );
}
