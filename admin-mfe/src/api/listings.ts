// The listing editor's reads and writes: the shared domain calls (spec §7), composed for these screens.
import { fetchCategories, type Category } from '@sikka/shared/domain/categories';
import {
  createCollectible,
  fetchCollectibleById,
  isCollectibleSlugTaken,
  orderedImages,
  updateCollectible,
  type Listing,
  type ListingFields,
  type ListingUpdate,
  type PhotoProgress,
} from '@sikka/shared/domain/collectibles';
import { DEFAULT_CATEGORY } from '@sikka/shared/config';

export type { Category, Listing };

export async function loadCategories(): Promise<{ categories: Category[]; defaultCategoryId: string }> {
  const categories = await fetchCategories();
  return {
    categories,
    defaultCategoryId: categories.find((category) => category.name === DEFAULT_CATEGORY)?.id ?? categories[0]?.id ?? '',
  };
}

/** The edit screen's data: the listing (images in gallery order), or null, and the categories. */
export async function loadListingForEdit(id: string): Promise<{ listing: Listing | null; categories: Category[] }> {
  const [listing, { categories }] = await Promise.all([fetchCollectibleById(id), loadCategories()]);
  return { listing: listing && { ...listing, images: orderedImages(listing.images) }, categories };
}

export const saveNewListing = (fields: ListingFields, photos: readonly Blob[], onProgress?: PhotoProgress) =>
  createCollectible(fields, photos, onProgress);

export const saveListing = (
  id: string,
  fields: ListingUpdate,
  keptImageIds: readonly string[],
  photos: readonly Blob[],
  onProgress?: PhotoProgress,
) => updateCollectible(id, fields, keptImageIds, photos, onProgress);

export const slugTakenByAnother = (slug: string, id: string) => isCollectibleSlugTaken(slug, id);
