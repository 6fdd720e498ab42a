/**
 * GSTR-1 (issue 46): a period's outward supplies as the JSON the GST portal's offline tool imports.
 *
 * Layout: the GSTN's GSTR-1 offline-tool JSON (there is no published schema): top level `gstin`, `fp`
 * ('MMYYYY', the period's last month), `version`, `hash`; sections `b2b[].inv[].itms[].itm_det`
 * (`ctin`; `inum`, `idt` 'DD-MM-YYYY', `val`, `pos`, `rchrg`, `inv_typ`; `num`; `txval`, `rt`, `iamt`,
 * `camt`, `samt`, `csamt`), `b2cl[].inv[]`, `b2cs[]` (`sply_ty` INTRA/INTER, `pos`, `typ` 'OE', `rt`,
 * amounts), `cdnr[].nt[]` (`ntty` 'C', `nt_num`, `nt_dt`), `cdnur[]` (`typ` 'B2CL'), `hsn` split into
 * `hsn_b2b` / `hsn_b2c` (Table 12 since 2025: `num`, `hsn_sc`, `desc`, `uqc`, `qty`, `rt`, amounts) and
 * `doc_issue.doc_det[].docs[]` (`doc_num` 1 invoices, 5 credit notes; `num`, `from`, `to`, `totnum`,
 * `cancel`, `net_issue`). As documented in "GSTR-1 JSON Specification & Validation Rules"
 * (https://gist.github.com/the-solipsist/d60d4ec9dea279406916b604555ac21e) and written by
 * resilient-tech/india-compliance (gst_india/report/hsn_wise_summary_of_outward_supplies: hsn_b2b/hsn_b2c;
 * its GSTR-1 JSON map). supabase/tests/support/gstr1Schema.ts holds the same layout as a zod schema.
 *
 * The shop's rules: an invoice to a GSTIN is b2b; to a consumer, inter-state and above ₹1,00,000 it is
 * b2cl (the threshold since 1 August 2024), else b2cs, summed by place of supply and rate. A credit note
 * to a GSTIN is cdnr; against a b2cl invoice, cdnur (B2CL); against a b2cs one it is netted in b2cs.
 */
import type { AccountsPeriod } from './period';
import { indianDate, type RegisterRow } from './register';

export const GSTR1_VERSION = 'GST3.2.1';
/** Inter-state supplies to consumers above this (paise) are reported invoice by invoice (b2cl). */
export const B2CL_THRESHOLD_PAISE = 100_000 * 100;

const rupees = (paise: number) => Math.round(paise) / 100;
const rate = (row: RegisterRow) => row.rate_basis_points / 100;

interface ItemDetail {
  txval: number;
  rt: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}
const itemDetail = (row: RegisterRow): ItemDetail => ({
  txval: rupees(row.taxable_paise),
  rt: rate(row),
  iamt: rupees(row.igst_paise),
  camt: rupees(row.cgst_paise),
  samt: rupees(row.sgst_paise),
  csamt: 0,
});
const items = (row: RegisterRow) => [{ num: 1, itm_det: itemDetail(row) }];
const interItems = (row: RegisterRow) => [
  { num: 1, itm_det: { txval: rupees(row.taxable_paise), rt: rate(row), iamt: rupees(row.igst_paise), csamt: 0 } },
];

const isB2cl = (row: RegisterRow, value: number) => !row.gstin && Number(row.igst_paise) > 0 && value > B2CL_THRESHOLD_PAISE;

function grouped<T>(entries: Iterable<[string, T]>): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const [key, value] of entries) {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  }
  return map;
}

/** The first and last serial and the count of one series' documents (the register is oldest first). */
function series(rows: RegisterRow[], docNum: number, docTyp: string) {
  if (rows.length === 0) return [];
  const sorted = [...rows].sort((a, b) => a.serial.localeCompare(b.serial));
  const byYear = grouped(sorted.map((r) => [r.serial.split('/').slice(0, 2).join('/'), r] as [string, RegisterRow]));
  const docs = [...byYear.values()].map((run, i) => ({
    num: i + 1,
    from: run[0]!.serial,
    to: run[run.length - 1]!.serial,
    totnum: run.length,
    cancel: 0,
    net_issue: run.length,
  }));
  return [{ doc_num: docNum, doc_typ: docTyp, docs }];
}

