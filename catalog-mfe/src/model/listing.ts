import type { Database } from '@sikka/shared/database.types';

type Tables = Database['public']['Tables'];
export type CollectibleRow = Tables['collectibles']['Row'];
export type ListingImage = Pick<Tables['collectible_images']['Row'], 'id' | 'image_url' | 'order'>;
export type ListingCategory = Pick<Tables['categories']['Row'], 'id' | 'name'>;
export type Category = ListingCategory;

/** A collectible with its ordered images and its category (spec §3). */
export interface Listing extends CollectibleRow {
  images: ListingImage[];
  category: ListingCategory | null;
}

/** Spec §4: sold and unavailable disable Chat and Purchase; any other status (or none) is active. */
export function isOnSale(status: string | null | undefined): boolean {
  return status !== 'sold' && status !== 'unavailable';
}

export function statusLabel(status: string | null | undefined): 'Available' | 'Sold' | 'Unavailable' {
  if (status === 'sold') return 'Sold';
  if (status === 'unavailable') return 'Unavailable';
  return 'Available';
}

/** Gallery order: by position, then id (positions may repeat after an edit). */
export function orderedImages(images: readonly ListingImage[] | null | undefined): ListingImage[] {
  return [...(images ?? [])].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/** Spec §7: a stored image's path in the bucket is the last two segments of its URL. */
export function storagePath(imageUrl: string): string {
  const path = new URL(imageUrl, 'http://localhost').pathname.split('/').filter(Boolean);
  return path.slice(-2).map(decodeURIComponent).join('/');
}

/** The chat message of 'Chat on WhatsApp': names the listing and links to it. */
export function whatsappMessage(listing: Pick<Listing, 'name'>, pageUrl: string): string {
  return `Hi! I'm interested in "${listing.name}". ${pageUrl}`;
}
