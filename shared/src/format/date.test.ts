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

describe('the Indian clock', () => {
  it("reads what Intl's Asia/Kolkata reads, from 1950 to 2100", () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    const from = Date.UTC(1950, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    for (let i = 0; i < 2000; i++) {
      const at = new Date(from + ((to - from) * ((i * 7919) % 2000)) / 2000 + i * 61_000);
      // Intl writes a narrow no-break space before AM/PM in newer locale data; the shop writes a space.
      expect(formatDateTime(at)).toBe(intl.format(at).replace(/\s/g, ' '));
    }
  });

  it('writes midnight and noon as 12', () => {
    expect(formatDateTime('2024-03-14T18:30:00Z')).toBe('March 15, 2024 at 12:00 AM');
    expect(formatDateTime('2024-03-15T06:30:00Z')).toBe('March 15, 2024 at 12:00 PM');
  });
});