export function buildGstr1(gstin: string, period: AccountsPeriod, rows: readonly RegisterRow[]) {
  const invoices = rows.filter((r) => r.kind === 'invoice');
  const notes = rows.filter((r) => r.kind === 'credit_note');
  const invoice = (r: RegisterRow) => ({
    inum: r.serial,
    idt: indianDate(r.issued_at),
    val: rupees(r.total_paise),
    pos: r.place_of_supply_code,
    rchrg: 'N' as const,
    inv_typ: 'R' as const,
    itms: items(r),
  });

  const b2b = [...grouped(invoices.filter((r) => r.gstin).map((r) => [r.gstin!, invoice(r)])).entries()].map(([ctin, inv]) => ({
    ctin,
    inv,
  }));
  const b2cl = [
    ...grouped(
      invoices
        .filter((r) => isB2cl(r, Number(r.total_paise)))
        .map((r) => [
          r.place_of_supply_code,
          { inum: r.serial, idt: indianDate(r.issued_at), val: rupees(r.total_paise), itms: interItems(r) },
        ]),
    ).entries(),
  ].map(([pos, inv]) => ({ pos, inv }));

  // b2cs: consumers' other invoices, less the credit notes against them, by supply type, place and rate.
  const small = new Map<string, { sply_ty: 'INTRA' | 'INTER'; pos: string; typ: 'OE'; rt: number } & Omit<ItemDetail, 'rt'>>();
  const addSmall = (r: RegisterRow, sign: number) => {
    const sply_ty = Number(r.igst_paise) > 0 ? 'INTER' : 'INTRA';
    const key = `${sply_ty}|${r.place_of_supply_code}|${r.rate_basis_points}`;
    const row = small.get(key) ?? {
      sply_ty,
      pos: r.place_of_supply_code,
      typ: 'OE' as const,
      rt: rate(r),
      txval: 0,
      iamt: 0,
      camt: 0,
      samt: 0,
      csamt: 0,
    };
    row.txval += sign * Number(r.taxable_paise);
    row.iamt += sign * Number(r.igst_paise);
    row.camt += sign * Number(r.cgst_paise);
    row.samt += sign * Number(r.sgst_paise);
    small.set(key, row);
  };
  for (const r of invoices) if (!r.gstin && !isB2cl(r, Number(r.total_paise))) addSmall(r, 1);
  for (const r of notes) if (!r.gstin && !isB2cl(r, Number(r.against_total_paise ?? 0))) addSmall(r, -1);
  const b2cs = [...small.values()].map((r) => ({
    ...r,
    txval: rupees(r.txval),
    iamt: rupees(r.iamt),
    camt: rupees(r.camt),
    samt: rupees(r.samt),
  }));

  const note = (r: RegisterRow) => ({
    ntty: 'C' as const,
    nt_num: r.serial,
    nt_dt: indianDate(r.issued_at),
    val: rupees(r.total_paise),
    pos: r.place_of_supply_code,
    rchrg: 'N' as const,
    inv_typ: 'R' as const,
    itms: items(r),
  });
  const cdnr = [...grouped(notes.filter((r) => r.gstin).map((r) => [r.gstin!, note(r)])).entries()].map(([ctin, nt]) => ({
    ctin,
    nt,
  }));
  const cdnur = notes
    .filter((r) => isB2cl(r, Number(r.against_total_paise ?? 0)))
    .map((r) => ({
      typ: 'B2CL' as const,
      ntty: 'C' as const,
      nt_num: r.serial,
      nt_dt: indianDate(r.issued_at),
      val: rupees(r.total_paise),
      pos: r.place_of_supply_code,
      itms: interItems(r),
    }));

  // HSN summary, dealers' and consumers' apart; a credit note takes its value (and, when it credits the
  // whole invoice, its piece) back out.
  const hsnOf = (registered: boolean) => {
    const byKey = new Map<
      string,
      { hsn_sc: string; desc: string; uqc: 'NOS'; qty: number; rt: number } & Omit<ItemDetail, 'rt'>
    >();
    for (const r of rows) {
      if (Boolean(r.gstin) !== registered) continue;
      const sign = r.kind === 'credit_note' ? -1 : 1;
      const key = `${r.hsn_code}|${r.rate_basis_points}`;
      const row = byKey.get(key) ?? {
        hsn_sc: r.hsn_code,
        desc: 'Numismatic collectors pieces',
        uqc: 'NOS' as const,
        qty: 0,
        rt: rate(r),
        txval: 0,
        iamt: 0,
        camt: 0,
        samt: 0,
        csamt: 0,
      };
      const wholePiece = r.kind === 'invoice' || Number(r.total_paise) === Number(r.against_total_paise);
      row.qty += wholePiece ? sign : 0;
      row.txval += sign * Number(r.taxable_paise);
      row.iamt += sign * Number(r.igst_paise);
      row.camt += sign * Number(r.cgst_paise);
      row.samt += sign * Number(r.sgst_paise);
      byKey.set(key, row);
    }
    return [...byKey.values()].map((r, i) => ({
      num: i + 1,
      ...r,
      txval: rupees(r.txval),
      iamt: rupees(r.iamt),
      camt: rupees(r.camt),
      samt: rupees(r.samt),
    }));
  };

  return {
    gstin,
    fp: period.fp,
    version: GSTR1_VERSION,
    hash: 'hash',
    b2b,
    b2cl,
    b2cs,
    cdnr,
    cdnur,
    hsn: { hsn_b2b: hsnOf(true), hsn_b2c: hsnOf(false) },
    doc_issue: {
      doc_det: [...series(invoices, 1, 'Invoices for outward supply'), ...series(notes, 5, 'Credit Note')],
    },
  };
}
export type Gstr1 = ReturnType<typeof buildGstr1>;
