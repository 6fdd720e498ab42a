/** Spec §3 "Storage": one public bucket holds listing photos and seller uploads. */
export const LISTING_IMAGES_BUCKET = 'collectible-images';
const OBJECT_PREFIX = '/storage/v1/object/public/';

/**
 * Spec §7: a stored image's path in the bucket is the last two segments of its URL. SQL twin:
 * private.storage_path() (used by delete_collectible and delete_seller_submission).
 */
export function storagePath(imageUrl: string): string {
  const path = new URL(imageUrl, 'http://localhost').pathname.split('/').filter(Boolean);
  return path.slice(-2).map(decodeURIComponent).join('/');
}

/** Whether the URL is a file of our bucket (as opposed to a photo hosted elsewhere). */
export function isStoredImage(imageUrl: string): boolean {
  return imageUrl.includes(`${OBJECT_PREFIX}${LISTING_IMAGES_BUCKET}/`);
}

/** Spec §7: a listing photo is stored at {collectible id}/{timestamp}-{index}. */
export function listingImagePath(collectibleId: string, index: number, timestamp = Date.now()): string {
  return `${collectibleId}/${timestamp}-${index}`;
}

export interface ImageSize {
  width: number;
  quality: number;
}

/** Spec §9: listing cards ask the image host for 400 px wide at quality 75. */
export const CARD_IMAGE: ImageSize = { width: 400, quality: 75 };
export const GALLERY_IMAGE: ImageSize = { width: 900, quality: 80 };
export const THUMBNAIL_IMAGE: ImageSize = { width: 160, quality: 70 };

/**
 * The address of a resized copy of a photo: ours go through Storage's image transformation endpoint
 * (the URL supabase-js' getPublicUrl(path, { transform }) builds); a photo hosted elsewhere is used as
 * it is, since we cannot know that its host resizes. Pure, so components can call it while rendering.
 * Self-contained (isStoredImage's test written out): the shell's page script carries a copy, to
 * preload a listing's first photo as soon as its row arrives (shell/rsbuild.config.ts).
 */
export function resizedImageUrl(imageUrl: string, size: ImageSize): string {
  const objectPrefix = '/storage/v1/object/public/';
  if (!imageUrl.includes(`${objectPrefix}collectible-images/`)) return imageUrl;
  const resized = imageUrl.replace(objectPrefix, '/storage/v1/render/image/public/');
  return `${resized}${resized.includes('?') ? '&' : '?'}width=${size.width}&quality=${size.quality}`;
}
