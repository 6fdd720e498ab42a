import { csvText } from '@sikka/shared/csv';
import type { ResultRow } from '../api/auctionAdmin';

/** The results of an auction as the back office shows and exports them (issue 47): sold, unsold, totals. */
export type ResultLine = Omit<ResultRow, 'lot_id' | 'order_id'>;

export interface ResultTotals {
  sold: number;
  unsold: number;
  cancelled: number;
  open: number;
  hammer: number;
  premium: number;
  premiumGst: number;
  total: number;
}

export function resultTotals(rows: readonly ResultLine[]): ResultTotals {
  const totals: ResultTotals = { sold: 0, unsold: 0, cancelled: 0, open: 0, hammer: 0, premium: 0, premiumGst: 0, total: 0 };
  for (const row of rows) {
    if (row.status === 'sold') {
      totals.sold += 1;
      totals.hammer += row.hammer_price ?? 0;
      totals.premium += row.premium ?? 0;
      totals.premiumGst += row.premium_gst ?? 0;
      totals.total += row.total ?? 0;
    } else if (row.status === 'unsold') totals.unsold += 1;
    else if (row.status === 'cancelled') totals.cancelled += 1;
    else totals.open += 1;
  }
  return totals;
}

const CSV_COLUMNS: [string, (row: ResultLine) => string | number | null][] = [
  ['Lot', (row) => row.lot_number],
  ['Item', (row) => row.item_name],
  ['Result', (row) => row.status],
  ['Hammer price (INR)', (row) => row.hammer_price],
  ["Buyer's premium (INR)", (row) => row.premium],
  ['GST on premium (INR)', (row) => row.premium_gst],
  ['Total (INR)', (row) => row.total],
  ['Winner handle', (row) => row.winner_handle],
  ['Winner name', (row) => row.winner_name],
  ['Winner e-mail', (row) => row.winner_email],
  ['Payment', (row) => row.win_status],
];

/** The results as CSV, a header row then one row per lot in lot order, CRLF line ends. */
export function resultsCsv(rows: readonly ResultLine[]): string {
  const lines = [...rows].sort((a, b) => a.lot_number - b.lot_number).map((row) => CSV_COLUMNS.map(([, value]) => value(row)));
  return csvText([CSV_COLUMNS.map(([name]) => name), ...lines]);
}
