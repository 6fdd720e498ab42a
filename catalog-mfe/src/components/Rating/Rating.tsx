import { Star } from 'lucide-react';
import styles from './Rating.module.css';

/** The decorative rating (spec §2, §9): 4.7 to 5.0, shown as stars and a number. */
export function Rating({ value }: { value: number }) {
  const label = value.toFixed(1);
  return (
    <span className={styles.rating} role="img" aria-label={`Rated ${label} out of 5`}>
      <span className={styles.stars} aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} className={styles.star} data-filled={value >= n - 0.25 ? '' : undefined} />
        ))}
      </span>
      <span aria-hidden="true" className={styles.value}>
        {label}
      </span>
    </span>
  );
}
