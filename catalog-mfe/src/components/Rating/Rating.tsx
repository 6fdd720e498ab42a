import { useId } from 'react';
import styles from './Rating.module.css';

/**
 * lucide's star (24 × 24, drawn with a stroke of 2), moved `dx` to the right: its three absolute
 * commands (M, L, L) take the offset, the rest of the path is relative.
 */
const star = (dx: number) =>
  `M${11.525 + dx} 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L${6.396 + dx} 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L${2.16 + dx} 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z`;

/** Five stars side by side, as one path. */
const STARS = [0, 1, 2, 3, 4].map((index) => star(index * 24)).join('');

/** How many of the five stars a rating fills: a star counts from a quarter below it (4.7 fills four, 4.8 five). */
function filledStars(value: number): number {
  return Math.min(5, Math.max(0, Math.floor(value + 0.25)));
}

/**
 * The decorative rating (spec §2, §9): 4.7 to 5.0, shown as stars and a number. The five stars are
 * one path, outlined, and the same path again (`<use>`), solid and cut after the filled ones; not an
 * icon each: five icons were ten of a card's ~45 elements and 3.5 kB of its HTML, a fifth of what
 * the home page's first paint styles and lays out and what hydration walks.
 */
export function Rating({ value }: { value: number }) {
  const label = value.toFixed(1);
  const filled = filledStars(value);
  const id = useId();
  return (
    <span className={styles.rating} role="img" aria-label={`Rated ${label} out of 5`}>
      <svg className={styles.stars} viewBox="0 0 120 24" aria-hidden="true">
        <path id={id} d={STARS} />
        <use href={`#${id}`} fill="currentColor" style={{ clipPath: `inset(0 ${(5 - filled) * 20}% 0 0)` }} />
      </svg>
      <span aria-hidden="true" className={styles.value}>
        {label}
      </span>
    </span>
  );
}
