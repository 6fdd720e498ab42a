// Invoice and credit-note serials (CGST Rule 46(b): consecutive, at most 16 characters, unique in the
// financial year) and the financial year itself. SQL twins: private.financial_year_start() and
// private.document_serial() (a test holds them equal).

/** India has one time zone and no daylight saving: a date's day in India is its UTC time + 5 h 30 min. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The first calendar year of the April–March financial year holding `at` (in India's time). */
export function financialYearStart(at: Date): number {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  return india.getUTCMonth() >= 3 ? year : year - 1;
}

/** '26-27' for the year from 1 April 2026 to 31 March 2027. */
export function financialYearLabel(startYear: number): string {
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(startYear)}-${two(startYear + 1)}`;
}

export const SERIAL_MAX_LENGTH = 16;

/** 'SK/26-27/000042': the series' prefix (at most 3 characters), the year, the number (6 digits or more). */
export function documentSerial(prefix: string, startYear: number, number: number): string {
  const serial = `${prefix}/${financialYearLabel(startYear)}/${String(number).padStart(6, '0')}`;
  if (serial.length > SERIAL_MAX_LENGTH) throw new RangeError(`Serial ${serial} is longer than ${SERIAL_MAX_LENGTH} characters`);
  return serial;
}
