import { getSupabase } from '@sikka/shared';
import { storagePath } from '../model/listing';

export const LISTING_IMAGES_BUCKET = 'collectible-images';
const PUBLIC_OBJECT = `/storage/v1/object/public/${LISTING_IMAGES_BUCKET}/`;

export interface ImageSize {
  width: number;
  quality: number;
}

/** Spec §9: listing cards ask the image host for 400 px wide at quality 75. */
export const CARD_IMAGE: ImageSize = { width: 400, quality: 75 };
export const GALLERY_IMAGE: ImageSize = { width: 900, quality: 80 };
export const THUMBNAIL_IMAGE: ImageSize = { width: 160, quality: 70 };

/**
 * The address of a resized copy of a listing photo. Photos in our storage bucket go through the image
 * transformation endpoint (/storage/v1/render/image/public/...); an image hosted anywhere else is used
 * as it is, since we cannot know that its host resizes.
 */
export function resizedImageUrl(imageUrl: string, size: ImageSize): string {
  if (!imageUrl.includes(PUBLIC_OBJECT)) return imageUrl;
  const { data } = getSupabase().storage.from(LISTING_IMAGES_BUCKET).getPublicUrl(storagePath(imageUrl), { transform: size });
  return data.publicUrl;
}
