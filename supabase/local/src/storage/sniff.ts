import { StorageError } from './errors.ts';

/**
 * The image type the bytes themselves say (their magic numbers), or null. Storage keeps the client's label as
 * the object's Content-Type, so an image upload whose bytes are something else (HTML labelled image/png) is
 * refused instead of being served under the label.
 */
export function sniffImage(bytes: Buffer): string | null {
  const ascii = (start: number, end: number) => bytes.toString('latin1', start, end);
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
  }
  if (ascii(0, 2) === 'BM') return 'image/bmp';
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return 'image/tiff';
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x00000100) return 'image/x-icon';
  // SVG is text: an XML prologue, comments or whitespace, then an <svg> root.
  if (/^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(ascii(0, 4096)))
    return 'image/svg+xml';
  return null;
}

/** Labels that name the same type as the sniffed one. */
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/heif': 'image/heic',
  'image/vnd.microsoft.icon': 'image/x-icon',
  'image/x-ms-bmp': 'image/bmp',
};

/** Refuses an `image/*` label its bytes do not bear out (other labels are not images and are served as such). */
export function assertLabelMatches(contentType: string, bytes: Buffer): void {
  const label = contentType.split(';')[0].trim().toLowerCase();
  if (!label.startsWith('image/')) return;
  if (sniffImage(bytes) !== (ALIASES[label] ?? label)) {
    throw new StorageError('415', 'invalid_mime_type', `The file content is not ${label}`, 'InvalidMimeType');
  }
}
