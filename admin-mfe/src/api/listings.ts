// The listing editor's reads, composed for these screens from the shared domain calls (spec §7); its
// writes are the shared calls themselves (createCollectible, updateCollectible, isCollectibleSlugTaken).
import { fetchCategories, type Category } from '@sikka/shared/domain/categories';
import {
  type CatalogueReference,
  fetchCollectibleById,
  isUuid,
  orderedImages,
  type Listing,
} from '@sikka/shared/domain/collectibles';
import { DEFAULT_CATEGORY } from '@sikka/shared/config';
import { getSupabase } from '@sikka/shared/supabase';
import type { ReferenceTypeOption } from '../model/catalogueForm';

export type { Category, Listing };

/** The catalogue types a listing may be measured against (issue 32), by system and number. */
export async function loadReferenceTypes(): Promise<ReferenceTypeOption[]> {
  const { data, error } = await getSupabase()
    .from('reference_types')
    .select('id, system, number, title, standard_weight_g, tolerance_percent')
    .order('system')
    .order('number_key');
  if (error) throw error;
  return data;
}

/** A listing's catalogue references (KM#, Pick#, …), oldest first. */
async function loadCatalogueReferences(id: string): Promise<CatalogueReference[]> {
  // An address that is no listing id: the listing read says 'not found' on its own.
  if (!isUuid(id)) return [];
  const { data, error } = await getSupabase()
    .from('catalogue_references')
    .select('system, number')
    .eq('collectible_id', id)
    .order('created_at')
    .order('number_key');
  if (error) throw error;
  return data as CatalogueReference[];
}

/** What the create screen offers: categories (and the default one) and the reference types. */
export async function loadCreateOptions() {
  const [categories, referenceTypes] = await Promise.all([loadCategories(), loadReferenceTypes()]);
  return { ...categories, referenceTypes };
}

export async function loadCategories(): Promise<{ categories: Category[]; defaultCategoryId: string }> {
  const categories = await fetchCategories();
  return {
    categories,
    defaultCategoryId: categories.find((category) => category.name === DEFAULT_CATEGORY)?.id ?? categories[0]?.id ?? '',
  };
}

/** The edit screen's data: the listing (images in gallery order) with its references, or null; the options. */
export async function loadListingForEdit(id: string): Promise<{
  listing: Listing | null;
  references: CatalogueReference[];
  categories: Category[];
  referenceTypes: ReferenceTypeOption[];
}> {
  const [listing, references, { categories }, referenceTypes] = await Promise.all([
    fetchCollectibleById(id),
    loadCatalogueReferences(id),
    loadCategories(),
    loadReferenceTypes(),
  ]);
  return { listing: listing && { ...listing, images: orderedImages(listing.images) }, references, categories, referenceTypes };
}
