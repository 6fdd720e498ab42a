// What the certificate and the invoice share: the shop's look (maroon and old gold on paper, as the site's
// tokens), text the standard PDF fonts can print, and a vector QR code.
import { type PDFFont, type PDFPage, rgb } from 'npm:pdf-lib@1.17.1';
import QRCode from 'npm:qrcode@1.5.4';

export const MAROON = rgb(0x6b / 255, 0x14 / 255, 0x20 / 255);
export const GOLD = rgb(0xc9 / 255, 0xa2 / 255, 0x27 / 255);
export const PAPER = rgb(0xfd / 255, 0xfa / 255, 0xf3 / 255);
export const INK = rgb(0.12, 0.1, 0.1);
export const GREY = rgb(0.4, 0.38, 0.36);

/**
 * The standard fonts encode WinAnsi only: the rupee sign becomes 'Rs.', typographic quotes and dashes their
 * plain forms, anything else outside Latin-1 a '?', so a name in another script never breaks the PDF.
 */
export function printable(text: string): string {
  return text
    .replace(/₹\s?/g, 'Rs. ')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: ReturnType<typeof rgb>;
}

export function write(page: PDFPage, text: string, x: number, y: number, style: TextStyle): void {
  page.drawText(printable(text), { x, y, font: style.font, size: style.size, color: style.color ?? INK });
}

/** Right-aligned text ending at x. */
export function writeRight(page: PDFPage, text: string, x: number, y: number, style: TextStyle): void {
  const t = printable(text);
  page.drawText(t, {
    x: x - style.font.widthOfTextAtSize(t, style.size),
    y,
    font: style.font,
    size: style.size,
    color: style.color ?? INK,
  });
}

/**
 * Splits text into lines no wider than `width`: at spaces, and a word wider than the line (a long e-mail
 * address, a name typed without spaces) is cut between characters rather than left to run into the next column.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (t: string) => font.widthOfTextAtSize(t, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line)) {
      let cut = 1;
      while (cut < line.length && fits(line.slice(0, cut + 1))) cut++;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A QR code of `text` drawn as squares (sharp at any zoom), bottom-left corner at (x, y), `size` wide. */
export function drawQr(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = size / (modules.size + quiet * 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      page.drawRectangle({
        x: x + (col + quiet) * cell,
        y: y + size - (row + quiet + 1) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}

/** Dates as Indian documents print them, in India's time: '25 Nov 2026'. */
export function indianDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
}
