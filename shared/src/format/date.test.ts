import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatIsoIndia } from './date';

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
  it('adds the time of day on the Indian clock, and says so', () => {
    expect(formatDateTime('2024-03-15T08:35:00Z')).toBe('March 15, 2024 at 2:05 PM IST');
    // The walk's case (issue 50): a deadline past midnight in India is the next day there.
    expect(formatDateTime('2026-11-28T21:16:00Z')).toBe('November 29, 2026 at 2:46 AM IST');
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
      expect(formatDateTime(at)).toBe(`${intl.format(at).replace(/\s/g, ' ')} IST`);
    }
  });

  it('writes midnight and noon as 12', () => {
    expect(formatDateTime('2024-03-14T18:30:00Z')).toBe('March 15, 2024 at 12:00 AM IST');
    expect(formatDateTime('2024-03-15T06:30:00Z')).toBe('March 15, 2024 at 12:00 PM IST');
  });
});

describe('formatIsoIndia (CSV exports)', () => {
  it('writes the Indian date and time with the +05:30 offset', () => {
    expect(formatIsoIndia('2026-11-28T21:16:07.123Z')).toBe('2026-11-29T02:46:07+05:30');
    expect(formatIsoIndia('2024-03-15T08:35:00Z')).toBe('2024-03-15T14:05:00+05:30');
  });

  it('names the same instant it was given', () => {
    for (const iso of ['2026-11-28T21:16:07Z', '2024-02-29T18:30:00Z', '2025-12-31T23:59:59Z']) {
      expect(new Date(formatIsoIndia(iso)).getTime()).toBe(new Date(iso).getTime());
    }
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatIsoIndia('later')).toBe('');
  });
});
