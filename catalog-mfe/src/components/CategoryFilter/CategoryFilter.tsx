import type { AsyncState } from '@sikka/shared/async';
import type { Category } from '@sikka/shared/domain/categories';
import { cx } from '@sikka/shared/ui';
import styles from './CategoryFilter.module.css';

export interface CategoryFilterProps {
  categories: AsyncState<Category[]>;
  selected: string | null;
  onSelect(categoryId: string | null): void;
}

/** 'All Collections' plus one toggle per category (spec §2). */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const option = (id: string | null, label: string) => (
    <li key={id ?? 'all'}>
      <button
        type="button"
        className={cx(styles.category, selected === id && styles.selected)}
        aria-pressed={selected === id}
        onClick={() => onSelect(id)}
      >
        {label}
      </button>
    </li>
  );
  return (
    <nav aria-label="Categories" className={styles.filter}>
      <ul className={styles.list}>
        {option(null, 'All Collections')}
        {categories.status === 'ready' && categories.data.map((category) => option(category.id, category.name))}
      </ul>
      {categories.status === 'error' && (
        <p role="alert" className={styles.error}>
          Failed to load categories
        </p>
      )}
    </nav>
  );
}
