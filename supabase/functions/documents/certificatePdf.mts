// The certificate of authenticity: A5 landscape, in the shop's colours, with the piece's two photos, its
// recorded facts, the code and a QR code of the verify link.
import { PDFDocument, StandardFonts } from 'npm:pdf-lib@1.17.1';
import { drawQr, GOLD, GREY, indianDate, MAROON, PAPER, write, wrap } from './pdfKit.mts';
import type { PhotoBytes } from './photos.mts';
import { certificateRows } from '../../../shared/src/domain/documents/certificateFacts.ts';

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
  // The expert signs below, so their row is left out of the list here.
  // A long value (an issuer's full title, several catalogue numbers) wraps inside the value column.
  const valueX = factsX + 105;
  for (const [label, value] of certificateRows(source).filter(([label]) => label !== 'Certified by')) {
    write(page, label, factsX, y, { font: sans, size: 9, color: GREY });
    for (const line of wrap(value, sans, 9, width - 40 - valueX)) {
      write(page, line, valueX, y, { font: sans, size: 9 });
      y -= 11;
    }
    y -= 2;
  }

  write(page, `Certified by ${source.certified_by_name}`, 32, 92, { font: bold, size: 10, color: MAROON });
  write(page, `for ${shopName}`, 32, 78, { font: sans, size: 9, color: GREY });
  write(page, 'Check this certificate at', 32, 52, { font: sans, size: 8.5, color: GREY });
  write(page, verifyLink, 32, 40, { font: bold, size: 8.5, color: MAROON });
  drawQr(page, verifyLink, width - 130, 30, 96);
  return pdf.save();
}
