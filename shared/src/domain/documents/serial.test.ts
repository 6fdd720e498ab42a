import { describe, expect, it } from 'vitest';
import { documentSerial, financialYearLabel, financialYearStart, SERIAL_MAX_LENGTH } from './serial';

describe('financialYearStart: April to March, in India’s time', () => {
  it.each([
    ['2027-03-31T18:29:59Z', 2026], // 23:59:59 on 31 March in India
    ['2027-03-31T18:30:00Z', 2027], // midnight starting 1 April in India
    ['2027-01-15T12:00:00Z', 2026],
    ['2026-04-01T00:00:00Z', 2026],
    ['2026-12-31T20:00:00Z', 2026], // already 1 January 2027 in India, still the same year
  ])('%s belongs to the year starting %d', (at, year) => {
    expect(financialYearStart(new Date(at))).toBe(year);
  });

  it('labels years by their two calendar years', () => {
    expect(financialYearLabel(2026)).toBe('26-27');
    expect(financialYearLabel(2099)).toBe('99-00');
  });
});

describe('documentSerial', () => {
  it('writes the prefix, the year and a zero-padded number within 16 characters', () => {
    expect(documentSerial('SK', 2026, 42)).toBe('SK/26-27/000042');
    expect(documentSerial('SKC', 2026, 1)).toHaveLength(SERIAL_MAX_LENGTH);
  });

  it('refuses a serial longer than Rule 46 allows', () => {
    expect(() => documentSerial('SKC', 2026, 1_000_000)).toThrow(RangeError);
  });
});
