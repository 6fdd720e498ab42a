import type { Tables } from '@sikka/shared/database.types';
import type { BadgeTone } from '@sikka/shared/ui';
import type { ErrorKey } from '@sikka/shared/domain/errors';
import { GALLERY_IMAGE, resizedImageUrl } from './images';

export type CollectibleRow = Tables<'collectibles'>;
export type ListingImage = Pick<Tables<'collectible_images'>, 'id' | 'image_url' | 'order'>;
export type ListingCategory = Pick<Tables<'categories'>, 'id' | 'name'>;
type ListingCatalogueReference = Pick<Tables<'catalogue_references'>, 'system' | 'number'>;
/** The catalogue type a listing is measured against, with its standard figures (issue 32). */
type ListingReferenceType = Pick<
  Tables<'reference_types'>,
  'id' | 'system' | 'number' | 'title' | 'standard_weight_g' | 'standard_diameter_mm' | 'tolerance_percent'
>;

/**
 * A collectible with its ordered images and its category (spec §3), and its catalogue references and
 * reference type (LISTING_SELECT reads them; optional: a row from elsewhere, a live update, has none).
 */
export interface Listing extends CollectibleRow {
  images: ListingImage[];
  category: ListingCategory | null;
  catalogue_references?: ListingCatalogueReference[];
  reference_type?: ListingReferenceType | null;
}

/** Spec §3/§4. The column's CHECK constraint lists the same three; null (a new listing) reads as available. */
export const COLLECTIBLE_STATUSES = ['available', 'sold', 'unavailable'] as const;
export type CollectibleStatus = (typeof COLLECTIBLE_STATUSES)[number];
export const COLLECTIBLE_TYPES = ['coin', 'note'] as const;
export type CollectibleType = (typeof COLLECTIBLE_TYPES)[number];

/**
 * Spec §4: sold and unavailable disable Chat and Purchase; any other status (or none) is for sale.
 * The one TypeScript copy of the rule; its SQL twin is public.place_order.
 */
export function isForSale(status: string | null | undefined): boolean {
  return status !== 'sold' && status !== 'unavailable';
}

/** Why a piece cannot be ordered, as an error key (the same key place_order raises), or null. */
export function notForSaleReason(status: string | null | undefined): ErrorKey | null {
  if (isForSale(status)) return null;
  return status === 'sold' ? 'collectible_sold' : 'collectible_unavailable';
}

export function collectibleStatusLabel(status: string | null | undefined): 'Available' | 'Sold' | 'Unavailable' {
  if (status === 'sold') return 'Sold';
  if (status === 'unavailable') return 'Unavailable';
  return 'Available';
}

/** Spec §4 badge: red when not for sale, green otherwise. */
export function collectibleStatusTone(status: string | null | undefined): BadgeTone {
  return isForSale(status) ? 'green' : 'red';
}

/** Gallery order: by position, then id (positions may repeat after an edit, spec §7). */
export function orderedImages(images: readonly ListingImage[] | null | undefined): ListingImage[] {
  return [...(images ?? [])].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * A listing page's largest paint: its first photo at the gallery's size (Gallery.tsx), or null. The
 * shell's page (shell/src/startup/firstData.ts) and server (shell/server/pageHead.ts) preload this one.
 */
export function listingMainImage(listing: { images?: readonly ListingImage[] | null }): string | null {
  const first = orderedImages(listing.images)[0];
  return first ? resizedImageUrl(first.image_url, GALLERY_IMAGE) : null;
}
