// The cropped photo as a file (spec §2 "Shared dialogs", §9 cropper constants). One output-sized canvas
// only: a phone photo rotated 45° onto an intermediate canvas would pass the ~16.7 M pixel limit of iOS
// Safari's canvases, which then draw blank; so the rotation is applied while drawing into the output.
import { fitLongEdge, MAX_PHOTO_EDGE } from '@sikka/shared/upload';

export const EDITOR_JPEG_QUALITY = 1;

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The bounding box of a `width`×`height` image turned by `rotation` degrees (the cropper's coordinates). */
export function rotatedSize({ width, height }: Size, rotation: number): Size {
  const r = radians(rotation);
  return {
    width: Math.abs(Math.cos(r) * width) + Math.abs(Math.sin(r) * height),
    height: Math.abs(Math.sin(r) * width) + Math.abs(Math.cos(r) * height),
  };
}

/** The output size: the crop's pixels, scaled down so the long edge is at most 2560 px. */
export function croppedOutputSize(crop: CropArea, maxEdge = MAX_PHOTO_EDGE): Size {
  return fitLongEdge({ width: Math.max(1, Math.round(crop.width)), height: Math.max(1, Math.round(crop.height)) }, maxEdge);
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Failed to load image'));
    image.src = src;
  });
}

/** Draws the crop (in the rotated image's pixels) of `src` turned by `rotation`, as a JPEG at quality 1. */
export async function cropToJpeg(src: string, crop: CropArea, rotation: number, maxEdge = MAX_PHOTO_EDGE): Promise<Blob> {
  const image = await loadImage(src);
  const natural = { width: image.naturalWidth, height: image.naturalHeight };
  const box = rotatedSize(natural, rotation);
  const output = croppedOutputSize(crop, maxEdge);
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Could not get canvas context');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, output.width, output.height);
  context.imageSmoothingQuality = 'high';
  context.scale(output.width / crop.width, output.height / crop.height);
  context.translate(-crop.x + box.width / 2, -crop.y + box.height / 2);
  context.rotate(radians(rotation));
  context.drawImage(image, -natural.width / 2, -natural.height / 2);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the photo'))),
      'image/jpeg',
      EDITOR_JPEG_QUALITY,
    ),
  );
}
