import { PAGE_SIZE } from '@sikka/shared/config';
import type { CollectiblePage } from '../../model/browseQuery';
import type { AsyncState } from '@sikka/shared/async';
import styles from './ResultCount.module.css';

/** 'Showing 13–24 of 72 items', announced politely when the view changes. */
export function ResultCount({ page, currentPage }: { page: AsyncState<CollectiblePage>; currentPage: number }) {
  let text = '';
  if (page.status === 'ready' && page.data.items.length > 0) {
    const first = (currentPage - 1) * PAGE_SIZE + 1;
    const last = first + page.data.items.length - 1;
    const total = page.data.total;
    text = `Showing ${first}–${last} of ${total} ${total === 1 ? 'item' : 'items'}`;
  }
  return (
    <p className={styles.count} aria-live="polite" data-testid="result-count">
      {text}
    </p>
  );
}
