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
/** A document's items: its lines merged by rate, as GSTR-1 reports an invoice (one item per rate). */
const items = (lines: readonly RegisterRow[]) => {
  const byRate = new Map<number, ItemDetail>();
  for (const line of lines) {
    const item = byRate.get(line.rate_basis_points) ?? { txval: 0, rt: rate(line), iamt: 0, camt: 0, samt: 0, csamt: 0 };
    item.txval += Number(line.taxable_paise);
    item.iamt += Number(line.igst_paise);
    item.camt += Number(line.cgst_paise);
    item.samt += Number(line.sgst_paise);
    byRate.set(line.rate_basis_points, item);
  }
  return [...byRate.values()].map((item, i) => ({
    num: i + 1,
    itm_det: { ...item, txval: rupees(item.txval), iamt: rupees(item.iamt), camt: rupees(item.camt), samt: rupees(item.samt) },
  }));
};
const interItems = (lines: readonly RegisterRow[]) =>
  items(lines).map(({ num, itm_det: { txval, rt, iamt, csamt } }) => ({ num, itm_det: { txval, rt, iamt, csamt } }));

/** The register's rows grouped into documents (a document's lines are consecutive), first line first. */
function documents(rows: readonly RegisterRow[]): RegisterRow[][] {
  return [...grouped(rows.map((r) => [`${r.kind}|${r.serial}`, r] as [string, RegisterRow])).values()];
}

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
function series(documentsOfKind: RegisterRow[][], docNum: number, docTyp: string) {
  if (documentsOfKind.length === 0) return [];
  const sorted = documentsOfKind.map((lines) => lines[0]!).sort((a, b) => a.serial.localeCompare(b.serial));
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
  const invoices = documents(rows.filter((r) => r.kind === 'invoice'));
  const notes = documents(rows.filter((r) => r.kind === 'credit_note'));
  const invoice = (lines: RegisterRow[]) => {
    const r = lines[0]!;
    return {
      inum: r.serial,
      idt: indianDate(r.issued_at),
      val: rupees(r.document_total_paise),
      pos: r.place_of_supply_code,
      rchrg: 'N' as const,
      inv_typ: 'R' as const,
      itms: items(lines),
    };
  };
  const invoiceB2cl = (lines: RegisterRow[]) => isB2cl(lines[0]!, Number(lines[0]!.document_total_paise));
  const noteB2cl = (lines: RegisterRow[]) => isB2cl(lines[0]!, Number(lines[0]!.against_total_paise ?? 0));

  const b2b = [...grouped(invoices.filter(([r]) => r!.gstin).map((d) => [d[0]!.gstin!, invoice(d)])).entries()].map(
    ([ctin, inv]) => ({ ctin, inv }),
  );
  const b2cl = [
    ...grouped(
      invoices
        .filter(invoiceB2cl)
        .map((d) => [
          d[0]!.place_of_supply_code,
          { inum: d[0]!.serial, idt: indianDate(d[0]!.issued_at), val: rupees(d[0]!.document_total_paise), itms: interItems(d) },
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
  for (const d of invoices) if (!d[0]!.gstin && !invoiceB2cl(d)) for (const r of d) addSmall(r, 1);
  for (const d of notes) if (!d[0]!.gstin && !noteB2cl(d)) for (const r of d) addSmall(r, -1);
  const b2cs = [...small.values()].map((r) => ({
    ...r,
    txval: rupees(r.txval),
    iamt: rupees(r.iamt),
    camt: rupees(r.camt),
    samt: rupees(r.samt),
  }));

  const note = (lines: RegisterRow[]) => {
    const r = lines[0]!;
    return {
      ntty: 'C' as const,
      nt_num: r.serial,
      nt_dt: indianDate(r.issued_at),
      val: rupees(r.document_total_paise),
      pos: r.place_of_supply_code,
      rchrg: 'N' as const,
      inv_typ: 'R' as const,
      itms: items(lines),
    };
  };
  const cdnr = [...grouped(notes.filter(([r]) => r!.gstin).map((d) => [d[0]!.gstin!, note(d)])).entries()].map(([ctin, nt]) => ({
    ctin,
    nt,
  }));
  const cdnur = notes.filter(noteB2cl).map((d) => ({
    typ: 'B2CL' as const,
    ntty: 'C' as const,
    nt_num: d[0]!.serial,
    nt_dt: indianDate(d[0]!.issued_at),
    val: rupees(d[0]!.document_total_paise),
    pos: d[0]!.place_of_supply_code,
    itms: interItems(d),
  }));

  // HSN summary, dealers' and consumers' apart; a credit note takes its value (and, when it credits the
  // whole invoice, its pieces) back out. A service (SAC, chapter 99: the buyer's premium) counts no
  // quantity, in the unit 'NA', as the offline tool asks of services.
  const hsnOf = (registered: boolean) => {
    const byKey = new Map<
      string,
      { hsn_sc: string; desc: string; uqc: 'NOS' | 'NA'; qty: number; rt: number } & Omit<ItemDetail, 'rt'>
    >();
    for (const r of rows) {
      if (Boolean(r.gstin) !== registered) continue;
      const sign = r.kind === 'credit_note' ? -1 : 1;
      const key = `${r.hsn_code}|${r.rate_basis_points}`;
      const service = r.hsn_code.startsWith('99');
      const row = byKey.get(key) ?? {
        hsn_sc: r.hsn_code,
        desc: service ? "Auctioneer's services (buyer's premium)" : 'Numismatic collectors pieces',
        uqc: service ? ('NA' as const) : ('NOS' as const),
        qty: 0,
        rt: rate(r),
        txval: 0,
        iamt: 0,
        camt: 0,
        samt: 0,
        csamt: 0,
      };
      const whole = r.kind === 'invoice' || Number(r.document_total_paise) === Number(r.against_total_paise);
      row.qty += whole && !service ? sign * Number(r.quantity) : 0;
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
