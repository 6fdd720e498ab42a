// @sikka/shared/csv: the back office's exports (orders, activity, the sales register, an auction's
// results) written one way. Back-office code, in an entry of its own: no visitor's page loads it.

/** A cell: text, a number, or nothing (an empty field). */
export type CsvCell = string | number | null | undefined;

/** A number as text ('-12.50'): written as it is, for a spreadsheet to read as the number it is. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One field (RFC 4180): quoted when it holds a comma, a quote or a line break. Text that begins with
 * = + - @, a tab or a carriage return (and is not a plain number) gets a leading ', so a spreadsheet
 * shows it and never runs it as a formula (OWASP, "CSV Injection").
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows (the header first) as CSV: fields by commas, each row ended by CRLF (RFC 4180). */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
