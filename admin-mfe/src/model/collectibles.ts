import { type CollectibleRow, COLLECTIBLE_TYPES, GRADE_BANDS, METALS, PERIODS } from '@sikka/shared/domain/collectibles';

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

/** The grade bands as the filter names them (the generated column collectibles.grade_band). */
const GRADE_BAND_LABELS: Record<(typeof GRADE_BANDS)[number], string> = {
  low: 'Poor to VG',
  fine: 'Fine to VF',
  extra_fine: 'XF to AU',
  uncirculated: 'UNC and Proof',
};

/**
 * Manage Collectibles' catalogue filters (issue 32), each kept in the URL under its name. A value the
 * list does not hold (a hand-edited address) reads as no filter.
 */
export const CATALOGUE_FILTERS = [
  { name: 'period', label: 'Period', all: 'All periods', options: PERIODS.map((value) => ({ value, label: value })) },
  { name: 'metal', label: 'Metal', all: 'All metals', options: METALS.map((value) => ({ value, label: value })) },
  {
    name: 'type',
    label: 'Type',
    all: 'Coins and notes',
    options: COLLECTIBLE_TYPES.map((value) => ({ value, label: typeLabel(value) })),
  },
  {
    name: 'grade',
    label: 'Grade',
    all: 'All grades',
    options: GRADE_BANDS.map((value) => ({ value, label: GRADE_BAND_LABELS[value] })),
  },
] as const;
export type CatalogueFilterName = (typeof CATALOGUE_FILTERS)[number]['name'];

/** The filter's value from the URL, or '' when it is not one of its options. */
export function catalogueFilterValue(name: CatalogueFilterName, raw: string): string {
  const filter = CATALOGUE_FILTERS.find((candidate) => candidate.name === name)!;
  return filter.options.some((option) => option.value === raw) ? raw : '';
}
