import sharp from 'sharp';
import { StorageError } from './errors.ts';

/**
 * The most pixels an image may declare, for upload and for rendering: the shop stores photos with a long edge
 * of at most 2560 px, so 2560 × 2560. Decoding is what costs (4 bytes a pixel and more), so a small file that
 * declares 16000 × 16000 px is refused from its header, before any pixel is read (issue 29).
 */
export const MAX_IMAGE_SIDE = 2560;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;

export const imageErrors = {
  tooManyPixels: (width: number, height: number) =>
    new StorageError(
      '413',
      'Payload too large',
      `The image is ${width}×${height} px; images may have at most ${MAX_IMAGE_PIXELS} pixels (${MAX_IMAGE_SIDE}×${MAX_IMAGE_SIDE})`,
      'EntityTooLarge',
    ),
  unreadable: () => new StorageError('422', 'Unprocessable Entity', 'Unable to transform the image', 'InvalidRequest'),
};

/** Width and height as the file's header declares them (sharp reads the header only), or null if unreadable. */
export async function declaredSize(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
}

/** Throws the 413 above when the header declares more than MAX_IMAGE_PIXELS. */
export async function assertPixelLimit(bytes: Buffer): Promise<void> {
  const size = await declaredSize(bytes);
  if (size && size.width * size.height > MAX_IMAGE_PIXELS) throw imageErrors.tooManyPixels(size.width, size.height);
}
