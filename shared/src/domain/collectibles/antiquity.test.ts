import { describe, expect, it } from 'vitest';
import { isAntiquity, yearInIndia } from './antiquity';

// Instants in India's time (UTC+05:30): the rule's year turns at midnight in India.
const ist = (local: string) => new Date(`${local}+05:30`);

describe('isAntiquity', () => {
  it('a piece of 1926 is not an antiquity on 31 December 2025, and is one on 1 January 2026', () => {
    expect(isAntiquity(1926, ist('2025-12-31T23:59:59'))).toBe(false);
    expect(isAntiquity(1926, ist('2026-01-01T00:00:00'))).toBe(true);
  });

  it('counts the year in India: 1 January in India is still 31 December in UTC', () => {
    const now = ist('2026-01-01T00:30:00');
    expect(now.getUTCFullYear()).toBe(2025);
    expect(yearInIndia(now)).toBe(2026);
    expect(isAntiquity(1926, now)).toBe(true);
  });

  it('ancient (BCE, negative) pieces are antiquities; recent ones and unknown years are not', () => {
    const now = ist('2026-06-01T12:00:00');
    expect(isAntiquity(-321, now)).toBe(true);
    expect(isAntiquity(1835, now)).toBe(true);
    expect(isAntiquity(1947, now)).toBe(false);
    expect(isAntiquity(null, now)).toBe(false);
    expect(isAntiquity(undefined, now)).toBe(false);
  });
});
