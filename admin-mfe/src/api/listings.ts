// The listing editor's reads, composed for these screens from the shared domain calls (spec §7); its
// writes are the shared calls themselves (createCollectible, updateCollectible, isCollectibleSlugTaken).
import { fetchCategories, type Category } from '@sikka/shared/domain/categories';
import { fetchCollectibleById, orderedImages, type Listing } from '@sikka/shared/domain/collectibles';
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
