import { describe, expect, it } from 'vitest';
import { periodOptions } from './accounts';

describe("the accounts screen's periods", () => {
  // 20:00 UTC on 31 January is 1 February in India: the screen's month is India's.
  const options = periodOptions(new Date('2026-01-31T20:00:00Z'));

  it('offer this month in India and the 23 before it, newest first, across the year', () => {
    const months = options.filter((option) => !option.value.includes('Q'));
    expect(months).toHaveLength(24);
    expect(months.slice(0, 3)).toEqual([
      { value: '2026-02', label: 'February 2026' },
      { value: '2026-01', label: 'January 2026' },
      { value: '2025-12', label: 'December 2025' },
    ]);
    expect(months.at(-1)).toEqual({ value: '2024-03', label: 'March 2024' });
  });

  it("then this year's quarter begun and the seven before it, each named by its months", () => {
    const quarters = options.filter((option) => option.value.includes('Q'));
    expect(quarters).toHaveLength(8);
    expect(quarters.slice(0, 2)).toEqual([
      { value: '2026-Q1', label: 'January-March 2026 (quarter)' },
      { value: '2025-Q4', label: 'October-December 2025 (quarter)' },
    ]);
    expect(quarters.at(-1)).toEqual({ value: '2024-Q2', label: 'April-June 2024 (quarter)' });
  });
});
