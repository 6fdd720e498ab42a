// The photos of one listing in the editor (spec §2, §5 "at most 6 per listing; extras are dropped").
import { MAX_LISTING_IMAGES } from '@sikka/shared/config';

export type ListingPhoto =
  | { key: string; kind: 'stored'; id: string; url: string }
  | { key: string; kind: 'new'; file: Blob; previewUrl: string };

let counter = 0;
export const photoKey = () => `photo-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** Adds new files after the current photos, up to the limit; answers how many were dropped. */
export function addPhotos<T>(
  current: readonly T[],
  added: readonly T[],
  limit = MAX_LISTING_IMAGES,
): { photos: T[]; dropped: number } {
  const room = Math.max(0, limit - current.length);
  return { photos: [...current, ...added.slice(0, room)], dropped: Math.max(0, added.length - room) };
}

export const droppedNotice = (dropped: number, limit = MAX_LISTING_IMAGES) =>
  `Only ${limit} images are allowed per listing; ${dropped} extra ${dropped === 1 ? 'image was' : 'images were'} not added.`;
