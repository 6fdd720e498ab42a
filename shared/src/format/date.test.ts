import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';

describe('formatDate', () => {
  it("uses 'MMMM d, yyyy'", () => {
    expect(formatDate(new Date(2024, 2, 15, 23, 59))).toBe('March 15, 2024');
    expect(formatDate(new Date(2023, 0, 5))).toBe('January 5, 2023');
  });

  it('reads a bare calendar date without shifting the day', () => {
    expect(formatDate('2024-03-15')).toBe('March 15, 2024');
  });

  it('accepts an ISO timestamp', () => {
    const iso = new Date(2024, 11, 31, 12).toISOString();
    expect(formatDate(iso)).toBe('December 31, 2024');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the time of day', () => {
    expect(formatDateTime(new Date(2024, 2, 15, 14, 5))).toMatch(/^March 15, 2024.*2:05\sPM$/);
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDateTime('')).toBe('');
  });
});
