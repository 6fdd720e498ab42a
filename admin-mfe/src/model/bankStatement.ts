import Papa from 'papaparse';

/**
 * Reading a bank statement CSV for the payment import (issue 31). The credits are matched to orders by
 * UTR and amount in the database (import_bank_statement); this file only turns the bank's export into
 * credit lines. Two banks' layouts are read, found by their header row wherever it stands (exports put
 * the account's details above it):
 *   HDFC Bank:           Date, Narration, Chq./Ref.No., Value Dt, Withdrawal Amt., Deposit Amt., Closing Balance
 *   State Bank of India: Txn Date, Value Date, Description, Ref No./Cheque No., Debit, Credit, Balance
 */
export interface StatementLayout {
  bank: string;
  date: string;
  narration: string;
  reference: string;
  credit: string;
}

export const STATEMENT_LAYOUTS: readonly StatementLayout[] = [
  { bank: 'HDFC Bank', date: 'date', narration: 'narration', reference: 'chq./ref.no.', credit: 'deposit amt.' },
  { bank: 'State Bank of India', date: 'txn date', narration: 'description', reference: 'ref no./cheque no.', credit: 'credit' },
];

/** One credit of the statement, as import_bank_statement takes it. `line` is the file's line number. */
export interface StatementCredit {
  line: number;
  date: string;
  narration: string;
  /** The 12-digit UTR found in the reference column or the narration; null when there is none. */
  utr: string | null;
  /** The credit as written, without thousands separators ('2300.00'); negative stays negative. */
  amount: string;
}

export type StatementResult = { ok: true; bank: string; credits: StatementCredit[] } | { ok: false; error: string };

/** A statement of a year of a busy shop is well under this; a larger file is not a statement. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

export const STATEMENT_ERRORS = {
  empty: 'The file is empty. Choose the CSV statement downloaded from your bank.',
  tooLarge: 'The file is larger than 5 MB. Download a shorter period from your bank and try again.',
  unknownLayout:
    'This file does not look like a bank statement we can read: it needs the columns of an HDFC Bank or State Bank of India CSV statement.',
  noCredits: 'The statement has no credits to match.',
} as const;

const UTR_IN_TEXT = /(?<!\d)(\d{12})(?!\d)/;
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

/** The UTR of a credit: the reference column when it is one, else the first 12-digit run of the narration. */
export function utrOf(reference: string, narration: string): string | null {
  const compact = reference.replace(/\s/g, '');
  if (/^\d{12}$/.test(compact)) return compact;
  return UTR_IN_TEXT.exec(compact)?.[1] ?? UTR_IN_TEXT.exec(narration)?.[1] ?? null;
}

/** Reads a statement's text into its credit lines, or says plainly why it cannot. */
export function parseBankStatement(text: string): StatementResult {
  if (text.trim() === '') return { ok: false, error: STATEMENT_ERRORS.empty };
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false }).data;
  const header = findHeader(rows);
  if (!header) return { ok: false, error: STATEMENT_ERRORS.unknownLayout };
  const { layout, columns } = header;
  const cell = (row: string[], column: string) => (row[columns.get(column)!] ?? '').trim();

  const credits: StatementCredit[] = [];
  for (let i = header.index + 1; i < rows.length; i++) {
    const row = rows[i]!;
    const amount = cell(row, layout.credit).replace(/[,\s₹]/g, '');
    // Debits, blank lines and the bank's footer lines carry no credit.
    if (amount === '' || Number(amount) === 0 || Number.isNaN(Number(amount))) continue;
    const narration = cell(row, layout.narration);
    credits.push({
      line: i + 1,
      date: cell(row, layout.date),
      narration,
      utr: utrOf(cell(row, layout.reference), narration),
      amount,
    });
  }
  if (credits.length === 0) return { ok: false, error: STATEMENT_ERRORS.noCredits };
  return { ok: true, bank: layout.bank, credits };
}
