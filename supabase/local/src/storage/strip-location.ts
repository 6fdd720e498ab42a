import { crc32 } from 'node:zlib';

/**
 * Removes location data from an uploaded photo without re-encoding it: the EXIF GPS directory is emptied and its
 * values zeroed in place (orientation and the rest of EXIF stay), and XMP packets, which can repeat the location,
 * are dropped (JPEG, PNG) or blanked (WebP). The browser form strips too; this holds for any client.
 */
export function stripLocation(contentType: string, bytes: Buffer): Buffer {
  const type = contentType.split(';')[0].trim().toLowerCase();
  try {
    if (type === 'image/jpeg' || type === 'image/jpg') return stripJpeg(bytes);
    if (type === 'image/png') return stripPng(bytes);
    if (type === 'image/webp') return stripWebp(bytes);
  } catch {
    // A structure too broken to walk is left as it is: the image decoders will refuse it or ignore the part.
  }
  return bytes;
}

const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const XMP_JPEG = Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1');

function stripJpeg(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    if (marker === 0xda) break; // start of scan: the rest is image data
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    const data = bytes.subarray(at + 4, end);
    if (marker === 0xe1 && data.subarray(0, 6).equals(EXIF_HEADER)) zeroGps(data.subarray(6));
    if (!(marker === 0xe1 && data.subarray(0, XMP_JPEG.length).equals(XMP_JPEG))) kept.push(bytes.subarray(at, end));
    at = end;
  }
  kept.push(bytes.subarray(at));
  return Buffer.concat(kept);
}

function stripPng(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'eXIf') {
      zeroGps(data);
      bytes.writeUInt32BE(crc32(bytes.subarray(at + 4, at + 8 + length)), at + 8 + length);
    }
    if (!(type === 'iTXt' && data.toString('latin1', 0, 18) === 'XML:com.adobe.xmp\0')) kept.push(bytes.subarray(at, end));
    at = end;
  }
  kept.push(bytes.subarray(at));
  return Buffer.concat(kept);
}

function stripWebp(bytes: Buffer): Buffer {
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const data = bytes.subarray(at + 8, at + 8 + size);
    if (type === 'EXIF') zeroGps(data.subarray(0, 6).equals(EXIF_HEADER) ? data.subarray(6) : data);
    if (type === 'XMP ') data.fill(0x20); // whitespace keeps every size and offset of the file valid
    at += 8 + size + (size % 2);
  }
  return bytes;
}

const TYPE_SIZES = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8];

/** Empties the GPS IFD of a TIFF structure (EXIF) in place: its values zeroed, its entry count 0. */
function zeroGps(tiff: Buffer): void {
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd0 = u32(4);
  for (let i = 0; i < u16(ifd0); i++) {
    const entry = ifd0 + 2 + i * 12;
    if (u16(entry) !== 0x8825) continue;
    const gps = u32(entry + 8);
    const count = u16(gps);
    for (let j = 0; j < count; j++) {
      const e = gps + 2 + j * 12;
      const size = (TYPE_SIZES[u16(e + 2)] ?? 1) * u32(e + 4);
      if (size > 4) tiff.fill(0, u32(e + 8), Math.min(tiff.length, u32(e + 8) + size));
      tiff.fill(0, e, e + 12);
    }
    tiff.fill(0, gps, gps + 2);
  }
}
