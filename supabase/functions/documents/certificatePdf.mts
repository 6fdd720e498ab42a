// The certificate of authenticity: A5 landscape, in the shop's colours, with the piece's two photos, its
// recorded facts, the code and a QR code of the verify link.
import { PDFDocument, StandardFonts } from 'npm:pdf-lib@1.17.1';
import { drawQr, GOLD, GREY, indianDate, MAROON, PAPER, write, wrap } from './pdfKit.mts';
import type { PhotoBytes } from './photos.mts';

export interface CertificateSource {
  code: string;
  item_name: string;
  item_type: string;
  facts: Record<string, unknown>;
  weight_g: number | null;
  diameter_mm: number | null;
  grade: string | null;
  certified_by_name: string;
  issued_at: string;
  revoked_at: string | null;
}

/** The facts in print order, with their labels (the verify page shows the same list). */
const FACT_LABELS: Array<[string, string]> = [
  ['issuer', 'Issuer'],
  ['ruler', 'Ruler'],
  ['period', 'Period'],
  ['denomination', 'Denomination'],
  ['year_ad', 'Year (AD)'],
  ['year_written', 'Date on the piece'],
  ['mint', 'Mint'],
  ['mint_mark', 'Mint mark'],
  ['metal', 'Metal'],
  ['fineness', 'Fineness'],
  ['shape', 'Shape'],
  ['note_serial', 'Serial number'],
  ['catalogue_references', 'Catalogue'],
  ['grading_service', 'Graded by'],
  ['grading_certificate', 'Grading certificate'],
  ['sheldon_grade', 'Sheldon grade'],
];

export function certificateRows(source: CertificateSource): Array<[string, string]> {
  const rows: Array<[string, string]> = [['Type', source.item_type === 'note' ? 'Banknote' : 'Coin']];
  for (const [key, label] of FACT_LABELS) {
    const value = source.facts[key];
    if (value === undefined || value === null || value === '') continue;
    rows.push([label, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  if (source.weight_g !== null) rows.push(['Weight (measured)', `${source.weight_g} g`]);
  if (source.diameter_mm !== null) rows.push(['Diameter (measured)', `${source.diameter_mm} mm`]);
  if (source.grade) rows.push(['Grade', source.grade]);
  return rows;
}

export async function certificatePdf(source: CertificateSource, photos: PhotoBytes[], verifyLink: string, shopName: string) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate of authenticity ${source.code}`);
  pdf.setAuthor(shopName);
  const page = pdf.addPage([595.28, 419.53]);
  const { width, height } = page.getSize();
  const serif = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  page.drawRectangle({ x: 0, y: 0, width, height, color: PAPER });
  page.drawRectangle({ x: 12, y: 12, width: width - 24, height: height - 24, borderColor: MAROON, borderWidth: 2.5 });
  page.drawRectangle({ x: 17, y: 17, width: width - 34, height: height - 34, borderColor: GOLD, borderWidth: 1 });
  write(page, shopName.toUpperCase(), 32, height - 48, { font: serif, size: 20, color: MAROON });
  write(page, 'Certificate of Authenticity', 32, height - 70, { font: serif, size: 15, color: MAROON });
  write(page, `Certificate no. ${source.code}`, width - 220, height - 48, { font: bold, size: 11, color: MAROON });
  write(page, `Issued on ${indianDate(source.issued_at)}`, width - 220, height - 64, { font: sans, size: 9.5, color: GREY });

  // Both photos, side by side, each fitted in a 110 pt square.
  let photoX = 32;
  for (const photo of photos.slice(0, 2)) {
    const image = photo.type === 'png' ? await pdf.embedPng(photo.bytes) : await pdf.embedJpg(photo.bytes);
    const scale = Math.min(110 / image.width, 110 / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    page.drawImage(image, { x: photoX + (110 - w) / 2, y: height - 200 + (110 - h) / 2, width: w, height: h });
    photoX += 120;
  }

  let y = height - 100;
  const factsX = 280;
  for (const line of wrap(source.item_name, bold, 12, width - factsX - 40)) {
    write(page, line, factsX, y, { font: bold, size: 12 });
    y -= 15;
  }
  y -= 4;
  for (const [label, value] of certificateRows(source)) {
    write(page, label, factsX, y, { font: sans, size: 9, color: GREY });
    write(page, value, factsX + 105, y, { font: sans, size: 9 });
    y -= 13;
  }

  write(page, `Certified by ${source.certified_by_name}`, 32, 92, { font: bold, size: 10, color: MAROON });
  write(page, `for ${shopName}`, 32, 78, { font: sans, size: 9, color: GREY });
  write(page, 'Check this certificate at', 32, 52, { font: sans, size: 8.5, color: GREY });
  write(page, verifyLink, 32, 40, { font: bold, size: 8.5, color: MAROON });
  drawQr(page, verifyLink, width - 130, 30, 96);
  return pdf.save();
}
