// The GST tax invoice (or credit note) on A4, with every particular of CGST Rule 46: supplier's name,
// address and GSTIN; serial; date; recipient's name and address with the delivery state and its code;
// HSN code; description; quantity; value; taxable value after discount; rate and amount of CGST + SGST or
// IGST; place of supply; reverse charge; total; signature of the authorised signatory. Tax-inclusive
// prices: the arithmetic from the agreed total to the tax is printed. An auction order's invoice has a
// line per lot, per buyer's premium (SAC, its GST charged on top) and for shipping, each with its HSN or
// SAC, rate and tax (issue 47).
import { PDFDocument, StandardFonts } from 'npm:pdf-lib@1.17.1';
import { amountInWords } from '../../../shared/src/domain/documents/amountInWords.ts';
import { formatPaise } from '../../../shared/src/domain/documents/tax.ts';
import { GOLD, GREY, indianDate, MAROON, write, writeRight, wrap } from './pdfKit.mts';

/** One line of a many-line invoice (private.invoices.lines). */
export interface InvoiceLine {
  description: string;
  hsn_code: string;
  quantity: number;
  rate_basis_points: number;
  value_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

export interface InvoiceSource {
  kind: 'invoice' | 'credit_note';
  /** A credit note's nature (Rule 53): the supply cancelled, or the piece returned (issue 46). */
  credit_reason?: 'cancellation' | 'sales_return' | null;
  serial: string;
  order_reference: string;
  issued_at: string;
  seller: Record<string, string | null>;
  recipient: Record<string, string | boolean | null>;
  place_of_supply: string;
  place_of_supply_code: string;
  item_name: string;
  item_type: string;
  hsn_code: string;
  quantity: number;
  price: number;
  discount: number;
  shipping: number;
  rate_basis_points: number;
  tax_kind: 'intra' | 'inter';
  total_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  /** Null for a one-line invoice (a fixed-price sale). */
  lines?: InvoiceLine[] | null;
}

const rs = (paise: number | bigint) => `Rs. ${formatPaise(BigInt(paise))}`;
const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

export async function invoicePdf(source: InvoiceSource, original?: { serial: string; issued_at: string }) {
  const pdf = await PDFDocument.create();
  const title = source.kind === 'credit_note' ? 'Credit Note' : 'Tax Invoice';
  pdf.setTitle(`${title} ${source.serial}`);
  const page = pdf.addPage([595.28, 841.89]);
  const { width, height } = page.getSize();
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const serif = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const s = source.seller;
  const r = source.recipient;
  const left = 40;
  const right = width - 40;
  const text = (t: string, x: number, y: number, size = 9.5, font = sans, color = undefined as undefined | typeof GREY) =>
    write(page, t, x, y, { font, size, color });
  /** Writes `t` from (x, y) wrapped to `width` (a long name or address stays in its column); the y below it. */
  const block = (
    t: string,
    x: number,
    y: number,
    width: number,
    size = 9.5,
    font = sans,
    color = undefined as undefined | typeof GREY,
  ) => {
    for (const line of wrap(t, font, size, width)) {
      text(line, x, y, size, font, color);
      y -= size + 2.5;
    }
    return y;
  };
  const placeX = 330;

  page.drawRectangle({ x: 0, y: height - 8, width, height: 8, color: MAROON });
  write(page, String(s.legal_name), left, height - 50, { font: serif, size: 16, color: MAROON });
  const sellerAddress = [
    s.address_line1,
    s.address_line2,
    `${s.city} - ${s.pincode}`,
    `${s.state} (State code ${String(s.gstin).slice(0, 2)})`,
  ];
  // The title block on the right starts at about x = 350: the seller's lines stay left of it.
  const sellerWidth = 300;
  let y = height - 66;
  for (const line of sellerAddress.filter(Boolean)) y = block(String(line), left, y, sellerWidth);
  y = block(`GSTIN: ${s.gstin}`, left, y, sellerWidth, 9.5, bold);
  block(`Customer care: ${s.customer_care_phone}, ${s.customer_care_email}`, left, y, sellerWidth);
  writeRight(page, title.toUpperCase(), right, height - 50, { font: serif, size: 16, color: MAROON });
  writeRight(page, `${title} no.: ${source.serial}`, right, height - 68, { font: bold, size: 10 });
  writeRight(page, `Date of issue: ${indianDate(source.issued_at)}`, right, height - 82, { font: sans, size: 9.5 });
  writeRight(page, `Order: ${source.order_reference}`, right, height - 96, { font: sans, size: 9.5 });
  if (original) {
    writeRight(page, `Against invoice ${original.serial} of ${indianDate(original.issued_at)}`, right, height - 110, {
      font: sans,
      size: 9.5,
    });
    const nature =
      source.credit_reason === 'sales_return' ? 'Sales return (refund of the returned piece)' : 'Cancellation of the supply';
    writeRight(page, `Reason: ${nature}`, right, height - 124, { font: sans, size: 9.5 });
  }

  y = height - 160;
  page.drawLine({ start: { x: left, y: y + 14 }, end: { x: right, y: y + 14 }, color: GOLD, thickness: 1 });
  const registered = r.registered === true && typeof r.gstin === 'string';
  text(`Bill to / Ship to (recipient, ${registered ? 'registered' : 'unregistered'})`, left, y, 9, bold, MAROON);
  text('Place of supply', placeX, y, 9, bold, MAROON);
  y -= 14;
  const recipientLines = [
    ...(registered ? [r.trade_name, `GSTIN: ${r.gstin} (${r.gstin_state ?? String(r.gstin).slice(0, 2)})`] : []),
    r.name,
    r.address_line1,
    r.address_line2,
    `${r.city} - ${r.pincode}`,
    `State: ${r.state}, State code: ${r.state_code}`,
  ];
  // Each recipient line wraps inside its column (a 200-character name used to run under 'Place of supply').
  let ry = y;
  for (const line of recipientLines.filter(Boolean)) ry = block(String(line), left, ry, placeX - left - 12);
  text(`${source.place_of_supply} (State code ${source.place_of_supply_code})`, placeX, y);
  text('Delivery address: as Ship to', placeX, y - 12);
  text('Tax payable on reverse charge: No', placeX, y - 24);
  ry = Math.min(ry, y - 24);

  // The line: one piece, its value, the discount, shipping (part of the same supply) and the taxable value.
  y = ry - 22;
  const cols = [left, 70, 300, 350, 395, right];
  page.drawRectangle({ x: left, y: y - 4, width: right - left, height: 16, color: MAROON });
  const head = (t: string, x: number, alignRight = false) =>
    (alignRight ? writeRight : write)(page, t, x, y, { font: bold, size: 8.5, color: GOLD });
  head('#', cols[0]! + 4);
  head('Description', cols[1]!);
  head(source.lines ? 'HSN/SAC' : 'HSN', cols[2]!);
  head('Qty', cols[3]!);
  head('Value (tax incl.)', cols[5]! - 4, true);
  y -= 18;
  // A row's label wraps inside the description column (up to HSN on the item's row, else up to the
  // value column); the figures sit on its first line.
  const valueWidth = 110;
  const row = (label: string, value: string, opts: { hsn?: string; qty?: string; no?: string; strong?: boolean } = {}) => {
    const font = opts.strong ? bold : sans;
    const labelWidth = (opts.hsn || opts.qty ? cols[2]! : cols[5]! - 4 - valueWidth) - cols[1]! - 8;
    if (opts.no) text(opts.no, cols[0]! + 4, y);
    if (opts.hsn) text(opts.hsn, cols[2]!, y);
    if (opts.qty) text(opts.qty, cols[3]!, y);
    writeRight(page, value, cols[5]! - 4, y, { font, size: 9 });
    const lines = wrap(label, font, 9, labelWidth);
    for (const [i, line] of lines.entries()) text(line, cols[1]!, y - i * 11, 9, font);
    y -= 14 + (lines.length - 1) * 11;
  };
  const rate = source.rate_basis_points;
  const lines = source.lines ?? null;
  if (lines) {
    // Each line: its value (tax inclusive), then below the total how each line's tax is made up.
    const returned = source.credit_reason === 'sales_return' ? ' (returned): value credited' : '';
    for (const [i, line] of lines.entries()) {
      row(`${line.description}${returned}`, rs(line.value_paise), {
        no: String(i + 1),
        hsn: line.hsn_code,
        qty: line.quantity > 0 ? String(line.quantity) : '-',
      });
    }
  } else if (source.credit_reason === 'sales_return') {
    // A return's credit note credits the refunded value of the piece, tax inclusive (full or partial).
    row(`${source.item_name} (returned): value credited`, rs(source.total_paise), {
      no: '1',
      hsn: source.hsn_code,
      qty: String(source.quantity),
    });
  } else {
    row(`${source.item_name}`, rs(source.price * 100), { no: '1', hsn: source.hsn_code, qty: String(source.quantity) });
    if (source.discount > 0) row('Less: discount', `- ${rs(source.discount * 100)}`);
    row('Shipping (part of the same supply)', rs(source.shipping * 100));
  }
  page.drawLine({ start: { x: left, y: y + 10 }, end: { x: right, y: y + 10 }, color: GOLD, thickness: 0.8 });
  row('Total value (tax inclusive)', rs(source.total_paise), { strong: true });

  y -= 8;
  if (lines) {
    text(
      "Tax by line (each value includes its GST; a buyer's premium's GST is charged on the premium)",
      left,
      y,
      9,
      bold,
      MAROON,
    );
    y -= 14;
    for (const [i, line] of lines.entries()) {
      const r = percent(line.rate_basis_points);
      const half = percent(line.rate_basis_points / 2);
      const tax =
        source.tax_kind === 'intra'
          ? `CGST at ${half} ${rs(line.cgst_paise)} + SGST at ${half} ${rs(line.sgst_paise)}`
          : `IGST at ${r} ${rs(line.igst_paise)}`;
      row(`${i + 1}. Taxable value ${rs(line.taxable_paise)}; ${tax}`, rs(line.cgst_paise + line.sgst_paise + line.igst_paise));
    }
    row('Taxable value (all lines)', rs(source.taxable_paise));
  } else {
    text('How the tax is worked out (prices include GST)', left, y, 9, bold, MAROON);
    y -= 14;
    if (source.tax_kind === 'intra') {
      // Each half is worked out from the taxable value and rounded on its own, so the two are equal.
      const halfOf = `${rs(source.total_paise)} x ${percent(rate / 2)} / (100% + ${percent(rate)}), to the paisa`;
      row(`CGST at ${percent(rate / 2)} of the taxable value = ${halfOf}`, rs(source.cgst_paise));
      row(`SGST at ${percent(rate / 2)} of the taxable value (the same)`, rs(source.sgst_paise));
      row('Taxable value (total - CGST - SGST)', rs(source.taxable_paise));
    } else {
      row(`Taxable value = ${rs(source.total_paise)} x 100 / (100 + ${percent(rate)}), to the paisa`, rs(source.taxable_paise));
      row(`IGST at ${percent(rate)} (total - taxable value)`, rs(source.igst_paise));
    }
  }
  const tax = source.cgst_paise + source.sgst_paise + source.igst_paise;
  row('Total tax', rs(tax));
  page.drawLine({ start: { x: left, y: y + 10 }, end: { x: right, y: y + 10 }, color: GOLD, thickness: 0.8 });
  row(`${source.kind === 'credit_note' ? 'Credit note' : 'Invoice'} total (taxable value + tax)`, rs(source.total_paise), {
    strong: true,
  });
  y = block(`Amount in words: ${amountInWords(BigInt(source.total_paise))}`, left, y - 4, right - left, 9, bold);

  y -= 30;
  writeRight(page, `For ${s.legal_name}`, right, y, { font: bold, size: 9.5 });
  writeRight(page, `Signed: ${s.authorised_signatory}`, right, y - 30, { font: serif, size: 11, color: MAROON });
  writeRight(page, 'Authorised signatory', right, y - 44, { font: sans, size: 8.5, color: GREY });
  const grievance = `Grievance officer: ${s.grievance_officer_name}, ${s.grievance_officer_designation}, ${s.grievance_officer_email}, ${s.grievance_officer_phone}`;
  block(grievance, left, 50 + (wrap(grievance, sans, 8, right - left).length - 1) * 10.5, right - left, 8, sans, GREY);
  text('This document was made by computer and kept unchanged since it was issued.', left, 38, 8, sans, GREY);
  return pdf.save();
}
