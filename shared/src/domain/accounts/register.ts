/**
 * The sales register (issue 46): the rows public.sales_register answers, their totals (credit notes
 * reduce them) and the CSV the accountant downloads. A row is one line of a document: a fixed-price
 * sale's invoice is one line; an auction order's has a line per lot, per premium and for shipping, each
 * with its own HSN/SAC and rate, and all of them carry the document's total.
 */

import { csvText } from '@sikka/shared/csv';
export interface RegisterRow {
  kind: 'invoice' | 'credit_note';
  serial: string;
  issued_at: string;
  order_reference: string;
  buyer: string | null;
  gstin: string | null;
  place_of_supply: string;
  place_of_supply_code: string;
  /** The line's number in its document (1 for a one-line document). */
  line: number;
  hsn_code: string;
  /** 'coin', 'note', or 'buyers_premium' (a service, SAC 996111). */
  item_type: string;
  /** Pieces the line sells (0 for shipping and a service's line). */
  quantity: number;
  rate_basis_points: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  /** The line's value, tax inclusive. */
  total_paise: number;
  /** The whole document's value, tax inclusive. */
  document_total_paise: number;
  against_serial: string | null;
  against_issued_at: string | null;
  against_total_paise: number | null;
}

export interface RegisterTotals {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

const AMOUNTS = ['taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise', 'total_paise'] as const;

/** Net totals in paise: invoices less credit notes. */
export function registerTotals(rows: readonly RegisterRow[]): RegisterTotals {
  const totals = { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  for (const row of rows) {
    const sign = row.kind === 'credit_note' ? -1 : 1;
    totals.taxable += sign * Number(row.taxable_paise);
    totals.cgst += sign * Number(row.cgst_paise);
    totals.sgst += sign * Number(row.sgst_paise);
    totals.igst += sign * Number(row.igst_paise);
    totals.total += sign * Number(row.total_paise);
  }
  return totals;
}

/** How many documents the rows are lines of. */
export const documentCount = (rows: readonly RegisterRow[]) => new Set(rows.map((r) => `${r.kind}|${r.serial}`)).size;

/** Paise as rupees with two decimals, no grouping ('123456' → '1234.56'; negative too). */
export const paiseToRupees = (paise: number) => {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** 'DD-MM-YYYY' of a moment in India (GSTR-1's date format, and the register's). */
export const indianDate = (iso: string) => {
  const ist = new Date(new Date(iso).getTime() + 330 * 60_000);
  return `${String(ist.getUTCDate()).padStart(2, '0')}-${String(ist.getUTCMonth() + 1).padStart(2, '0')}-${ist.getUTCFullYear()}`;
};

export const REGISTER_COLUMNS = [
  'Document',
  'Number',
  'Line',
  'Date',
  'Order',
  'Buyer',
  'GSTIN',
  'Place of supply',
  'HSN/SAC',
  'Taxable value',
  'Rate %',
  'CGST',
  'SGST',
  'IGST',
  'Total',
  'Against invoice',
] as const;

/** The register as CSV (RFC 4180, CRLF), credit notes' amounts negative, then a totals line. */
export function registerCsv(rows: readonly RegisterRow[]): string {
  const lines = rows.map((row) => {
    const sign = row.kind === 'credit_note' ? -1 : 1;
    const [taxable, cgst, sgst, igst, total] = AMOUNTS.map((k) => paiseToRupees(sign * Number(row[k])));
    return [
      row.kind === 'invoice' ? 'Tax invoice' : 'Credit note',
      row.serial,
      row.line,
      indianDate(row.issued_at),
      row.order_reference,
      row.buyer,
      row.gstin,
      `${row.place_of_supply_code}-${row.place_of_supply}`,
      row.hsn_code,
      taxable,
      row.rate_basis_points / 100,
      cgst,
      sgst,
      igst,
      total,
      row.against_serial,
    ];
  });
  const t = registerTotals(rows);
  const [taxable, cgst, sgst, igst, total] = [t.taxable, t.cgst, t.sgst, t.igst, t.total].map(paiseToRupees);
  const totals = ['Total', ...Array<null>(8).fill(null), taxable, null, cgst, sgst, igst, total, null];
  return csvText([REGISTER_COLUMNS, ...lines, totals]);
}
