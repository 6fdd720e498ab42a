/** The six sort options of spec §9; `value` is what goes in the URL, column/ascending drive the query. */
export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest First', column: 'created_at', ascending: false },
  { value: 'oldest', label: 'Oldest First', column: 'created_at', ascending: true },
  { value: 'price_asc', label: 'Price Low to High', column: 'price', ascending: true },
  { value: 'price_desc', label: 'Price High to Low', column: 'price', ascending: false },
  { value: 'name_asc', label: 'Name A to Z', column: 'name', ascending: true },
  { value: 'name_desc', label: 'Name Z to A', column: 'name', ascending: false },
] as const;

export type SortOption = (typeof SORT_OPTIONS)[number];
export type SortValue = SortOption['value'];
export const DEFAULT_SORT: SortValue = 'newest';

/** The option for a URL value, falling back to the default for anything unknown. */
export function sortOption(value: string | null | undefined): SortOption {
  return SORT_OPTIONS.find((o) => o.value === value) ?? SORT_OPTIONS[0];
}
