import { RATING_MAX, RATING_MIN } from '@sikka/shared/config';

// The decorative rating (spec §2, §9) has four possible values: 4.7, 4.8, 4.9, 5.0.
const STEPS = Math.round((RATING_MAX - RATING_MIN) * 10) + 1;

function step(index: number): number {
  return Math.round((RATING_MIN + index / 10) * 10) / 10;
}

/** Stable rating for a listing card: the same id always shows the same value (FNV-1a hash). */
export function ratingFromId(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return step((hash >>> 0) % STEPS);
}

/** Rating shown on the detail page, chosen anew on each view. */
export function randomRating(random: () => number = Math.random): number {
  return step(Math.min(STEPS - 1, Math.floor(random() * STEPS)));
}
