// The GST tax invoice (or credit note) on A4, with every particular of CGST Rule 46: supplier's name,
// address and GSTIN; serial; date; recipient's name and address with the delivery state and its code;
// HSN code; description; quantity; value; taxable value after discount; rate and amount of CGST + SGST or
// IGST; place of supply; reverse charge; total; signature of the authorised signatory. Tax-inclusive
// prices: the arithmetic from the agreed total to the tax is printed.
import { PDFDocument, StandardFonts } from 'npm:pdf-lib@1.17.1';
import { formatPaise } from '../../../shared/src/domain/documents/tax.ts';
import { GOLD, GREY, indianDate, MAROON, write, writeRight } from './pdfKit.mts';

export interface InvoiceSource {
  kind: 'invoice' | 'credit_note';
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

  page.drawRectangle({ x: 0, y: height - 8, width, height: 8, color: MAROON });
  write(page, String(s.legal_name), left, height - 50, { font: serif, size: 16, color: MAROON });
  const sellerAddress = [
    s.address_line1,
    s.address_line2,
    `${s.city} - ${s.pincode}`,
    `${s.state} (State code ${String(s.gstin).slice(0, 2)})`,
  ];
  let y = height - 66;
  for (const line of sellerAddress.filter(Boolean)) {
    text(String(line), left, y);
    y -= 12;
  }
  text(`GSTIN: ${s.gstin}`, left, y, 9.5, bold);
  text(`Customer care: ${s.customer_care_phone}, ${s.customer_care_email}`, left, y - 12);
  writeRight(page, title.toUpperCase(), right, height - 50, { font: serif, size: 16, color: MAROON });
  writeRight(page, `${title} no.: ${source.serial}`, right, height - 68, { font: bold, size: 10 });
  writeRight(page, `Date of issue: ${indianDate(source.issued_at)}`, right, height - 82, { font: sans, size: 9.5 });
  writeRight(page, `Order: ${source.order_reference}`, right, height - 96, { font: sans, size: 9.5 });
  if (original) {
    writeRight(page, `Against invoice ${original.serial} of ${indianDate(original.issued_at)}`, right, height - 110, {
      font: sans,
      size: 9.5,
    });
  }

  y = height - 160;
  page.drawLine({ start: { x: left, y: y + 14 }, end: { x: right, y: y + 14 }, color: GOLD, thickness: 1 });
  text('Bill to / Ship to (recipient, unregistered)', left, y, 9, bold, MAROON);
  text('Place of supply', 330, y, 9, bold, MAROON);
  y -= 14;
  const recipientLines = [
    r.name,
    r.address_line1,
    r.address_line2,
    `${r.city} - ${r.pincode}`,
    `State: ${r.state}, State code: ${r.state_code}`,
  ];
  let ry = y;
  for (const line of recipientLines.filter(Boolean)) {
    text(String(line), left, ry);
    ry -= 12;
  }
  text(`${source.place_of_supply} (State code ${source.place_of_supply_code})`, 330, y);
  text('Delivery address: as Ship to', 330, y - 12);
  text('Tax payable on reverse charge: No', 330, y - 24);

  // The line: one piece, its value, the discount, shipping (part of the same supply) and the taxable value.
  y = ry - 22;
  const cols = [left, 70, 300, 350, 395, right];
  page.drawRectangle({ x: left, y: y - 4, width: right - left, height: 16, color: MAROON });
  const head = (t: string, x: number, alignRight = false) =>
    (alignRight ? writeRight : write)(page, t, x, y, { font: bold, size: 8.5, color: GOLD });
  head('#', cols[0]! + 4);
  head('Description', cols[1]!);
  head('HSN', cols[2]!);
  head('Qty', cols[3]!);
  head('Value (tax incl.)', cols[5]! - 4, true);
  y -= 18;
  const row = (label: string, value: string, opts: { hsn?: string; qty?: string; no?: string; strong?: boolean } = {}) => {
    if (opts.no) text(opts.no, cols[0]! + 4, y);
    text(label, cols[1]!, y, 9, opts.strong ? bold : sans);
    if (opts.hsn) text(opts.hsn, cols[2]!, y);
    if (opts.qty) text(opts.qty, cols[3]!, y);
    writeRight(page, value, cols[5]! - 4, y, { font: opts.strong ? bold : sans, size: 9 });
    y -= 14;
  };
  row(`${source.item_name}`, rs(source.price * 100), { no: '1', hsn: source.hsn_code, qty: String(source.quantity) });
  if (source.discount > 0) row('Less: discount', `- ${rs(source.discount * 100)}`);
  row('Shipping (part of the same supply)', rs(source.shipping * 100));
  page.drawLine({ start: { x: left, y: y + 10 }, end: { x: right, y: y + 10 }, color: GOLD, thickness: 0.8 });
  row('Total value (tax inclusive)', rs(source.total_paise), { strong: true });

  y -= 8;
  text('How the tax is worked out (prices include GST)', left, y, 9, bold, MAROON);
  y -= 14;
  const rate = source.rate_basis_points;
  row(`Taxable value = ${rs(source.total_paise)} x 100 / (100 + ${percent(rate)}), to the paisa`, rs(source.taxable_paise));
  if (source.tax_kind === 'intra') {
    row(`CGST at ${percent(rate / 2)} (half the tax, to the paisa)`, rs(source.cgst_paise));
    row(`SGST at ${percent(rate / 2)} (the rest of the tax)`, rs(source.sgst_paise));
  } else {
    row(`IGST at ${percent(rate)} (total - taxable value)`, rs(source.igst_paise));
  }
  const tax = source.cgst_paise + source.sgst_paise + source.igst_paise;
  row('Total tax', rs(tax));
  page.drawLine({ start: { x: left, y: y + 10 }, end: { x: right, y: y + 10 }, color: GOLD, thickness: 0.8 });
  row(`Invoice total (taxable value + tax)`, rs(source.total_paise), { strong: true });

  y -= 40;
  writeRight(page, `For ${s.legal_name}`, right, y, { font: bold, size: 9.5 });
  writeRight(page, `Signed: ${s.authorised_signatory}`, right, y - 30, { font: serif, size: 11, color: MAROON });
  writeRight(page, 'Authorised signatory', right, y - 44, { font: sans, size: 8.5, color: GREY });
  text(
    `Grievance officer: ${s.grievance_officer_name}, ${s.grievance_officer_designation}, ${s.grievance_officer_email}, ${s.grievance_officer_phone}`,
    left,
    50,
    8,
    sans,
    GREY,
  );
  text('This document was made by computer and kept unchanged since it was issued.', left, 38, 8, sans, GREY);
  return pdf.save();
}
