import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import jpeg from 'jpeg-js';

/** Photos for the sell tests: the demo seed's own (600 × 600 JPEGs) and camera-sized ones drawn in Chromium. */

/** A demo listing's photo as the seed has it (supabase/seed/images, 600 × 600 JPEGs): listing 1's third is `seedImage(1, 3)`. */
export const seedImage = (listing: number, n: number) =>
  readFileSync(
    new URL(`../../supabase/seed/images/c0000000-0000-4000-8000-${String(listing).padStart(12, '0')}/${n}.jpg`, import.meta.url),
  );

let photoSerial = 0;
/**
 * A demo listing's photo as a visitor's file: the same picture and size with a few pixels of its own in one
 * corner, so its bytes stay its own even after the browser re-encodes it (the Sell page and the listing
 * editor both redraw photos). Storage refuses a seller upload whose bytes are a listing photo's (a copy,
 * issue 29 item 4), and the editor's tests store these same pictures as listing photos.
 */
export const seedPhoto = (n: 1 | 2 | 3) => {
  const image = jpeg.decode(seedImage(1, n), { useTArray: true });
  // 32 bits of the serial, the process and the time, each bit a 4 × 4 black or white square in the top row.
  const mark = (process.pid * 7919 + Date.now() + photoSerial++ * 104729) >>> 0;
  for (let bit = 0; bit < 32; bit++) {
    const value = (mark >>> bit) & 1 ? 255 : 0;
    for (let y = 0; y < 4; y++)
      for (let x = bit * 4; x < bit * 4 + 4; x++)
        image.data.fill(value, (y * image.width + x) * 4, (y * image.width + x) * 4 + 3);
  }
  return jpeg.encode(image, 92).data;
};

/** A JPEG of `width` × `height` drawn on a canvas in the page: a coin on a textured cloth, like a phone photo. */
export async function drawnPhoto(page: Page, width: number, height: number, quality = 0.92): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, quality }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      const cloth = context.createLinearGradient(0, 0, width, height);
      cloth.addColorStop(0, '#2b3a55');
      cloth.addColorStop(1, '#101820');
      context.fillStyle = cloth;
      context.fillRect(0, 0, width, height);
      // Fine random texture, so the encoder has real detail to keep (a flat image would be tiny).
      const tile = context.createImageData(256, 256);
      for (let i = 0; i < tile.data.length; i += 4) {
        const v = Math.random() * 60;
        tile.data.set([v, v, v + 10, 40], i);
      }
      const bitmap = await createImageBitmap(tile);
      for (let x = 0; x < width; x += 256) for (let y = 0; y < height; y += 256) context.drawImage(bitmap, x, y);
      const coin = context.createRadialGradient(width / 2, height / 2, 10, width / 2, height / 2, Math.min(width, height) / 3);
      coin.addColorStop(0, '#f8efd4');
      coin.addColorStop(0.7, '#c9a227');
      coin.addColorStop(1, '#8a6412');
      context.fillStyle = coin;
      context.beginPath();
      context.arc(width / 2, height / 2, Math.min(width, height) / 3, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#3f0d12';
      context.font = `${Math.round(height / 12)}px serif`;
      context.textAlign = 'center';
      context.fillText('ONE RUPEE 1947', width / 2, height / 2);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { width, height, quality },
  );
  return Buffer.from(base64, 'base64');
}

/**
 * The JPEG with an EXIF block as a phone writes it: Orientation (6 = the camera was held upright, the
 * pixels are sideways) and a GPS position (latitude 19° N, Mumbai).
 */
export function withPhoneExif(jpeg: Buffer, orientation = 6): Buffer {
  // TIFF, little-endian: header, IFD0 (Orientation, pointer to the GPS IFD), GPS IFD (N, 19° 4' 30"), rationals.
  const ifd0 = 8;
  const gps = ifd0 + 2 + 2 * 12 + 4;
  const rationals = gps + 2 + 2 * 12 + 4;
  const tiff = Buffer.alloc(rationals + 3 * 8);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(ifd0, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: (at: number) => void) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    value(at + 8);
  };
  tiff.writeUInt16LE(2, ifd0);
  entry(ifd0 + 2, 0x0112, 3, 1, (at) => tiff.writeUInt16LE(orientation, at));
  entry(ifd0 + 14, 0x8825, 4, 1, (at) => tiff.writeUInt32LE(gps, at));
  tiff.writeUInt16LE(2, gps);
  entry(gps + 2, 0x0001, 2, 2, (at) => tiff.write('N\0', at, 'latin1'));
  entry(gps + 14, 0x0002, 5, 3, (at) => tiff.writeUInt32LE(rationals, at));
  for (const [i, value] of [19, 1, 4, 1, 3000, 100].entries()) tiff.writeUInt32LE(value, rationals + 4 * i);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(payload.length + 2, 2);
  // Right after SOI, where cameras put it.
  return Buffer.concat([jpeg.subarray(0, 2), app1, payload, jpeg.subarray(2)]);
}

/** Width and height from a JPEG's SOF marker. */
export function jpegSize(jpeg: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < jpeg.length) {
    const marker = jpeg.readUInt16BE(at);
    const length = jpeg.readUInt16BE(at + 2);
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  throw new Error('no SOF marker: not a JPEG');
}

/** True when the JPEG carries an EXIF block (where GPS positions live). */
export const hasExif = (jpeg: Buffer) => jpeg.includes(Buffer.from('Exif\0\0', 'latin1'));
