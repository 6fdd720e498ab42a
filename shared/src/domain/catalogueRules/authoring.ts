// Spec §7 collectibles insert/update with their collectible_images, written atomically: the photos are
// uploaded first under the listing's id, then ONE database call (create_collectible / update_collectible,
// admin-checked inside) writes the listing and its image rows. A failed call leaves no listing; the
// photos it uploaded are removed again. Used by the listing editor and the bulk upload.
import type { Json } from '@sikka/shared/database.types';
import { getSupabase } from '@sikka/shared/supabase';
import {
  LISTING_IMAGES_BUCKET,
  listingImagePath,
  removeStoredFiles,
  storagePath,
  type CatalogueFieldColumns,
  type CatalogueReference,
  type CollectibleRow,
  type CollectibleStatus,
  type CollectibleType,
} from '@sikka/shared/domain/collectibles';

/** A listing's catalogue facts as saved (issue 32): the columns, its references, and why a weight
 * outside its reference type's tolerance is right (required then; kept in the status history). */
export interface ListingCatalogue {
  fields: Omit<CatalogueFieldColumns, 'grade_band'>;
  references: CatalogueReference[];
  toleranceReason?: string;
}

/** The form's fields (spec §7 insert): price in whole rupees, an empty video link stored as null. */
export interface ListingFields {
  type: CollectibleType;
  name: string;
  slug: string;
  description: string;
  price: number;
  youtube_url: string;
  category_id: string | null;
  /** Left out, an update keeps the listing's catalogue facts as they are. */
  catalogue?: ListingCatalogue;
}

/** Progress of the photo at `index` of the new ones, 0 to 1. */
export type PhotoProgress = (index: number, fraction: number) => void;

async function uploadPhotos(
  collectibleId: string,
  photos: readonly Blob[],
  firstIndex: number,
  onProgress?: PhotoProgress,
): Promise<string[]> {
  // Loaded here, not at the top: the collectibles entry is on every listing page, the upload helper
  // only in the back office.
  const { uploadObject } = await import('@sikka/shared/upload');
  const timestamp = Date.now();
  const uploaded: string[] = [];
  const results = await Promise.allSettled(
    photos.map(async (file, i) => {
      const path = listingImagePath(collectibleId, firstIndex + i, timestamp);
      const url = await uploadObject({
        bucket: LISTING_IMAGES_BUCKET,
        path,
        file,
        onProgress: (fraction) => onProgress?.(i, fraction),
      });
      uploaded.push(url);
      return url;
    }),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await removeStoredFiles(uploaded.map(storagePath), `listing ${collectibleId} photos of a failed save`);
    throw failed.reason;
  }
  return results.map((result) => (result as PromiseFulfilledResult<string>).value);
}

/** Creates a listing with its photos (in the given order); answers its id and slug. */
export async function createCollectible(
  fields: ListingFields,
  photos: readonly Blob[],
  onProgress?: PhotoProgress,
): Promise<Pick<CollectibleRow, 'id' | 'slug'>> {
  const id = crypto.randomUUID();
  const urls = await uploadPhotos(id, photos, 0, onProgress);
  const { error } = await getSupabase().rpc('create_collectible', {
    collectible_id: id,
    ...listingArgs(fields),
    image_urls: urls,
  });
  if (error) {
    await removeStoredFiles(urls.map(storagePath), `listing ${id} was not created`);
    throw error;
  }
  return { id, slug: fields.slug };
}

export interface ListingUpdate extends ListingFields {
  status: CollectibleStatus;
}

/**
 * Saves the edit screen: fields and status, the kept images (by id, in gallery order) and new photos
 * after them. Files of removed images are deleted after the save has committed.
 */
export async function updateCollectible(
  id: string,
  fields: ListingUpdate,
  keptImageIds: readonly string[],
  photos: readonly Blob[],
  onProgress?: PhotoProgress,
): Promise<void> {
  const urls = await uploadPhotos(id, photos, keptImageIds.length, onProgress);
  const { data, error } = await getSupabase().rpc('update_collectible', {
    collectible_id: id,
    ...listingArgs(fields),
    status: fields.status,
    kept_image_ids: [...keptImageIds],
    new_image_urls: urls,
  });
  if (error) {
    await removeStoredFiles(urls.map(storagePath), `listing ${id} was not saved`);
    throw error;
  }
  await removeStoredFiles((data as string[] | null) ?? [], `images removed from listing ${id}`);
}

function listingArgs(fields: ListingFields) {
  const { catalogue } = fields;
  return {
    ...(catalogue && {
      catalogue: catalogue.fields,
      catalogue_references: catalogue.references as unknown as Json,
      tolerance_reason: catalogue.toleranceReason?.trim() || undefined,
    }),
    type: fields.type,
    name: fields.name.trim(),
    slug: fields.slug,
    description: fields.description,
    price: fields.price,
    youtube_url: fields.youtube_url.trim(),
    // The generated Args type says string; SQL takes null for "no category".
    category_id: fields.category_id as string,
  };
}
