import Papa from 'papaparse';
import { ERROR_TEXTS } from '@sikka/shared/domain/errors';

/**
 * Reading a bank statement CSV for the payment import (issues 31 and 49). The credits are matched to
 * orders in the database (import_bank_statement: by the buyer's reference, by the order's reference in
 * the narration, or proposed by amount and date); this file only turns the bank's export into credit
 * lines. Two banks' layouts are read, found by their header row wherever it stands (exports put the
 * account's details above it).
 */
export interface StatementLayout {
  bank: string;
  /** The header row as the bank writes it: what the dialog lists and the sample file carries. */
  columns: readonly string[];
  date: string;
  narration: string;
  reference: string;
  credit: string;
  /** The sample file: its name and lines (the kinds of credit the import matches, and a debit). */
  sample: { file: string; rows: readonly (readonly string[])[] };
}

export const STATEMENT_LAYOUTS: readonly StatementLayout[] = [
  {
    bank: 'HDFC Bank',
    columns: ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
    date: 'date',
    narration: 'narration',
    reference: 'chq./ref.no.',
    credit: 'deposit amt.',
    sample: {
      file: 'sample-hdfc-bank-statement.csv',
      rows: [
        [
          '28/11/26',
          'UPI-ASHA RAO-asha@okaxis-412345678901-Sikka Order 0b8f5e52',
          '0000412345678901',
          '28/11/26',
          '',
          '2,300.00',
          '1,02,300.00',
        ],
        [
          '28/11/26',
          'NEFT CR-SBIN0001234-RAVI KUMAR-SIKKA ORDER 6A29EEC0',
          'SBIN426332123456',
          '28/11/26',
          '',
          '1,50,050.00',
          '2,52,350.00',
        ],
        ['29/11/26', 'IMPS-633212345678-MEERA NAIR-HDFC', '633212345678', '29/11/26', '', '12,050.00', '2,64,400.00'],
        ['29/11/26', 'NEFT DR-ELECTRICITY BOARD', 'N306260123', '29/11/26', '1,500.00', '', '2,62,900.00'],
      ],
    },
  },
  {
    bank: 'State Bank of India',
    columns: ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
    date: 'txn date',
    narration: 'description',
    reference: 'ref no./cheque no.',
    credit: 'credit',
    sample: {
      file: 'sample-sbi-statement.csv',
      rows: [
        [
          '28 Nov 2026',
          '28 Nov 2026',
          'BY TRANSFER-UPI/CR/512345678901/MEERA NAIR/SBIN/meera@oksbi/Sikka Order 0b8f5e52',
          'TRANSFER FROM 3199412345',
          '',
          '12,050.00',
          '45,050.00',
        ],
        [
          '28 Nov 2026',
          '28 Nov 2026',
          'BY TRANSFER-NEFT*HDFC0000001*HDFCN52026112812345*RAVI KUMAR*SIKKA ORDER 6A29EEC0',
          'TRANSFER FROM 4897123456',
          '',
          '1,50,050.00',
          '1,95,100.00',
        ],
        ['29 Nov 2026', '29 Nov 2026', 'TO TRANSFER-UPI/DR/512345678902/GROCER', 'TRANSFER TO 4897', '200.00', '', '1,94,900.00'],
      ],
    },
  },
];

/** One credit of the statement, as import_bank_statement takes it. `line` is the file's line number. */
export interface StatementCredit {
  line: number;
  /** The credit's date as an ISO date ('2026-11-28'); '' when the bank's text is not a date. */
  date: string;
  narration: string;
  /** The payment's reference (UPI UTR, NEFT/RTGS UTR, IMPS RRN) from the reference column or the narration; null when there is none. */
  utr: string | null;
  /** The credit as written, without thousands separators ('2300.00'); negative stays negative. */
  amount: string;
}

export type StatementResult = { ok: true; bank: string; credits: StatementCredit[] } | { ok: false; error: string };

/** A statement of a year of a busy shop is well under this; a larger file is not a statement. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
/** The documented maximum (import_bank_statement refuses more, with the same words). */
export const MAX_STATEMENT_LINES = 5_000;

export const STATEMENT_ERRORS = {
  empty: 'The file is empty. Choose the CSV statement downloaded from your bank.',
  tooLarge: 'The file is larger than 5 MB. Download a shorter period from your bank and try again.',
  tooManyLines: ERROR_TEXTS.statement_too_long,
  unknownLayout:
    'This file does not look like a bank statement we can read: it needs the columns of an HDFC Bank or State Bank of India CSV statement.',
  noCredits: 'The statement has no credits to match.',
} as const;

