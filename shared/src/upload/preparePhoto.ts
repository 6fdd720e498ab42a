// Photos as a shop stores them: upright (EXIF orientation applied), long edge at most 2560 px (sharp
// enough to judge a coin's legend, never bigger than it needs to be), re-encoded as JPEG — which also
// drops EXIF, GPS location included, because a canvas keeps only pixels.

export const MAX_PHOTO_EDGE = 2560;
export const PHOTO_JPEG_QUALITY = 0.9;

export interface PhotoSize {
  width: number;
  height: number;
}

/** The size a photo is stored at: scaled down (never up) so its long edge fits `maxEdge`, whole pixels. */
export function fitLongEdge({ width, height }: PhotoSize, maxEdge = MAX_PHOTO_EDGE): PhotoSize {
  if (width <= 0 || height <= 0) throw new RangeError('A photo has a positive width and height');
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.min(maxEdge, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxEdge, Math.round(height * scale))),
  };
}

export interface PreparedPhoto {
  blob: Blob;
  width: number;
  height: number;
}

/**
 * Decodes with createImageBitmap (off the main thread in browsers that can; `imageOrientation:
 * 'from-image'` turns a sideways phone photo upright), draws onto an OffscreenCanvas where there is
 * one (encoding off the main thread too), else a plain canvas, and answers a JPEG.
 */
export async function preparePhoto(file: Blob, maxEdge = MAX_PHOTO_EDGE, quality = PHOTO_JPEG_QUALITY): Promise<PreparedPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitLongEdge(bitmap, maxEdge);
    const blob = await drawJpeg(bitmap, width, height, quality);
    return { blob, width, height };
  } finally {
    bitmap.close();
  }
}

async function drawJpeg(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    paint(canvas.getContext('2d'), bitmap, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  paint(canvas.getContext('2d'), bitmap, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the photo'))), 'image/jpeg', quality),
  );
}

function paint(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  if (!context) throw new Error('Could not get canvas context');
  // JPEG has no transparency: a PNG's clear background becomes white, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}
