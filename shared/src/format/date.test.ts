import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';

describe('formatDate', () => {
  it("uses 'MMMM d, yyyy', on an Indian clock whatever the machine's", () => {
    expect(formatDate('2024-03-15T18:29:00Z')).toBe('March 15, 2024'); // 23:59 IST
    expect(formatDate('2024-03-15T18:31:00Z')).toBe('March 16, 2024'); // 00:01 IST
    expect(formatDate(new Date(Date.UTC(2023, 0, 5, 6)))).toBe('January 5, 2023');
  });

  it('reads a bare calendar date without shifting the day', () => {
    expect(formatDate('2024-03-15')).toBe('March 15, 2024');
    expect(formatDate('2024-12-31')).toBe('December 31, 2024');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the time of day, in IST', () => {
    expect(formatDateTime('2024-03-15T08:35:00Z')).toMatch(/^March 15, 2024.*2:05\sPM$/);
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDateTime('')).toBe('');
  });
});
