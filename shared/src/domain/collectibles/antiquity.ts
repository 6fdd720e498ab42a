import { indianClock } from '@sikka/shared/format';

/**
 * India's Antiquities and Art Treasures Act 1972: a piece 100 or more years old is an antiquity (sold for
 * delivery within India only). Computed from the year AD, never stored: the answer changes every 1 January,
 * counted in India's time zone since the rule is India's. Negative years are BCE.
 */
export const ANTIQUITY_AGE_YEARS = 100;
export const ANTIQUITY_NOTICE =
  'Antiquity — over 100 years old. Sold for delivery within India only; export needs permission from the Archaeological Survey of India.';

/** The calendar year in India at `now`. */
export function yearInIndia(now: Date): number {
  return indianClock(now).year;
}

/** Whether a piece of `yearAd` is an antiquity at `now` (injected: the clock is the caller's). */
export function isAntiquity(yearAd: number | null | undefined, now: Date): boolean {
  if (yearAd === null || yearAd === undefined || !Number.isInteger(yearAd)) return false;
  return yearInIndia(now) - yearAd >= ANTIQUITY_AGE_YEARS;
}