const UTR_IN_TEXT = /(?<!\d)(\d{12})(?!\d)/;
/**
 * A reference standing alone in a reference column: 12 digits (UPI, IMPS) or a NEFT/RTGS UTR (16 to 22
 * characters: the bank's few letters, then digits), not a column's words run together ('TRANSFER FROM
 * 3199412345'). The same shape as import_bank_statement's.
 */
const REFERENCE = /^(?:\d{12}|(?=[A-Z0-9]{16,22}$)[A-Z]{1,6}\d[A-Z0-9]*)$/;
const normalise = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');

/** The first line of the file whose cells name every column of one known layout. */
function findHeader(rows: string[][]): { index: number; layout: StatementLayout; columns: Map<string, number> } | null {
  for (const [index, row] of rows.entries()) {
    const columns = new Map(row.map((cell, i) => [normalise(cell), i]));
    const layout = STATEMENT_LAYOUTS.find((l) => [l.date, l.narration, l.reference, l.credit].every((c) => columns.has(c)));
    if (layout) return { index, layout, columns };
  }
  return null;
}

/**
 * The payment's reference of a credit: the reference column when it is one, else the first 12-digit
 * run standing alone in it or in the narration. (The database also looks for references and the
 * order's reference in the whole narration.)
 */
export function referenceOf(reference: string, narration: string): string | null {
  const compact = reference.replace(/\s/g, '').toUpperCase();
  if (REFERENCE.test(compact)) return compact;
  return UTR_IN_TEXT.exec(compact)?.[1] ?? UTR_IN_TEXT.exec(narration)?.[1] ?? null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A statement's date as an ISO date: HDFC writes '28/11/26', SBI '28 Nov 2026' (also '28-Nov-2026',
 * '28/11/2026'); '' when it is none of these or no real day.
 */
export function isoDate(text: string): string {
  const match = /^(\d{1,2})[\s/.-]+([A-Za-z]{3,9}|\d{1,2})[\s/.-]+(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return '';
  const [, d, m, y] = match;
  const month = /^\d+$/.test(m!) ? Number(m) : MONTHS.indexOf(m!.slice(0, 3).toLowerCase()) + 1;
  const year = y!.length === 2 ? 2000 + Number(y) : Number(y);
  const day = Number(d);
  const at = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return '';
  return at.toISOString().slice(0, 10);
}

/** Reads a statement's text into its credit lines, or says plainly why it cannot. */
export function parseBankStatement(text: string): StatementResult {
  if (text.trim() === '') return { ok: false, error: STATEMENT_ERRORS.empty };
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false }).data;
  const header = findHeader(rows);
  if (!header) return { ok: false, error: STATEMENT_ERRORS.unknownLayout };
  const { layout, columns } = header;
  const cell = (row: string[], column: string) => (row[columns.get(column)!] ?? '').trim();
  // Refused before anything is matched: the transactions under the header, debits included.
  const transactions = rows.slice(header.index + 1).filter((row) => cell(row, layout.date) !== '').length;
  if (transactions > MAX_STATEMENT_LINES) return { ok: false, error: STATEMENT_ERRORS.tooManyLines };

  const credits: StatementCredit[] = [];
  for (let i = header.index + 1; i < rows.length; i++) {
    const row = rows[i]!;
    const amount = cell(row, layout.credit).replace(/[,\s₹]/g, '');
    // Debits, blank lines and the bank's footer lines carry no credit.
    if (amount === '' || Number(amount) === 0 || Number.isNaN(Number(amount))) continue;
    const narration = cell(row, layout.narration);
    credits.push({
      line: i + 1,
      date: isoDate(cell(row, layout.date)),
      narration,
      utr: referenceOf(cell(row, layout.reference), narration),
      amount,
    });
  }
  if (credits.length === 0) return { ok: false, error: STATEMENT_ERRORS.noCredits };
  return { ok: true, bank: layout.bank, credits };
}

/** A layout's sample file, as the bank would export it: the header, then a few credits and a debit. */
export const sampleStatement = (layout: StatementLayout) =>
  Papa.unparse([[...layout.columns], ...layout.sample.rows.map((r) => [...r])]);
