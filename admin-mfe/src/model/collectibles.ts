import type { CollectibleRow } from '@sikka/shared/domain/collectibles';

/** A listing as Manage Collectibles shows it (spec §2): no description, with category and thumbnail. */
export interface AdminCollectible extends Omit<CollectibleRow, 'description'> {
  category: { id: string; name: string } | null;
  image_url: string | null;
}

/** The screen's status filter (`?status=`); '' shows every listing. */
export const COLLECTIBLE_FILTERS = [
  { value: '', label: 'All statuses' },
  { value: 'available', label: 'Available' },
  { value: 'sold', label: 'Sold' },
  { value: 'unavailable', label: 'Unavailable' },
] as const;

/** 'coin' → 'Coin' (spec §2: the type capitalised). */
export const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** Spec §2: the category's name, or 'Uncategorized'. */
export const categoryLabel = (listing: Pick<AdminCollectible, 'category'>) => listing.category?.name ?? 'Uncategorized';
